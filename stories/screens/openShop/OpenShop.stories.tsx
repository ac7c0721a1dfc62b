import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { catalogue } from '@/api/catalogue';
import OpenShopScreen from '@/screens/openShop/OpenShopScreen';
import { expectLocation } from '../../support/assertions';
import { screenStories } from '../../support/screenStories';
import { textOf } from '../../support/text';
import { expectStepOneKept, fillStepOne, seedStepOne, STEP_ONE, STEP_TWO, stepOne, stepTwo } from './openShopSteps';

const screen = screenStories({
  component: OpenShopScreen,
  route: STEP_ONE,
  session: 'buyer',
  docs: {
    summary:
      'Opening a shop, step 1: shop name, contact and mobile, region (the address form\'s cascade, loaded when tapped) and street address. 下一步 checks each rule and goes on to step 2; the application\'s draft keeps everything across both steps and a login.',
    calls: [catalogue.queryCityArea],
  },
  // label column and inputs share the row: 320 is the tightest
  widths: [320],
  variants: {
    English: async (canvas, t) => {
      await expect(await canvas.findByRole('form', { name: t('openShop.formOne') })).toBeVisible();
      await expect(stepOne(canvas, t).next()).toBeEnabled();
    },
  },
});

const meta = { title: 'Screens/OpenShop/OpenShop', ...screen.meta } satisfies Meta<typeof OpenShopScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form of step 1, step 1 of 2 marked. */
export const Success: Story = {
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    const form = stepOne(canvas, t);
    await expect(await waitFor(() => form.shopName())).toHaveValue('');
    await expect(form.contactName()).toHaveValue('');
    await expect(form.mobile()).toHaveValue('');
    await expect(form.region()).toHaveTextContent(t('openShop.regionPlaceholder'));
    await expect(form.address()).toHaveValue('');
    await expect(canvas.getByText(t('openShop.stepOne'))).toHaveAttribute('aria-current', 'step');
  },
};
export const English: Story = screen.English;

/** 下一步 on the empty form: every rule says what is missing, the page stays. */
export const NextShowsRules: Story = {
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await userEvent.click(await waitFor(() => stepOne(canvas, t).next()));
    for (const key of ['shopNameRequired', 'contactRequired', 'mobileRequired', 'regionRequired', 'addressRequired'] as const) {
      await expect(await canvas.findByText(t(`openShop.rule.${key}`))).toBeVisible();
    }
    await expect(stepOne(canvas, t).shopName()).toHaveFocus();
    await expectLocation(STEP_ONE);
  },
};

/** Step 1 filled, the region through the cascade, then 下一步: step 2's form. */
export const NextGoesToStepTwo: Story = {
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await fillStepOne(canvas, t, globals);
    await userEvent.click(stepOne(canvas, t).next());
    await expectLocation(STEP_TWO);
    await expect(await canvas.findByRole('form', { name: t('openShop.formTwo') })).toBeVisible();
    await expect(stepTwo(canvas, t).agreement()).not.toBeChecked();
  },
};

/** A kept draft (back from step 2, or logged in again): the same text and region. */
export const DraftKept: Story = {
  beforeEach: () => seedStepOne(),
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await expectStepOneKept(canvas, t);
  },
};
