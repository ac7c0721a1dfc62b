import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { catalogue } from '@/api/catalogue';
import OrderDetailsScreen from '@/screens/order/details/OrderDetailsScreen';
import { expectRoute } from '../../support/assertions';
import { endsOn } from '../../support/flows';
import { screenStories } from '../../support/screenStories';
import { storyMaker } from '../../support/storyMaker';
import type { Canvas } from '../../support/scenarios';
import { actionKinds, onDetailsBar } from './orderSteps';
import { seedUpgradeOrder, UPGRADE_ORDER_ID, UPGRADE_PACKAGE } from './packageOrders';

/**
 * /orderDetails and what a tap on a line opens. A goods line opens its goods page; the line of a
 * membership upgrade order is the upgrade package, which has no goods page: it opens the membership
 * page (/vipInfo). An upgrade order is neither reviewed nor bought again from the order.
 */
const screen = screenStories({
  component: OrderDetailsScreen,
  route: `/orderDetails?orderId=${UPGRADE_ORDER_ID}`,
  session: 'buyer',
  docs: {
    summary: "One order's lines: a goods line opens its goods page, an upgrade package's line the membership page; an upgrade order offers no review and no buy-again.",
    calls: [catalogue.orderDetail],
  },
});

const meta = { title: 'Screens/Order/OrderDetailsLines', ...screen.meta, beforeEach: seedUpgradeOrder } satisfies Meta<typeof OrderDetailsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
const story = storyMaker<typeof meta>();

/** The button over a line, by the name it is given. */
const lineButton = (canvas: Canvas, name: string) => canvas.findByRole('button', { name });

/**
 * The buyer's completed upgrade order: the package's line (高级会员·品鉴礼包 and what it holds) is a
 * button to the membership page, and the bar offers 删除订单 and 申请售后 only: no 评价 (a package is
 * not a goods to review), no 再次购买 (an upgrade is bought on the membership page).
 */
export const UpgradeOrder: Story = story(async ({ canvas, t }) => {
  await expect(await lineButton(canvas, t('orderDetails.openMembership', { name: UPGRADE_PACKAGE.title }))).toBeVisible();
  await expect(canvas.getAllByTestId('settle-line')).toHaveLength(1);
  await waitFor(async () => expect(actionKinds(await onDetailsBar(canvas))).toEqual(['delete', 'return']));
});

/** A tap on the upgrade package's line opens the membership page, not a goods page. */
export const UpgradeLineOpensMembership: Story = story({ parameters: endsOn('/vipInfo') }, async ({ canvas, t }) => {
  await userEvent.click(await lineButton(canvas, t('orderDetails.openMembership', { name: UPGRADE_PACKAGE.title })));
  await expectRoute('/vipInfo');
});

/** o-2003's first line, 武夷山大红袍 特级, opens its goods page. */
export const GoodsLineOpensGoods: Story = story(
  { parameters: { route: '/orderDetails?orderId=o-2003', ...endsOn('/goods/detail/g-1101') } },
  async ({ canvas, t }) => {
    await userEvent.click(await lineButton(canvas, t('orderDetails.openGoods', { name: '武夷山大红袍 特级' })));
    await expectRoute('/goods/detail/g-1101');
  },
);
