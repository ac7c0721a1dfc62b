import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { catalogue } from '@/api/catalogue';
import MyFansScreen from '@/screens/fans/MyFansScreen';
import { screenStories } from '../../support/screenStories';

/** /myFans: Shows what fansList answers. Fill in what it is for. */
const screen = screenStories({
  component: MyFansScreen,
  route: '/myFans',
  session: 'shopOwner',
  docs: { summary: 'Shows what fansList answers. Fill in what it is for.' },
  scenarios: {
    call: catalogue.fansPage,
    emptyData: { list: [], total: 0, pageNo: 1, pageSize: 10, hasMore: false },
    expectSuccess: async (canvas, t) => {
      await expect(await canvas.findByTestId('my-fans-content')).toHaveTextContent(t('myFans.intro'));
    },
  },
  // the webview widths besides 375 its layout depends on (Success is shot at each): fill in
  widths: [],
  variants: {
    English: async (canvas, t) => {
      await expect(await canvas.findByTestId('my-fans-content')).toHaveTextContent(t('myFans.intro'));
    },
  },
});

const meta = { title: 'Screens/Fans/MyFans', ...screen.meta } satisfies Meta<typeof MyFansScreen>;
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
