import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Price } from '@/components/Price/Price';
import { storyMaker } from '../support/storyMaker';

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
const story = storyMaker<typeof meta>();

export const Plain: Story = story(async ({ canvas, t }) => {
  await expect(canvas.getByText(t('price.current', { value: '128.00' }))).toBeInTheDocument();
  await expect(canvas.getByTestId('price')).toHaveTextContent('¥128.00');
});

export const WithOriginalAndMember: Story = story({ args: { value: 298, originalPrice: 368, memberPrice: 268, size: 'large' } }, async ({ canvas, t }) => {
  await expect(canvas.getByText(t('price.original', { value: '368.00' })).closest('del')).not.toBeNull();
  await expect(canvas.getByText(t('price.member', { value: '268.00' }))).toBeVisible();
});

export const RoundsToFen: Story = story({ args: { value: 19.999, originalPrice: 19.999 } }, async ({ canvas, canvasElement, t }) => {
  await expect(canvas.getByText(t('price.current', { value: '20.00' }))).toBeInTheDocument();
  // no original price: rounded, it equals the price (it would be struck through)
  await expect(canvasElement.querySelector('del')).toBeNull();
});
