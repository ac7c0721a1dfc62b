import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { catalogue } from '@/api/catalogue';
import UpgradeScreen from '@/screens/vip/UpgradeScreen';
import { expectRoute } from '../../support/assertions';
import { endsOn } from '../../support/flows';
import type { Canvas } from '../../support/scenarios';
import { screenStories } from '../../support/screenStories';
import { textOf, type StoryText } from '../../support/text';
import { COLLECT, expectSecondStep, keepChoice, nextButton, packageRadio, TASTE, UPGRADE_NEXT_ROUTE } from './upgradeSteps';

/** The three upgrade packages as radios, none chosen yet, 下一步 in the bar. */
async function expectPackages(canvas: Canvas, t: StoryText): Promise<void> {
  await expect(await canvas.findAllByTestId('upgrade-package')).toHaveLength(3);
  await expect(packageRadio(canvas, TASTE.title)).not.toBeChecked();
  await expect(canvas.getByText(t('upgrade.noneChosen'))).toBeVisible();
  await expect(nextButton(canvas, t)).toBeEnabled();
}

const screen = screenStories({
  component: UpgradeScreen,
  route: '/upgrade/upgrade',
  session: 'buyer',
  docs: {
    summary: 'First step of the upgrade: choose an upgrade package (the gift package page of the upgrade scene); the choice is kept for the second step and when coming back.',
  },
  scenarios: { call: catalogue.giftPackagePage, emptyData: { list: [], total: 0, pageNo: 1, pageSize: 20, hasMore: false }, expectSuccess: expectPackages },
  widths: [320],
  variants: { English: expectPackages },
});

const meta = { title: 'Screens/Vip/Upgrade', ...screen.meta } satisfies Meta<typeof UpgradeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = screen.Success;
export const BusinessError: Story = screen.BusinessError;
export const SessionExpired: Story = screen.SessionExpired;
export const ForcedOffline: Story = screen.ForcedOffline;
export const ForcedOfflineGotIt: Story = screen.ForcedOfflineGotIt;
export const Loading: Story = screen.Loading;
export const Empty: Story = screen.Empty;
export const NetworkError: Story = screen.NetworkError;
export const English: Story = screen.English;

/** 下一步 with no package chosen: the message under the packages, and the page stays. */
export const NextNeedsPackage: Story = {
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await expect(await canvas.findAllByTestId('upgrade-package')).toHaveLength(3);
    await userEvent.click(nextButton(canvas, t));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('upgrade.choosePackage'));
    await expectRoute('/upgrade/upgrade');
  },
};

/** A package chosen: it is marked and its price is in the bar. */
export const PackageChosen: Story = {
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await expect(await canvas.findAllByTestId('upgrade-package')).toHaveLength(3);
    await userEvent.click(packageRadio(canvas, COLLECT.title));
    await expect(packageRadio(canvas, COLLECT.title)).toBeChecked();
    await waitFor(() => expect(canvas.getByText(t('upgrade.total')).parentElement).toHaveTextContent(COLLECT.price));
  },
};

/** Chosen, then 下一步: the second step with that package. */
export const NextOpensSecondStep: Story = {
  parameters: endsOn(UPGRADE_NEXT_ROUTE),
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await expect(await canvas.findAllByTestId('upgrade-package')).toHaveLength(3);
    await userEvent.click(packageRadio(canvas, COLLECT.title));
    await userEvent.click(nextButton(canvas, t));
    await expectRoute(UPGRADE_NEXT_ROUTE);
    await expectSecondStep(canvas, COLLECT.title);
  },
};

/** Back from the second step (or a reload, or a login round trip): the package chosen before is still chosen. */
export const KeptChoice: Story = {
  beforeEach: () => keepChoice({ packageId: COLLECT.packageId, channel: 'alipay' }),
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await expect(await canvas.findAllByTestId('upgrade-package')).toHaveLength(3);
    await expect(packageRadio(canvas, COLLECT.title)).toBeChecked();
    await expect(canvas.getByText(t('upgrade.total')).parentElement).toHaveTextContent(COLLECT.price);
  },
};
