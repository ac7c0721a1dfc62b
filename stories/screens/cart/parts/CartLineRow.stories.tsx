import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CartLineRow, QUANTITY_DEBOUNCE_MS } from '@/screens/cart/CartLineRow';
import cartStyles from '@/screens/cart/CartScreen.module.css';
import { swipeOpen } from '../../../support/gestures';
import type { Canvas } from '../../../support/scenarios';
import { screenVariants } from '../../../support/screenStories';
import { antdTextOf } from '../../../support/text';
import { ANY_NUMBER, withAnyNumber } from '../../textMatch';
import { lineFor, seedLine } from './cartLines';
import { storyMaker } from '../../../support/storyMaker';

/** 勐海古树普洱生茶饼 357克 / 2019 ×1, ticked (stock 42). */
const puer = seedLine('cart-3001');
/** 福州茉莉花茶 飘雪 100克 ×3, not ticked. */
const jasmine = seedLine('cart-3005');
/** 正岩铁罗汉: off the shelf. */
const offShelf = seedLine('cart-3003');
/** 勐海 200克 / 2019: sold out. */
const soldOut = seedLine('cart-3004');
/** 冰岛老寨古树生普 357克 / 2020 ×2: 8 left. */
const lowStock = lineFor({ cartId: 'cart-3201', goodsId: 'g-1003', skuId: 'sku-1003-1', quantity: 2, selected: 1 });

const lines = { puer, jasmine, lowStock, offShelf, soldOut };

/**
 * Holds the tick and the stored quantity the way the cart screen does: a tick is kept, a quantity
 * the server accepted (onQuantity resolves true) becomes the line's quantity. The row sits in the
 * cart page's own containers: the page's styles are what keep antd's checkbox input in the
 * accessibility tree (antd-mobile hides it with display:none).
 */
function StatefulLineRow(props: ComponentProps<typeof CartLineRow>) {
  const [checked, setChecked] = useState(props.checked);
  const [line, setLine] = useState(props.line);
  return (
    <div className={cartStyles.page}>
      <div className={cartStyles.content}>
        <section className={cartStyles.group} aria-label="购物车">
          <CartLineRow
            {...props}
            line={line}
            checked={checked}
            onCheck={(next) => {
              setChecked(next);
              props.onCheck(next);
            }}
            onQuantity={async (quantity) => {
              const accepted = await props.onQuantity(quantity);
              if (accepted) setLine((current) => ({ ...current, quantity }));
              return accepted;
            }}
          />
        </section>
      </div>
    </div>
  );
}

/**
 * One cart line: the tick, the picture and name (both open the goods), the spec, 仅剩 n 件 when
 * ten or fewer are left, the price and the quantity stepper. Quantity taps are sent once the
 * stepper has been still for 400 ms (fast taps make one request); a refused quantity goes back to
 * the stored one. Invalid lines (下架 / 售罄) show 失效 instead of the tick, a mask on the picture and
 * why, and no stepper; in manage mode they can be ticked for deleting. Swipe left to delete.
 */
const meta = {
  title: 'Screens/Cart/Parts/CartLineRow',
  component: CartLineRow,
  tags: ['autodocs'],
  args: {
    line: puer,
    checked: true,
    checkable: true,
    eager: true,
    onCheck: fn(),
    onDelete: fn(),
    onQuantity: fn((_quantity: number) => Promise.resolve(true)),
  },
  argTypes: {
    line: { control: 'select', options: Object.keys(lines), mapping: lines, description: 'a line of the seeded cart (cartList)' },
    checked: { control: 'boolean' },
    checkable: { control: 'boolean', description: 'false: an invalid line outside manage mode (失效, no tick)' },
    eager: { control: 'boolean', description: 'load the picture at once (the first rows)' },
  },
  render: (args) => <StatefulLineRow key={`${args.line.cartId}-${String(args.checked)}-${String(args.checkable)}`} {...args} />,
} satisfies Meta<typeof CartLineRow>;

export default meta;
type Story = StoryObj<typeof meta>;
const story = storyMaker<typeof meta>();

const row = (canvas: Canvas) => within(canvas.getByTestId('cart-line'));

export const Ticked: Story = story(async ({ canvas, args, globals, t }) => {
  const line = row(canvas);
  const tick = line.getByRole('checkbox', { name: t('cart.selectLine', { name: '勐海古树普洱生茶饼' }) });
  await expect(tick).toBeChecked();
  await expect(line.getByRole('link', { name: '勐海古树普洱生茶饼' })).toHaveAttribute('href', '/goods/detail/g-1001');
  await expect(line.getByRole('link', { name: t('cart.openGoods', { name: '勐海古树普洱生茶饼' }) })).toHaveAttribute('href', '/goods/detail/g-1001');
  await expect(line.getByText('357克 / 2019')).toBeVisible();
  await expect(line.getByRole('spinbutton', { name: t('cart.quantityOf', { name: '勐海古树普洱生茶饼' }) })).toHaveValue('1');
  await expect(line.getByRole('button', { name: antdTextOf(globals).Stepper.decrease })).toBeDisabled();
  await expect(line.queryByText(withAnyNumber(t('cart.stockLow', { count: ANY_NUMBER })))).toBeNull();
  await userEvent.click(tick);
  await expect(args.onCheck).toHaveBeenCalledWith(false);
  await userEvent.click(tick);
  await expect(args.onCheck).toHaveBeenLastCalledWith(true);
});

export const Unticked: Story = story({ args: { line: jasmine, checked: false } }, async ({ canvas, args, t }) => {
  const tick = row(canvas).getByRole('checkbox', { name: t('cart.selectLine', { name: '福州茉莉花茶 飘雪' }) });
  await expect(tick).not.toBeChecked();
  await expect(row(canvas).getByRole('spinbutton')).toHaveValue('3');
  await userEvent.click(tick);
  await expect(args.onCheck).toHaveBeenCalledWith(true);
  await expect(tick).toBeChecked();
  // back to unticked for the picture
  await userEvent.click(tick);
  await expect(tick).not.toBeChecked();
});

/** Ten or fewer left: 仅剩 n 件, and the stepper stops at the stock. */
export const LowStock: Story = story({ args: { line: lowStock } }, async ({ canvas, t }) => {
  const line = row(canvas);
  await expect(line.getByText(t('cart.stockLow', { count: 8 }))).toBeVisible();
  await expect(line.getByRole('spinbutton', { name: t('cart.quantityOf', { name: '冰岛老寨古树生普' }) })).toHaveAttribute('aria-valuemax', '8');
});

/** Three fast taps on +: one request, for 4, once the stepper has been still for 400 ms. */
export const QuantityTapsMakeOneRequest: Story = story(async ({ canvas, args, globals }) => {
  const line = row(canvas);
  const plus = line.getByRole('button', { name: antdTextOf(globals).Stepper.increase });
  await userEvent.click(plus);
  await userEvent.click(plus);
  await userEvent.click(plus);
  await expect(line.getByRole('spinbutton')).toHaveValue('4');
  await expect(args.onQuantity).not.toHaveBeenCalled();
  await waitFor(() => expect(args.onQuantity).toHaveBeenCalledTimes(1), { timeout: QUANTITY_DEBOUNCE_MS * 5 });
  await expect(args.onQuantity).toHaveBeenCalledWith(4);
  await expect(line.getByRole('spinbutton')).toHaveValue('4');
});

/** The server refused the new quantity (e.g. stock changed): the row shows the stored quantity again. */
export const QuantityRefused: Story = story({ args: { line: jasmine, checked: false, onQuantity: fn((_quantity: number) => Promise.resolve(false)) } }, async ({ canvas, args, globals }) => {
  const line = row(canvas);
  await userEvent.click(line.getByRole('button', { name: antdTextOf(globals).Stepper.increase }));
  await expect(line.getByRole('spinbutton')).toHaveValue('4');
  await waitFor(() => expect(args.onQuantity).toHaveBeenCalledWith(4), { timeout: QUANTITY_DEBOUNCE_MS * 5 });
  await waitFor(() => expect(line.getByRole('spinbutton')).toHaveValue('3'));
});

/** Off the shelf: 失效 instead of the tick, 已下架 on the picture, why, and no stepper. */
export const InvalidOffShelf: Story = story({ args: { line: offShelf, checked: false, checkable: false } }, async ({ canvas, t }) => {
  const line = row(canvas);
  await expect(line.getByText(t('cart.invalidTag'))).toBeVisible();
  await expect(line.queryByRole('checkbox')).toBeNull();
  await expect(line.getByText(t('cart.reasonOffShelf'))).toBeVisible();
  await expect(line.getByText(t('cart.invalidHint', { reason: t('cart.reasonOffShelf') }))).toBeVisible();
  await expect(line.queryByRole('spinbutton')).toBeNull();
});

export const InvalidSoldOut: Story = story({ args: { line: soldOut, checked: false, checkable: false } }, async ({ canvas, t }) => {
  const line = row(canvas);
  await expect(line.getByText(t('cart.reasonSoldOut'))).toBeVisible();
  await expect(line.getByText(t('cart.invalidHint', { reason: t('cart.reasonSoldOut') }))).toBeVisible();
  await expect(line.getByText('200克 / 2019')).toBeVisible();
});

/** Manage mode: an invalid line can be ticked, to delete it with others. */
export const InvalidWhileManaging: Story = story({ args: { line: soldOut, checked: false, checkable: true } }, async ({ canvas, args, t }) => {
  const line = row(canvas);
  await userEvent.click(line.getByRole('checkbox', { name: t('cart.selectLine', { name: '勐海古树普洱生茶饼' }) }));
  await expect(args.onCheck).toHaveBeenCalledWith(true);
  await expect(line.queryByRole('spinbutton')).toBeNull();
});

/** Swiping the line left reveals 删除 (white on the brand red); tapping it asks the screen to delete the line and closes the row. */
export const SwipeToDelete: Story = story({ args: { line: jasmine, checked: false } }, async ({ canvas, args, t }) => {
  const line = canvas.getByTestId('cart-line');
  const swipe = line.closest<HTMLElement>('[data-testid="swipe-row"]')!;
  const remove = within(swipe).getByRole('button', { name: t('cart.delete') });
  // at rest the button waits past the row's right edge; open, it ends at that edge
  const rowRight = swipe.getBoundingClientRect().right;
  await expect(remove.getBoundingClientRect().left).toBeGreaterThanOrEqual(rowRight);
  await swipeOpen(swipe);
  await expect(remove.getBoundingClientRect().right).toBeLessThanOrEqual(rowRight + 1);
  await userEvent.click(remove);
  await expect(args.onDelete).toHaveBeenCalledTimes(1);
  await waitFor(() => expect(swipe.scrollLeft).toBe(0));
  // open again for the picture
  await swipeOpen(swipe);
});

const variants = screenVariants({
  English: async (canvas, t) => {
    await expect(row(canvas).getByText(t('cart.stockLow', { count: 8 }))).toBeVisible();
    await expect(row(canvas).getByRole('spinbutton', { name: t('cart.quantityOf', { name: '冰岛老寨古树生普' }) })).toBeVisible();
  },
});

export const English: Story = { ...variants.English, args: { line: lowStock } };
