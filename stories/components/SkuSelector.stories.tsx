import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Sku } from '@/api/types/goods';
import { preloadSkuSheet, SkuSelector, type SkuSelectorGoods } from '@/components/SkuSelector/SkuSelector';
import { findOpenSheet } from '../support/assertions';
import { antdTextOf, containing, escapeRegExp } from '../support/text';
import { storyMaker } from '../support/storyMaker';

const sku = (skuId: string, specValues: string[], price: number, stock: number): Sku => ({
  skuId,
  specValues,
  specText: specValues.join(' / '),
  price,
  originalPrice: Math.round(price * 1.2),
  memberPrice: Math.round(price * 90) / 100,
  stock,
  image: 'goods/puer-menghai.svg',
});

/** The seed's 勐海古树普洱生茶饼: 200克 / 2019 is sold out. */
const puer: SkuSelectorGoods = {
  goodsName: '勐海古树普洱生茶饼',
  mainImage: 'goods/puer-menghai.svg',
  originalPrice: 428,
  specs: [
    { name: '规格', values: ['357克', '200克'] },
    { name: '年份', values: ['2019', '2021'] },
  ],
  skus: [
    sku('sku-1001-1', ['357克', '2019'], 368, 42),
    sku('sku-1001-2', ['357克', '2021'], 298, 60),
    sku('sku-1001-3', ['200克', '2019'], 228, 0),
    sku('sku-1001-4', ['200克', '2021'], 188, 35),
  ],
};

const teapot: SkuSelectorGoods = {
  goodsName: '宜兴朱泥西施壶',
  mainImage: 'goods/ware-teapot.svg',
  originalPrice: 880,
  specs: [{ name: '规格', values: ['200毫升'] }],
  skus: [{ ...sku('sku-1702-1', ['200毫升'], 680, 5), image: 'goods/ware-teapot.svg' }],
};

/**
 * Bottom popup to choose a SKU: picture, price and stock of the chosen SKU, spec chips (a value
 * with no SKU in stock alongside the other chosen values is disabled), quantity stepper bounded
 * by the stock, confirm buttons for add to cart and buy now. Emits `{ skuId, quantity }`.
 */
const meta = {
  title: 'Components/SkuSelector',
  component: SkuSelector,
  tags: ['autodocs'],
  // the sheet's view is a chunk of its own (loaded on the first open in the app): in before the story renders
  loaders: [
    async () => {
      await preloadSkuSheet();
      return {};
    },
  ],
  args: {
    visible: true,
    goods: puer,
    mode: 'both',
    submitting: null,
    onClose: fn(),
    onConfirm: fn(),
    onChange: fn(),
  },
  argTypes: {
    mode: { control: 'inline-radio', options: ['cart', 'buy', 'both'] },
    submitting: { control: 'inline-radio', options: [null, 'cart', 'buy'] },
    unavailableText: { control: 'text' },
    initialSkuId: { control: 'select', options: [undefined, ...puer.skus.map((item) => item.skuId)] },
  },
} satisfies Meta<typeof SkuSelector>;

export default meta;
type Story = StoryObj<typeof meta>;
const story = storyMaker<typeof meta>();

/** The popup renders in a portal on document.body. */
const sheet = async () => within(await findOpenSheet('sku-selector'));
const chip = async (name: string) => (await sheet()).getByRole('button', { name: new RegExp(`^${name}`) });

export const Default: Story = story(async ({ args, t }) => {
  const popup = await sheet();
  // starts on the first SKU in stock
  await expect(await chip('357克')).toHaveAttribute('aria-pressed', 'true');
  await expect(await chip('2019')).toHaveAttribute('aria-pressed', 'true');
  await expect(popup.getByTestId('sku-price')).toHaveTextContent('¥368.00');
  await expect(popup.getByTestId('sku-stock')).toHaveTextContent(t('goods.sku.stock', { count: 42 }));
  await expect(popup.getByTestId('sku-chosen')).toHaveTextContent(t('goods.sku.chosen', { spec: '357克 / 2019' }));
  await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ quantity: 1, values: ['357克', '2019'] }));
});

export const ChoosingSpecsUpdatesPriceAndStock: Story = story(async ({ args, t }) => {
  const popup = await sheet();
  await userEvent.click(await chip('2021'));
  await expect(popup.getByTestId('sku-price')).toHaveTextContent('¥298.00');
  await expect(popup.getByTestId('sku-stock')).toHaveTextContent(t('goods.sku.stock', { count: 60 }));
  await userEvent.click(await chip('200克'));
  await expect(popup.getByTestId('sku-price')).toHaveTextContent('¥188.00');
  await expect(popup.getByTestId('sku-stock')).toHaveTextContent(t('goods.sku.stock', { count: 35 }));
  await expect(popup.getByTestId('sku-chosen')).toHaveTextContent(t('goods.sku.chosen', { spec: '200克 / 2021' }));
  await userEvent.click(popup.getByRole('button', { name: t('goods.sku.addToCart') }));
  await expect(args.onConfirm).toHaveBeenCalledWith({ skuId: 'sku-1001-4', quantity: 1 }, 'cart');
});

export const DisabledCombinationCannotBeChosen: Story = story(async ({ args, t }) => {
  const popup = await sheet();
  // 357克 / 2019 is chosen; 200克 / 2019 is sold out, so 200克 is disabled
  const small = await chip('200克');
  await expect(small).toBeDisabled();
  await expect(small).toHaveAccessibleName(new RegExp(`^200克\\s*${escapeRegExp(t('goods.sku.unavailable'))}$`));
  await userEvent.click(small, { pointerEventsCheck: 0 });
  await expect(small).toHaveAttribute('aria-pressed', 'false');
  await expect(popup.getByTestId('sku-price')).toHaveTextContent('¥368.00');
  // un-choosing 2019 frees 200克; choosing it then disables 2019
  await userEvent.click(await chip('2019'));
  await expect(await chip('200克')).toBeEnabled();
  await userEvent.click(await chip('200克'));
  await expect(await chip('2019')).toBeDisabled();
  await expect(popup.getByTestId('sku-chosen')).toHaveTextContent(t('goods.sku.choosePrompt', { groups: '年份' }));
  // with a group left open, confirming asks for it instead of emitting
  await userEvent.click(popup.getByRole('button', { name: t('goods.sku.buyNow') }));
  await waitFor(() => expect(document.querySelector('.adm-toast-main')).toHaveTextContent(t('goods.sku.choosePrompt', { groups: '年份' })));
  await expect(args.onConfirm).not.toHaveBeenCalled();
});

export const OverStockRefused: Story = story({ args: { mode: 'buy' } }, async ({ args, t }) => {
  const popup = await sheet();
  await userEvent.click(await chip('2021'));
  await userEvent.click(await chip('200克'));
  const input = popup.getByRole('spinbutton', { name: t('stepper.label') });
  await userEvent.clear(input);
  await userEvent.type(input, '100');
  await expect(await popup.findByRole('alert')).toHaveTextContent(t('stepper.overStock', { max: 35 }));
  await userEvent.click(popup.getByRole('button', { name: t('goods.sku.buyNow') }));
  await expect(args.onConfirm).toHaveBeenCalledWith({ skuId: 'sku-1001-4', quantity: 35 }, 'buy');
});

export const AddToCartOnly: Story = story({ args: { mode: 'cart', initialSkuId: 'sku-1001-2', initialQuantity: 3 } }, async ({ args, globals, t }) => {
  const antd = antdTextOf(globals);
  const popup = await sheet();
  await expect(popup.queryByRole('button', { name: t('goods.sku.buyNow') })).toBeNull();
  await expect(popup.getByRole('spinbutton', { name: t('stepper.label') })).toHaveValue('3');
  await userEvent.click(popup.getByRole('button', { name: antd.Stepper.increase }));
  await userEvent.click(popup.getByRole('button', { name: t('goods.sku.addToCart') }));
  await expect(args.onConfirm).toHaveBeenCalledWith({ skuId: 'sku-1001-2', quantity: 4 }, 'cart');
});

export const Submitting: Story = story({ args: { submitting: 'cart' } }, async ({ args, t }) => {
  const popup = await sheet();
  await expect(popup.getByRole('button', { name: containing(t('goods.sku.buyNow')) })).toBeDisabled();
  await userEvent.click(popup.getByRole('button', { name: t('goods.sku.addToCart') }), { pointerEventsCheck: 0 });
  await expect(args.onConfirm).not.toHaveBeenCalled();
});

export const SingleSpec: Story = story({ args: { goods: teapot, mode: 'cart' } }, async ({ t }) => {
  const popup = await sheet();
  await expect(await chip('200毫升')).toHaveAttribute('aria-pressed', 'true');
  await expect(popup.getByTestId('sku-stock')).toHaveTextContent(t('goods.sku.stock', { count: 5 }));
});

export const SoldOut: Story = story({ args: { goods: { ...puer, skus: puer.skus.map((item) => ({ ...item, stock: 0 })) } } }, async ({ t }) => {
  const popup = await sheet();
  await expect(popup.getByRole('button', { name: t('goods.sku.soldOut') })).toBeDisabled();
  await expect(popup.getByRole('spinbutton', { name: t('stepper.label') })).toBeDisabled();
  await expect(await chip('357克')).toBeDisabled();
});

export const OffShelf: Story = {
  args: { unavailableText: '商品已下架' },
  play: async () => {
    const popup = await sheet();
    await expect(popup.getByRole('button', { name: '商品已下架' })).toBeDisabled();
  },
};

export const CloseButton: Story = story(async ({ args, t }) => {
  await userEvent.click((await sheet()).getByRole('button', { name: t('goods.sku.close') }));
  await expect(args.onClose).toHaveBeenCalledTimes(1);
});
