import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { catalogue } from '@/api/catalogue';
import VipInfoScreen, { vipInfoTestIds } from '@/screens/vip/VipInfoScreen';
import { scenario } from '@mocks/scenarios';
import { expectRoute } from '../../support/assertions';
import { endsOn } from '../../support/flows';
import type { Canvas } from '../../support/scenarios';
import { screenStories } from '../../support/screenStories';
import { textOf, type StoryText } from '../../support/text';
import { UPGRADE_ROUTE } from './upgradeSteps';
import '@/platform/i18n/areas/upgrade';

/** The seeded buyer: an ordinary member, the upgrade offered, the benefits table with 普通会员 marked. */
async function expectOrdinary(canvas: Canvas, t: StoryText): Promise<void> {
  await expect(await canvas.findByTestId(vipInfoTestIds.level)).toHaveTextContent(t('vipInfo.level.0'));
  await expect(canvas.getByRole('button', { name: t('vipInfo.upgrade') })).toBeEnabled();
  await expect(canvas.getByRole('button', { name: new RegExp(t('vipInfo.zone')) })).toBeVisible();
  const table = await canvas.findByRole('table', { name: t('vipInfo.benefits') });
  await expect(within(table).getAllByRole('row')).toHaveLength(8);
  await expect(within(table).getByRole('columnheader', { name: /普通会员/ })).toHaveAttribute('aria-current', 'true');
  await expect(within(table).getAllByText(t('vipInfo.notIncluded'))).toHaveLength(4);
}

const screen = screenStories({
  component: VipInfoScreen,
  route: '/vipInfo',
  session: 'buyer',
  docs: {
    summary: 'Membership: the current level, the benefits of each level side by side, the members zone and, for an ordinary member, the upgrade.',
    calls: [catalogue.memberBenefits],
  },
  scenarios: { call: catalogue.getInfo, expectSuccess: expectOrdinary },
  widths: [320],
  variants: { English: expectOrdinary },
});

const meta = { title: 'Screens/Vip/VipInfo', ...screen.meta } satisfies Meta<typeof VipInfoScreen>;
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

/** A premium member (the tea house): 高级会员, its column marked, no upgrade offered. */
export const PremiumMember: Story = {
  globals: { session: 'agent' },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await expect(await canvas.findByTestId(vipInfoTestIds.level)).toHaveTextContent(t('vipInfo.level.1'));
    await expect(canvas.getByText(t('vipInfo.premiumThanks'))).toBeVisible();
    const table = await canvas.findByRole('table', { name: t('vipInfo.benefits') });
    await expect(within(table).getByRole('columnheader', { name: /高级会员/ })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.queryByRole('button', { name: t('vipInfo.upgrade') })).toBeNull();
  },
};

/** The benefits table cannot load: the level and the entries stay, the table's place says so with a retry. */
export const BenefitsNetworkError: Story = {
  parameters: { msw: { handlers: { scenario: [scenario.networkError(catalogue.memberBenefits)] } }, allowConsoleErrors: ['net::ERR_FAILED'] },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await expect(await canvas.findByTestId(vipInfoTestIds.level)).toHaveTextContent(t('vipInfo.level.0'));
    await expect(await canvas.findByRole('button', { name: t('state.retry') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('vipInfo.upgrade') })).toBeEnabled();
  },
};

/** 升级高级会员 opens the first step of the upgrade. */
export const UpgradeOpens: Story = {
  parameters: endsOn(UPGRADE_ROUTE),
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await userEvent.click(await canvas.findByRole('button', { name: t('vipInfo.upgrade') }));
    await expectRoute(UPGRADE_ROUTE);
    await expect(await canvas.findByRole('form', { name: t('upgrade.form') })).toBeVisible();
  },
};

/** 会员专区 opens the members zone. */
export const ZoneOpens: Story = {
  parameters: endsOn('/home/memberArea'),
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await userEvent.click(await canvas.findByRole('button', { name: new RegExp(t('vipInfo.zone')) }));
    await expectRoute('/home/memberArea');
  },
};
