import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { FormAlert, SubmitButton } from '@/screens/auth/AuthForm';
import { authFrame } from './authFrame';

/**
 * The one submit button of an auth form. While the call runs it shows a spinner and the busy
 * label and is inert (aria-disabled, aria-busy) but keeps the focus; the form's own guard drops
 * any further submit. Above it, FormAlert shows a failure the app's listener does not already
 * show (network, refused before sending).
 */
const meta = {
  title: 'Screens/Auth/Parts/SubmitButton',
  component: SubmitButton,
  tags: ['autodocs'],
  decorators: [authFrame],
  args: { busy: false, label: '登录', busyLabel: '登录中…' },
  argTypes: {
    busy: { control: 'boolean' },
    label: { control: 'text' },
    busyLabel: { control: 'text' },
  },
} satisfies Meta<typeof SubmitButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const submitted = fn();

export const Ready: Story = {
  render: (args) => (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submitted();
      }}
    >
      <SubmitButton {...args} />
    </form>
  ),
  beforeEach: () => {
    submitted.mockClear();
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: '登录' });
    await expect(button).toHaveAttribute('type', 'submit');
    await expect(button).toHaveAttribute('aria-disabled', 'false');
    await userEvent.click(button);
    await expect(submitted).toHaveBeenCalledTimes(1);
  },
};

export const Busy: Story = {
  args: { busy: true },
  parameters: { visual: { showsLoading: true } },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: '登录中…' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The form's failure line above the button (here: the network failed while registering). */
export const WithFailure: Story = {
  args: { label: '注册', busyLabel: '注册中…' },
  render: (args) => (
    <>
      <FormAlert message="网络不给力，请检查网络后重试" />
      <SubmitButton {...args} />
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('网络不给力，请检查网络后重试');
    await expect(canvas.getByRole('button', { name: '注册' })).toBeVisible();
  },
};
