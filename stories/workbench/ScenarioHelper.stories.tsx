import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { catalogue } from '@/api/catalogue';
import { screenScenarios } from '../support/scenarios';
import { NoticeBoardDemo } from './NoticeBoardDemo';

/**
 * The scenario helper applied to a one-call demo screen: these seven stories are what every
 * screen story file gets from `screenScenarios({ path, expectSuccess })`.
 */
const meta = {
  title: 'Workbench/Scenario helper demo',
  component: NoticeBoardDemo,
  parameters: { route: '/story/notice-board', session: 'buyer' },
} satisfies Meta<typeof NoticeBoardDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const scenarios = screenScenarios({
  call: catalogue.hotNews,
  businessMessage: '公告服务维护中，请稍后再试',
  expectSuccess: async (canvas) => {
    await expect(await canvas.findByText('冬季暖茶节开幕：普洱熟茶全场满 299 减 50')).toBeVisible();
    await expect(canvas.getByText('同城门店自提订单周末免配送费')).toBeVisible();
  },
});

export const Success: Story = scenarios.Success;
export const BusinessError: Story = scenarios.BusinessError;
export const SessionExpired: Story = scenarios.SessionExpired;
export const ForcedOffline: Story = scenarios.ForcedOffline;
export const Loading: Story = scenarios.Loading;
export const Empty: Story = scenarios.Empty;
export const NetworkError: Story = scenarios.NetworkError;
