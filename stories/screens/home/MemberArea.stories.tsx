import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { catalogue } from '@/api/catalogue';
import MemberAreaScreen from '@/screens/home/MemberAreaScreen';
import { screenScenarios } from '../../support/scenarios';
import { endAtTop, endsOnLogin, topOfPage } from './storyPage';
import { emptyPage, expectLoginPrompt } from './zoneStories';

/** /home/memberArea: membersAreaGoods (member token, unsigned), pull to refresh, infinite scroll. */
const meta = {
  title: 'Screens/Home/MemberArea',
  component: MemberAreaScreen,
  parameters: { route: '/home/memberArea', session: 'buyer' },
  // the test-runner reuses one page: start at the top and leave it there (sticky header, fixed tab bar)
  beforeEach: topOfPage,
} satisfies Meta<typeof MemberAreaScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const scenarios = screenScenarios({
  path: catalogue.membersAreaGoods.path,
  businessMessage: '会员专区维护中，请稍后再试',
  emptyData: emptyPage,
  expectSuccess: async (canvas) => {
    await expect(await canvas.findByRole('heading', { name: '武夷山大红袍 特级' })).toBeVisible();
    await expect(canvas.getByText('会员专享价 · 下单享积分')).toBeVisible();
    // eight member goods: one page, nothing more to load
    await expect(await canvas.findByText('没有更多了')).toBeVisible();
    await expect(canvas.getAllByTestId('goods-card')).toHaveLength(8);
  },
  expectEmpty: async (canvas) => {
    await expect(await canvas.findByText('专区商品正在上新')).toBeVisible();
  },
});

export const Success: Story = scenarios.Success;
export const BusinessError: Story = scenarios.BusinessError;
export const SessionExpired: Story = endsOnLogin(scenarios.SessionExpired);
export const ForcedOffline: Story = endsOnLogin(scenarios.ForcedOffline);
export const Loading: Story = scenarios.Loading;
export const Empty: Story = scenarios.Empty;
export const NetworkError: Story = endAtTop(scenarios.NetworkError);

export const GuestSeesLoginPrompt: Story = {
  parameters: { session: 'guest' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('登录后查看会员专区')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '去登录' })).toBeEnabled();
    await expect(canvas.queryByTestId('error-state')).toBeNull();
  },
};

export const GuestLoginReturnsHere: Story = {
  parameters: { session: 'guest', visual: { skip: true, reason: 'ends on the login screen (auth area); the play function asserts the route' } },
  play: async ({ canvas }) => {
    await expectLoginPrompt(canvas, '会员专区', '/home/memberArea');
  },
};

export const AgentSession: Story = {
  parameters: { session: 'agent' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '武夷山大红袍 特级' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Members zone' })).toBeVisible();
    await expect(await canvas.findByText('Member prices · earn points on every order')).toBeVisible();
  },
};
