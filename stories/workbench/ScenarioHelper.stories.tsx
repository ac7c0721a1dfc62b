import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { catalogue } from '@/api/catalogue';
import { screenStories } from '../support/screenStories';
import { NoticeBoardDemo } from './NoticeBoardDemo';

/**
 * The scenario helper applied to a one-call demo screen: these eight stories are what every
 * screen story file gets from `screenStories({ component, route, session, scenarios })`.
 */
const screen = screenStories({
  component: NoticeBoardDemo,
  route: '/story/notice-board',
  session: 'buyer',
  scenarios: {
    call: catalogue.hotNews,
    businessMessage: '公告服务维护中，请稍后再试',
    expectSuccess: async (canvas) => {
      await expect(await canvas.findByText('冬季暖茶节开幕：普洱熟茶全场满 299 减 50')).toBeVisible();
      await expect(canvas.getByText('同城门店自提订单周末免配送费')).toBeVisible();
    },
  },
});

const meta = { title: 'Workbench/Scenario helper demo', ...screen.meta } satisfies Meta<typeof NoticeBoardDemo>;

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
