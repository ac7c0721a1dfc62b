import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AddressCard } from '@/components/AddressCard/AddressCard';
import { storyMaker } from '../support/storyMaker';
import { framed } from '../support/frame';

const home = {
  receiver: '林清茶',
  mobile: '13800138000',
  provinceName: '福建省',
  cityName: '福州市',
  regionName: '鼓楼区',
  detail: '五四路 128 号茶香苑 3 栋 502 室',
  isDefault: 1 as const,
};

const office = {
  receiver: '林清茶',
  mobile: '13800138000',
  provinceName: '浙江省',
  cityName: '杭州市',
  regionName: '西湖区',
  detail: '龙井路 66 号茶博园写字楼 4 层',
  isDefault: 0 as const,
};

/**
 * A delivery address: receiver, masked mobile, 默认 tag, full region and street. Variants: the
 * checkout card (pin, opens the address list), selectable (radio) and editable (edit button).
 */
const meta = {
  title: 'Components/AddressCard',
  component: AddressCard,
  tags: ['autodocs'],
  args: { address: home, icon: false },
  argTypes: {
    selected: { control: 'boolean' },
    icon: { control: 'boolean' },
  },
  decorators: [framed({ padding: 12, background: 'var(--tm-bg)' })],
} satisfies Meta<typeof AddressCard>;

export default meta;
type Story = StoryObj<typeof meta>;
const story = storyMaker<typeof meta>();

export const Display: Story = story(async ({ canvas, t }) => {
  await expect(canvas.getByText('138****8000')).toBeVisible();
  await expect(canvas.queryByText('13800138000')).toBeNull();
  await expect(canvas.getByText(t('cart.addressCard.default'))).toBeVisible();
  await expect(canvas.getByText('福建省福州市鼓楼区 五四路 128 号茶香苑 3 栋 502 室')).toBeVisible();
});

/** Confirm order: the pin, the whole card opens the address list. */
export const Checkout: Story = story({ args: { icon: true, onClick: fn(), clickLabel: '选择收货地址' } }, async ({ canvas, args }) => {
  await userEvent.click(canvas.getByRole('button', { name: '选择收货地址' }));
  await expect(args.onClick).toHaveBeenCalledTimes(1);
});

export const Selectable: Story = story({ args: { address: office, onSelect: fn(), selected: true } }, async ({ canvas, args, t }) => {
  const radio = canvas.getByRole('radio', { name: t('cart.addressCard.choose', { name: '林清茶' }) });
  await expect(radio).toHaveAttribute('aria-checked', 'true');
  await userEvent.click(radio);
  await expect(args.onSelect).toHaveBeenCalledTimes(1);
  await expect(canvas.queryByText(t('cart.addressCard.default'))).toBeNull();
});

export const Editable: Story = story({ args: { onEdit: fn(), onClick: fn(), clickLabel: '使用此地址' } }, async ({ canvas, args, t }) => {
  await userEvent.click(canvas.getByRole('button', { name: t('cart.addressCard.editOf', { name: '林清茶' }) }));
  await expect(args.onEdit).toHaveBeenCalledTimes(1);
  await expect(args.onClick).not.toHaveBeenCalled();
});

/** A long street address wraps; the layout holds at 320 px. */
export const LongAddressNarrow: Story = story(
  {
    args: {
      address: {
        ...home,
        receiver: '欧阳子墨',
        mobile: '13705918866',
        provinceName: '北京市',
        cityName: '北京市',
        regionName: '朝阳区',
        detail: '建国门外大街甲 6 号中环世贸中心 D 座 18 层 1806 室（茶叶品鉴中心前台代收）',
        isDefault: 0,
      },
      onEdit: fn(),
    },
    decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
  },
  async ({ canvas }) => {
    await expect(canvas.getByText('137****8866')).toBeVisible();
    // a municipality's city is not repeated
    await expect(canvas.getByText(/^北京市朝阳区 建国门外大街/)).toBeVisible();
  },
);
