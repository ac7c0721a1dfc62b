import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { catalogue } from '@/api/catalogue';
import type { MemberInfo } from '@/api/types/member';
import { pinShareOrigin } from '@/platform/shareOrigin';
import InvitationScreen from '@/screens/share/InvitationScreen';
import { scenario } from '@mocks/scenarios';
import { endsOn } from '../../support/flows';
import { expectRoute, expectToast, patience } from '../../support/assertions';
import type { Canvas } from '../../support/scenarios';
import { screenStories } from '../../support/screenStories';
import { containing, textOf, type StoryText } from '../../support/text';
import { catchDownloads, fakeClipboard, fakeSaveBridge } from './shareFakes';

const ROUTE = '/share/invitation';
/** The public H5 address the stories pin, so the link and the QR code do not depend on the port. */
const ORIGIN = 'https://h5.teamall.cn';
const LINK = `${ORIGIN}/share/download?inviteCode=LQC086`;

/** The poster drawn: its image (a PNG data URL) carries the member's name and code in its description. */
async function expectPoster(canvas: Canvas, t: StoryText) {
  const poster = await canvas.findByRole('img', { name: t('invitation.posterAlt', { nickname: '林清茶', code: 'LQC086' }) }, patience(8000));
  await expect(poster.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  await waitFor(() => expect((poster as HTMLImageElement).complete && (poster as HTMLImageElement).naturalWidth).toBe(900));
  await expect(canvas.getByTestId('invitation-poster')).toHaveAttribute('data-status', 'ready');
}

const noCode: MemberInfo = {
  memberId: 'm-10086',
  mobile: '13800138000',
  nickname: '林清茶',
  avatar: 'avatars/lin.svg',
  signature: '',
  role: 'buyer',
  roles: ['buyer'],
  memberLevel: 0,
  inviteCode: '',
  inviterId: null,
  inviterNickname: null,
  gender: 1,
  birthday: '1992-06-18',
  realName: '林清',
  perfectInfoRemindCount: 0,
  hasPayPassword: true,
  createTime: '2025-03-08 09:12:00',
};

/**
 * /share/invitation: the buyer's invitation poster (background, avatar, nickname, invite code, a
 * line of copy and the QR code of the download page) drawn on a canvas at 3x, shown as its PNG;
 * save, copy link, the share command, and 识别口令.
 */
const screen = screenStories({
  component: InvitationScreen,
  route: ROUTE,
  session: 'buyer',
  docs: {
    summary:
      'The invitation poster drawn on a canvas at 3x its CSS size (QR code of /share/download with the invite code), shown as a PNG <img> so a long press saves it; 保存海报 through the host (saveImageToAlbum) or as a download; 复制链接; a share command (generateCommand, type invite) shown and copied; 识别口令 reads the clipboard on the tap only and opens the parsed target when it is a page of the app (parseCommand, code 0 passed through). A guest is asked to log in.',
    calls: [catalogue.getInfo, catalogue.generateCommand, catalogue.parseCommand],
  },
  scenarios: {
    call: catalogue.getInfo,
    emptyData: noCode,
    expectSuccess: async (canvas, t) => {
      await expectPoster(canvas, t);
      await expect(canvas.getByTestId('invitation-link')).toHaveTextContent(LINK);
      await expect(canvas.getByRole('button', { name: t('invitation.save') })).toBeEnabled();
      await expect(canvas.getByRole('button', { name: t('invitation.command.generate') })).toBeVisible();
      await expect(canvas.getByRole('button', { name: t('invitation.paste.action') })).toBeVisible();
    },
    expectEmpty: async (canvas, t) => {
      await expect(await canvas.findByText(t('invitation.noCode'))).toBeVisible();
    },
  },
  widths: [320],
});

const meta = { title: 'Screens/Share/Invitation', ...screen.meta, beforeEach: () => pinShareOrigin(ORIGIN) } satisfies Meta<typeof InvitationScreen>;
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

/** A guest is asked to log in first; nothing is called. */
export const GuestAskedToLogIn: Story = {
  globals: { session: 'guest' },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await expect(await canvas.findByText(t('invitation.guestTitle'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('invitation.goLogin') })).toBeVisible();
  },
};

const clipboard = fakeClipboard();

/** 复制链接: the download page's link with the invite code is on the clipboard. */
export const CopyLink: Story = {
  beforeEach: clipboard.install,
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await expectPoster(canvas, t);
    await userEvent.click(canvas.getByRole('button', { name: t('invitation.copyLink') }));
    await expectToast(t('invitation.linkCopied'));
    await expect(clipboard.written).toEqual([LINK]);
  },
};

const bridge = fakeSaveBridge();

/** 保存海报 inside the app: the host gets the PNG (base64, no data: prefix) and a file name. */
export const SavePosterThroughApp: Story = {
  beforeEach: bridge.install,
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await expectPoster(canvas, t);
    await userEvent.click(canvas.getByRole('button', { name: t('invitation.save') }));
    await expectToast(t('invitation.savedAlbum'));
    await expect(bridge.sent).toHaveLength(1);
    const [payload] = bridge.sent as { base64: string; fileName: string }[];
    await expect(payload?.fileName).toBe('tea-mall-invitation-LQC086.png');
    await expect(payload?.base64).toMatch(/^iVBORw0KGgo/);
  },
};

const downloads = catchDownloads();

/** 保存海报 in a browser: no host to ask, the PNG is downloaded. */
export const SavePosterDownloads: Story = {
  beforeEach: downloads.install,
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await expectPoster(canvas, t);
    await userEvent.click(canvas.getByRole('button', { name: t('invitation.save') }));
    await expectToast(t('invitation.savedDownload'));
    await expect(downloads.names).toEqual(['tea-mall-invitation-LQC086.png']);
  },
};

const commandClipboard = fakeClipboard();

/** 生成口令: the member's command is shown; 复制口令 copies the sentence friends paste. */
export const CommandShownAndCopied: Story = {
  beforeEach: commandClipboard.install,
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await expectPoster(canvas, t);
    await userEvent.click(canvas.getByRole('button', { name: t('invitation.command.generate') }));
    const command = await canvas.findByTestId('invite-command');
    await expect(command.textContent).toMatch(/^TM[A-Z0-9]{6}$/);
    await userEvent.click(canvas.getByRole('button', { name: t('invitation.command.copy') }));
    await expectToast(t('invitation.command.copied'));
    await expect(commandClipboard.written).toEqual([expect.stringContaining(`￥${command.textContent ?? ''}￥`)]);
  },
};

const goodsCommand = fakeClipboard('￥TM8G2K6Q￥ 复制这段口令，打开茶商城查看【明前西湖龙井】');

/** 识别口令 with a goods command on the clipboard: its goods page opens. */
export const PasteOpensInAppTarget: Story = {
  beforeEach: goodsCommand.install,
  parameters: endsOn('/goods/detail/g-1001'),
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await userEvent.click(await canvas.findByRole('button', { name: t('invitation.paste.action') }));
    await expectRoute('/goods/detail/g-1001');
  },
};

const foreignCommand = fakeClipboard('TM8G2K6Q');

/** A command whose target is another site is not opened: the page says so and stays. */
export const PasteRefusesForeignTarget: Story = {
  beforeEach: foreignCommand.install,
  parameters: {
    msw: {
      handlers: {
        scenario: [
          scenario.success(catalogue.parseCommand, { type: 'goods', businessId: 'g-1001', path: 'https://tea-deals.example/g-1001', title: '明前西湖龙井', image: '', sharerName: '陈记茶馆' }),
        ],
      },
    },
  },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await expectPoster(canvas, t);
    await userEvent.click(canvas.getByRole('button', { name: t('invitation.paste.action') }));
    await expectToast(t('invitation.paste.refused'));
    await expectRoute(ROUTE);
  },
};

const expiredCommand = fakeClipboard('￥TM3X9P1D￥ 复制这段口令，打开茶商城查看');

/** An expired command: parseCommand answers code 0, passed through, and its message is shown. */
export const PasteShowsServerMessage: Story = {
  beforeEach: expiredCommand.install,
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await expectPoster(canvas, t);
    await userEvent.click(canvas.getByRole('button', { name: t('invitation.paste.action') }));
    await expectToast('口令已过期');
    await expect(canvas.getByRole('button', { name: containing(t('invitation.paste.action')) })).toBeEnabled();
  },
};
