import type { Meta, StoryObj } from '@storybook/react-vite';
import dayjs from 'dayjs';
import { expect, userEvent, within } from 'storybook/test';
import { catalogue } from '@/api/catalogue';
import ContractScreen, { contractTestIds } from '@/screens/contract/ContractScreen';
import { expectRoute } from '../../support/assertions';
import { endsOn } from '../../support/flows';
import { expectEmptyView, type Canvas } from '../../support/scenarios';
import { screenStories } from '../../support/screenStories';
import { textOf, type StoryText } from '../../support/text';

const ROUTE = '/contractSigning/index';

/** The tea house's contract, unsigned: title, number, both parties, the terms and 去签署. */
async function expectUnsigned(canvas: Canvas, t: StoryText) {
  const content = await canvas.findByTestId(contractTestIds.content);
  await expect(within(content).getByRole('heading', { name: '茶馆加盟合同' })).toBeVisible();
  await expect(content).toHaveTextContent(t('contract.number', { no: 'TM-JM-2026-0488' }));
  await expect(canvas.getByTestId(contractTestIds.state)).toHaveTextContent(t('contract.unsigned'));
  await expect(content).toHaveTextContent(t('contract.partyA'));
  await expect(content).toHaveTextContent('福建茗源茶业科技有限公司（茶商城）');
  await expect(content).toHaveTextContent('陈记茶馆（陈志明）');
  await expect(within(canvas.getByTestId(contractTestIds.body)).getByRole('heading', { name: '第一条 合作内容' })).toBeVisible();
  await expect(canvas.queryByTestId(contractTestIds.signature)).toBeNull();
  await expect(canvas.getByRole('button', { name: t('contract.sign') })).toBeEnabled();
}

const screen = screenStories({
  component: ContractScreen,
  route: ROUTE,
  session: 'agent',
  docs: {
    summary:
      "The member's contract (also /mine/set/contract, settings' 我的合同): the parties, the terms (server HTML, sanitised) and the state: unsigned with 去签署 to the signature pad, or signed with the time and the signature. A member without a contract sees an empty state.",
  },
  scenarios: {
    call: catalogue.getMemberContract,
    businessMessage: '合同服务暂不可用，请稍后再试',
    // a member without a contract: no data
    emptyData: null,
    expectSuccess: expectUnsigned,
    expectEmpty: expectEmptyView('contract.emptyTitle'),
  },
  // the state tag shares the title's row: 320 is the tightest
  widths: [320],
});

const meta = { title: 'Screens/Contract/Contract', ...screen.meta } satisfies Meta<typeof ContractScreen>;
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

/** The buyer has no contract: the backend itself answers none, and the page says so. */
export const BuyerHasNone: Story = {
  globals: { session: 'buyer' },
  play: async ({ canvas, globals }) => {
    await expectEmptyView('contract.emptyTitle')(canvas, textOf(globals));
    await expect(canvas.queryByRole('button', { name: textOf(globals)('contract.sign') })).toBeNull();
  },
};

/** The tea room signed in March: the signature and the signing time, and nothing left to sign. */
export const Signed: Story = {
  globals: { session: 'teaRoomAgent' },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await expect(await canvas.findByRole('heading', { name: '茶室加盟合同' })).toBeVisible();
    await expect(canvas.getByTestId(contractTestIds.state)).toHaveTextContent(t('contract.signed'));
    const signature = canvas.getByTestId(contractTestIds.signature);
    const image = within(signature).getByRole('img', { name: t('contract.signatureAlt', { name: '清心茶室（王清心）' }) });
    await expect(image).toHaveAttribute('src', expect.stringContaining('contract/signature-qingxin.svg'));
    await expect(signature).toHaveTextContent(t('contract.signedAt', { time: dayjs('2026-03-06 15:32:10').format(t('contract.timeFormat')) }));
    await expect(canvas.queryByRole('button', { name: t('contract.sign') })).toBeNull();
  },
};

/** The same screen in settings (我的合同): its own title, the same contract. */
export const InSettings: Story = {
  parameters: { route: '/mine/set/contract' },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await expect(await canvas.findByRole('heading', { name: t('route./mine/set/contract') })).toBeVisible();
    await expectUnsigned(canvas, t);
  },
};

/** 去签署 opens the signature pad. */
export const SignOpensPad: Story = {
  parameters: endsOn('/contractSigning/autograph'),
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await userEvent.click(await canvas.findByRole('button', { name: t('contract.sign') }));
    await expectRoute('/contractSigning/autograph');
  },
};
