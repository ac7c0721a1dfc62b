import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { AgreementCheck } from '@/screens/auth/AuthForm';
import { partFrame, useHeld } from './authFrame';
import { storyMaker } from '../../../support/storyMaker';

/** Holds the tick as the screens do; ticking it takes the forced message away. */
function HeldAgreementCheck(props: ComponentProps<typeof AgreementCheck>) {
  const [checked, setChecked] = useHeld(props.checked, props.onChange);
  return <AgreementCheck {...props} checked={checked} error={checked ? undefined : props.error} onChange={setChecked} />;
}

/**
 * The agreement tick under the login and register forms: 我已阅读并同意《用户协议》和《隐私政策》,
 * the two titles linking to /agreement and /privacy. Submitting without the tick shows the message
 * under it (the checkbox is then invalid and described by it).
 */
const meta = {
  title: 'Screens/Auth/Parts/AgreementCheck',
  component: AgreementCheck,
  args: { id: 'agreement', checked: false, onChange: fn() },
  argTypes: {
    id: { control: false },
    checked: { control: 'boolean' },
    error: { control: 'select', options: [undefined, 'agreementRequired'] },
  },
  ...partFrame(HeldAgreementCheck, ['checked', 'error']),
} satisfies Meta<typeof AgreementCheck>;

export default meta;
type Story = StoryObj<typeof meta>;
const story = storyMaker<typeof meta>();

export const NotTicked: Story = story(async ({ canvas, args, t }) => {
  const box = canvas.getByRole('checkbox', { name: t('auth.agreement.checkbox') });
  await expect(box).not.toBeChecked();
  await expect(canvas.getByRole('link', { name: t('auth.agreement.user') })).toHaveAttribute('href', '/agreement');
  await expect(canvas.getByRole('link', { name: t('auth.agreement.privacy') })).toHaveAttribute('href', '/privacy');
  // the words before the links are the checkbox's label: tapping them ticks it
  await userEvent.click(canvas.getByText(t('auth.agreement.prefix').trim()));
  await expect(box).toBeChecked();
  await expect(args.onChange).toHaveBeenCalledWith(true);
});

export const Ticked: Story = story({ args: { checked: true } }, async ({ canvas }) => {
  await expect(canvas.getByRole('checkbox')).toBeChecked();
});

/** Submitted without the tick; ticking it takes the message away. */
export const Required: Story = story({ args: { error: 'agreementRequired' } }, async ({ canvas, t }) => {
  const box = canvas.getByRole('checkbox');
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  await expect(box).toHaveAccessibleDescription(t('auth.validation.agreementRequired'));
  await userEvent.click(box);
  await expect(canvas.queryByText(t('auth.validation.agreementRequired'))).toBeNull();
  // untick for the picture of the message
  await userEvent.click(box);
  await expect(canvas.getByText(t('auth.validation.agreementRequired'))).toBeVisible();
});
