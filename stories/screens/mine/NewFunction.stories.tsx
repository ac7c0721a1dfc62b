import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { catalogue } from '@/api/catalogue';
import NewFunctionScreen from '@/screens/mine/NewFunctionScreen';
import { expectEmptyView } from '../../support/scenarios';
import { screenStories } from '../../support/screenStories';

const screen = screenStories({
  component: NewFunctionScreen,
  route: '/mine/newFunction',
  session: 'guest',
  docs: {
    summary: 'What is new in the app, release by release, newest first: the version, its date and what changed (releaseNotes, public: no login needed).',
  },
  scenarios: {
    call: catalogue.releaseNotes,
    expectSuccess: async (canvas, t) => {
      const content = await canvas.findByTestId('new-function-content');
      const releases = within(content).getAllByRole('article');
      await expect(releases).toHaveLength(4);
      const latest = releases[0] as HTMLElement;
      await expect(within(latest).getByRole('heading', { name: t('newFunction.version', { version: '3.2.0' }) })).toBeVisible();
      await expect(latest).toHaveTextContent(t('newFunction.latest'));
      await expect(within(latest).getByText(/2026年11月18日|Nov 18, 2026/)).toHaveAttribute('datetime', '2026-11-18');
      await expect(within(latest).getAllByRole('listitem')).toHaveLength(3);
      await expect(releases[3]).toHaveTextContent('茶馆、茶室代理入驻全面上线');
    },
    expectEmpty: expectEmptyView('newFunction.emptyTitle'),
  },
  // the version, the badge and the date share a line
  widths: [320],
});

const meta = { title: 'Screens/Mine/NewFunction', ...screen.meta } satisfies Meta<typeof NewFunctionScreen>;
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
