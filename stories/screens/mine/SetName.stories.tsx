import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { catalogue } from '@/api/catalogue';
import SetNameScreen from '@/screens/mine/SetNameScreen';
import { db } from '@mocks/db';
import { screenStories } from '../../support/screenStories';
import type { StoryText } from '../../support/text';
import { editorStories, expectEditorOpen, tooShortStory } from './editorStories';

const ROUTE = '/mine/setName';
const label = (t: StoryText) => t('setName.label');
const opened = { label, saved: '林清茶', max: 16 };

const screen = screenStories({
  component: SetNameScreen,
  route: ROUTE,
  session: 'buyer',
  docs: {
    summary: 'The nickname on its own page: 2-16 characters with a counter, save only once it says something new, "放弃修改？" before leaving with changes; a failed save keeps the text.',
    calls: [catalogue.updateInfoSelective],
  },
  scenarios: {
    call: catalogue.getInfo,
    emptyData: null as never,
    expectSuccess: (canvas, t) => expectEditorOpen(canvas, t, opened),
  },
  widths: [320],
});

const meta = { title: 'Screens/Mine/SetName', ...screen.meta } satisfies Meta<typeof SetNameScreen>;
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
  typed: '林小茶',
  expectStored: async () => expect(db.members.find((member) => member.memberId === 'm-10086')?.nickname).toBe('林小茶'),
  call: catalogue.updateInfoSelective,
  leavesTo: '/mine/setUser',
  savedText: 'setName.saved',
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
export const TooShort: Story = tooShortStory({ route: ROUTE, label, tooShort: '林', min: 2 });
