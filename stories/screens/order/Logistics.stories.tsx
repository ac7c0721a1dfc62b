import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { catalogue } from '@/api/catalogue';
import LogisticsScreen from '@/screens/order/logistics/LogisticsScreen';
import { expectToast } from '../../support/assertions';
import { expectNoSidewaysOverflow, heldCall, UNBROKEN, withLongServerText } from './orderSteps';
import { screenStories } from '../../support/screenStories';
import { textOf } from '../../support/text';

/** /logistics: o-2003 on its way with 顺丰速运 SF1428736501234, four traces (newest: 杭州西湖营业部 delivering). */
const screen = screenStories({
  component: LogisticsScreen,
  route: '/logistics?orderId=o-2003',
  session: 'buyer',
  docs: {
    summary: "An order's carrier and waybill number (copy) and its tracking timeline, newest first; before shipping, an empty state that says so.",
    calls: [catalogue.orderDetail],
  },
  scenarios: {
    call: catalogue.orderLogistics,
    businessMessage: '物流信息查询失败，请稍后再试',
    emptyData: { orderId: 'o-2003', orderNo: 'TM202611171015000003', statusText: '待收货', company: '', logisticsSn: '', traces: [] },
    expectSuccess: async (canvas, t) => {
      const waybill = await canvas.findByTestId('logistics-waybill');
      await expect(waybill).toHaveTextContent(`${t('logistics.carrier')}顺丰速运`);
      await expect(waybill).toHaveTextContent('SF1428736501234');
      const steps = within(canvas.getByTestId('logistics-timeline'));
      const titles = steps.getAllByText(/快件|商家/).map((node) => node.textContent);
      await expect(titles[0]).toContain('杭州西湖营业部');
      await expect(titles.at(-1)).toContain('顺丰速运已揽收');
      await expect(canvas.getByText('2026-11-20 07:45')).toBeVisible();
    },
    expectEmpty: async (canvas, t) => {
      await expect(await canvas.findByTestId('empty-state')).toHaveTextContent(t('logistics.noTracesTitle'));
    },
  },
  // the waybill rows and the timeline only reflow with the width
  widths: [],
});

const meta = { title: 'Screens/Order/Logistics', ...screen.meta } satisfies Meta<typeof LogisticsScreen>;
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

const logisticsCall = heldCall(catalogue.orderLogistics);

/** 待发货 (o-2002): nothing to track yet, said in an empty state; the logistics call is not made. */
export const NotShippedYet: Story = {
  parameters: {
    route: '/logistics?orderId=o-2002',
    msw: { handlers: { scenario: [logisticsCall.handler] } },
  },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    logisticsCall.reset();
    await expect(await canvas.findByTestId('empty-state')).toHaveTextContent(t('logistics.notShippedTitle'));
    await expect(logisticsCall.sent()).toBe(0);
  },
};

/** Picked up at the tea house (o-2009): no waybill number, the tea house's one trace. */
export const StorePickUp: Story = {
  parameters: { route: '/logistics?orderId=o-2009' },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    const waybill = await canvas.findByTestId('logistics-waybill');
    await expect(waybill).toHaveTextContent('到店自提');
    await expect(waybill).not.toHaveTextContent(t('logistics.trackingNo'));
    await expect(await canvas.findByText('茶馆已备货，请凭订单号到店自提')).toBeVisible();
  },
};

/** 复制 puts the waybill number on the clipboard. */
export const CopyTrackingNumber: Story = {
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await userEvent.click(await canvas.findByRole('button', { name: t('logistics.copyTrackingNo') }));
    await expectToast(t('logistics.copied'));
    await waitFor(() => expect(canvas.getByTestId('logistics-waybill')).toBeVisible());
  },
};

/** A 200-character waybill number and trace with nowhere to break wrap: the page never scrolls sideways. */
export const LongServerTextWraps: Story = {
  beforeEach: () => withLongServerText('o-2003'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('logistics-waybill')).toHaveTextContent(UNBROKEN);
    await expect(canvas.getByTestId('logistics-timeline')).toHaveTextContent(UNBROKEN);
    await expectNoSidewaysOverflow();
  },
};
