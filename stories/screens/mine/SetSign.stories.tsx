import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { catalogue } from '@/api/catalogue';
import SetSignScreen from '@/screens/mine/SetSignScreen';
import { db } from '@mocks/db';
import { screenStories } from '../../support/screenStories';
import type { StoryText } from '../../support/text';
import { editorStories, expectEditorOpen } from './editorStories';

const ROUTE = '/mine/setSign';
const label = (t: StoryText) => t('setSign.label');
const opened = { label, saved: '一杯清茶，半日浮生', max: 30 };

const screen = screenStories({
  component: SetSignScreen,
  route: ROUTE,
  session: 'buyer',
  docs: {
    summary: 'The signature on its own page: up to 30 characters with a counter (it may be cleared), save only once it says something new, "放弃修改？" before leaving with changes; a failed save keeps the text.',
    calls: [catalogue.updateInfoSelective],
  },
  scenarios: {
    call: catalogue.getInfo,
    emptyData: null as never,
    expectSuccess: (canvas, t) => expectEditorOpen(canvas, t, opened),
  },
  // the counter and the field share a line; the hint reflows
  widths: [],
});

const meta = { title: 'Screens/Mine/SetSign', ...screen.meta } satisfies Meta<typeof SetSignScreen>;
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

const editor = editorStories({
  ...opened,
  route: ROUTE,
  typed: '以茶会友，品味人生',
  expectStored: async () => expect(db.members.find((member) => member.memberId === 'm-10086')?.signature).toBe('以茶会友，品味人生'),
  call: catalogue.updateInfoSelective,
  leavesTo: '/mine/setUser',
  savedText: 'setSign.saved',
});
export const SaveSuccess: Story = editor.SaveSuccess;
export const SaveBusy: Story = editor.SaveBusy;
export const SaveBusinessError: Story = editor.SaveBusinessError;
export const SaveSessionExpired: Story = editor.SaveSessionExpired;
export const SaveForcedOffline: Story = editor.SaveForcedOffline;
export const SaveForcedOfflineGotIt: Story = editor.SaveForcedOfflineGotIt;
export const SaveNetworkError: Story = editor.SaveNetworkError;
export const DiscardAsks: Story = editor.DiscardAsks;
export const DiscardLeaves: Story = editor.DiscardLeaves;
export const TooLong: Story = editor.TooLong;
