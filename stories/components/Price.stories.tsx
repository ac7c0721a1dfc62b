import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Price } from '@/components/Price/Price';

/** Yuan with two decimals in tea red; original price struck through; member price tag. */
const meta = {
  title: 'Components/Price',
  component: Price,
  tags: ['autodocs'],
  args: { value: 128, size: 'medium' },
  argTypes: { size: { control: 'inline-radio', options: ['small', 'medium', 'large'] } },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('现价 128.00 元')).toBeInTheDocument();
    await expect(canvas.getByTestId('price')).toHaveTextContent('¥128.00');
  },
};

export const WithOriginalAndMember: Story = {
  args: { value: 298, originalPrice: 368, memberPrice: 268, size: 'large' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('原价 368.00 元').closest('del')).not.toBeNull();
    await expect(canvas.getByText('会员价 ¥268.00')).toBeVisible();
  },
};

export const RoundsToFen: Story = {
  args: { value: 19.999, originalPrice: 19.999 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('现价 20.00 元')).toBeInTheDocument();
    await expect(canvas.queryByText(/原价/)).toBeNull();
  },
};
