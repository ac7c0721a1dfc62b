import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { catalogue } from '@/api/catalogue';
import type { ZoneGoodsScreen } from '@/screens/home/ZoneGoodsScreen';
import { zoneStories } from './zoneStories';
import { storyMaker } from '../../support/storyMaker';

/** The first member goods of the seed. */
const FIRST = '武夷山大红袍 特级';

/** /home/memberArea (MemberAreaScreen: ZoneGoodsScreen of kind member): membersAreaGoods (member token, unsigned), pull to refresh, infinite scroll. */
const zone = zoneStories({
  call: catalogue.membersAreaGoods,
  route: '/home/memberArea',
  summary:
    'The member zone: goods at member prices for logged-in members, with pull to refresh and infinite scroll; a guest sees a login prompt that returns here.',
  businessMessage: '会员专区维护中，请稍后再试',
  firstGoods: FIRST,
  expectSuccess: async (canvas, t) => {
    // eight member goods: one page, nothing more to load
    await expect(await canvas.findByText(t('list.noMore'))).toBeVisible();
    await expect(canvas.getAllByTestId('goods-card')).toHaveLength(8);
  },
});

const meta = { title: 'Screens/Home/MemberArea', ...zone.meta } satisfies Meta<typeof ZoneGoodsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
const story = storyMaker<typeof meta>();

export const Success: Story = zone.Success;
export const BusinessError: Story = zone.BusinessError;
export const SessionExpired: Story = zone.SessionExpired;
export const ForcedOffline: Story = zone.ForcedOffline;
export const ForcedOfflineGotIt: Story = zone.ForcedOfflineGotIt;
export const Loading: Story = zone.Loading;
export const Empty: Story = zone.Empty;
export const NetworkError: Story = zone.NetworkError;
export const GuestSeesLoginPrompt: Story = zone.GuestSeesLoginPrompt;
export const GuestLoginReturnsHere: Story = zone.GuestLoginReturnsHere;

export const AgentSession: Story = story({ globals: { session: 'agent' } }, async ({ canvas }) => {
  await expect(await canvas.findByRole('heading', { name: FIRST })).toBeVisible();
});

/** The banner promises member prices: each card leads with its member price (会员价), the regular price struck. */
export const MemberPrices: Story = story(async ({ canvas, t }) => {
  await expect(await canvas.findByRole('heading', { name: FIRST })).toBeVisible();
  const prices = canvas.getAllByTestId('price');
  await expect(prices).toHaveLength(8);
  for (const price of prices) await expect(price).toHaveTextContent(t('price.memberBadge'));
});

