import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { catalogue } from '@/api/catalogue';
import DownloadScreen from '@/screens/share/DownloadScreen';
import { scenario } from '@mocks/scenarios';
import { expectNotToasted } from '../../support/assertions';
import { heldCall, type Canvas } from '../../support/scenarios';
import { screenStories } from '../../support/screenStories';
import { textOf, type StoryText } from '../../support/text';
import { USER_AGENTS, withUserAgent } from './shareFakes';

const ROUTE = '/share/download?inviteCode=LQC086';

/** Both store buttons, the visitor's own first and marked "for your phone". */
async function expectButtons(canvas: Canvas, t: StoryText, first: 'ios' | 'android') {
  const ios = await canvas.findByRole('link', { name: new RegExp(t('download.ios')) });
  const android = canvas.getByRole('link', { name: new RegExp(t('download.android')) });
  await expect(ios).toHaveAttribute('href', expect.stringMatching(/^https:\/\/apps\.apple\.com\//));
  await expect(android).toHaveAttribute('href', expect.stringMatching(/\.apk$/));
  const [top] = canvas.getAllByRole('link', { name: new RegExp(`${t('download.ios')}|${t('download.android')}`) });
  await expect(top).toBe(first === 'ios' ? ios : android);
  await expect(top).toHaveTextContent(t('download.yourPhone'));
}

async function expectInviter(canvas: Canvas, t: StoryText) {
  await expect(await canvas.findByText(t('download.invitedBy', { nickname: '林清茶' }))).toBeVisible();
  await expect(canvas.getByText(t('download.inviteCode', { code: 'LQC086' }))).toBeVisible();
}

/**
 * /share/download: the public page a poster's QR code opens, without login: the app, a store
 * button per platform (the visitor's own first, from the user agent), and who invited them when
 * the link carries an invite code (inviterByCode, a public call). An unknown code or a failed
 * lookup shows the page without an inviter and no error.
 */
const screen = screenStories({
  component: DownloadScreen,
  route: ROUTE,
  session: 'guest',
  docs: {
    summary:
      'Public download page (no login): app icon, App Store and Android buttons with the visitor’s platform first (user agent), the inviter of ?inviteCode= from inviterByCode; an unknown code or a failed lookup shows the page without an inviter. inviterByCode carries no token, so 10001 / 601 do not apply.',
    calls: [catalogue.inviterByCode],
  },
  widths: [320],
});

const meta = { title: 'Screens/Share/Download', ...screen.meta } satisfies Meta<typeof DownloadScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** On an iPhone, invited by 林清茶: the App Store first. */
export const Success: Story = {
  beforeEach: withUserAgent(USER_AGENTS.ios),
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await expectInviter(canvas, t);
    await expectButtons(canvas, t, 'ios');
  },
};

/** On an Android phone: the Android download first. */
export const AndroidWithInviter: Story = {
  beforeEach: withUserAgent(USER_AGENTS.android),
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await expectInviter(canvas, t);
    await expectButtons(canvas, t, 'android');
  },
};

/** A link without an invite code: no inviter, nothing looked up. */
export const WithoutInviter: Story = {
  beforeEach: withUserAgent(USER_AGENTS.ios),
  parameters: { route: '/share/download' },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await expectButtons(canvas, t, 'ios');
    await expect(canvas.queryByTestId('inviter')).toBeNull();
  },
};

/** An invite code the server does not know (code 0): the page without an inviter, no error, no toast. */
export const BusinessError: Story = {
  beforeEach: withUserAgent(USER_AGENTS.android),
  parameters: { route: '/share/download?inviteCode=NOPE00' },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await expectButtons(canvas, t, 'android');
    await waitFor(() => expect(canvas.queryByTestId('inviter-loading')).toBeNull());
    await expect(await canvas.findByRole('link', { name: t('download.register') })).toHaveAttribute('href', '/register?inviteCode=NOPE00');
    await expect(canvas.queryByTestId('inviter')).toBeNull();
    await expectNotToasted('邀请码不存在');
  },
};

/** The lookup still on its way: a quiet placeholder where the inviter goes, the buttons ready. */
export const Loading: Story = {
  beforeEach: withUserAgent(USER_AGENTS.ios),
  parameters: heldCall(catalogue.inviterByCode),
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await expect(await canvas.findByTestId('inviter-loading')).toHaveAttribute('aria-busy', 'true');
    await expectButtons(canvas, t, 'ios');
  },
};

/** The lookup fails on the network: the page without an inviter, no error. */
export const NetworkError: Story = {
  beforeEach: withUserAgent(USER_AGENTS.ios),
  parameters: { msw: { handlers: { scenario: [scenario.networkError(catalogue.inviterByCode)] } }, allowConsoleErrors: ['net::ERR_FAILED'] },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await expectButtons(canvas, t, 'ios');
    await waitFor(() => expect(canvas.queryByTestId('inviter-loading')).toBeNull());
    await expect(await canvas.findByRole('link', { name: t('download.register') })).toBeVisible();
    await expect(canvas.queryByTestId('inviter')).toBeNull();
  },
};
