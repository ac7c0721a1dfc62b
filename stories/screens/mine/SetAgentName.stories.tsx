import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { catalogue } from '@/api/catalogue';
import SetAgentNameScreen from '@/screens/mine/SetAgentNameScreen';
import { db } from '@mocks/db';
import { screenStories } from '../../support/screenStories';
import type { StoryText } from '../../support/text';
import { textOf } from '../../support/text';
import { editorStories, expectEditorOpen, tooShortStory } from './editorStories';

const ROUTE = '/mine/setAgentName';
const label = (t: StoryText) => t('setAgentName.teaHouseLabel');
/** 陈记茶馆's tea house in 武夷山 (m-20488). */
const opened = { label, saved: '陈记茶馆·武夷山', max: 20 };

const screen = screenStories({
  component: SetAgentNameScreen,
  route: ROUTE,
  session: 'agent',
  docs: {
    summary: "The name an agent's tea house or tea room goes by (agentProfile): 2-20 characters with a counter, saved through updateAgentName; \"放弃修改？\" before leaving with changes; a failed save keeps the text.",
    calls: [catalogue.updateAgentName],
  },
  scenarios: {
    call: catalogue.agentProfile,
    emptyData: null as never,
    businessMessage: '仅茶馆、茶室代理可设置代理名称',
    expectSuccess: (canvas, t) => expectEditorOpen(canvas, t, opened),
  },
  widths: [],
});

const meta = { title: 'Screens/Mine/SetAgentName', ...screen.meta } satisfies Meta<typeof SetAgentNameScreen>;
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

/** A tea-room agent (清心茶室, 泉州鲤城区): the field is the tea room's name. */
export const TeaRoom: Story = {
  globals: { session: 'teaRoomAgent' },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await expectEditorOpen(canvas, t, { label: (text) => text('setAgentName.teaRoomLabel'), saved: '清心茶室·鲤城', max: 20 });
  },
};

const editor = editorStories({
  ...opened,
  route: ROUTE,
  typed: '陈记茶馆·大红袍茶院',
  expectStored: async () => expect(db.agentProfiles.find((row) => row.memberId === 'm-20488')?.agentName).toBe('陈记茶馆·大红袍茶院'),
  call: catalogue.updateAgentName,
  leavesTo: '/mine',
  savedText: 'setAgentName.saved',
  logIn: { mobile: '13900139000' },
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
export const TooShort: Story = tooShortStory({ route: ROUTE, label, tooShort: '陈', min: 2 });
