import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from 'antd-mobile';
import { expect, within } from 'storybook/test';
import { Price, type PriceRole } from '@/components/Price/Price';
import { fen, fenOf } from '@/lib/money';
import { storyMaker } from '../support/storyMaker';

const ROLES: readonly PriceRole[] = ['hero', 'line', 'bar', 'button', 'inline'];

/**
 * Every price the app draws, in integer fen, by role: `hero` (the page's price), `line` (list and
 * order lines), `bar` (checkout and confirm bars), `button` (inside a pay button, its colour) and
 * `inline` (sentences and form rows). Original price struck through, member price tag, 起 (From).
 */
const meta = {
  title: 'Components/Price',
  component: Price,
  tags: ['autodocs'],
  args: { value: fenOf(12800), role: 'hero' },
  argTypes: { role: { control: 'inline-radio', options: ROLES } },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;
const story = storyMaker<typeof meta>();

export const Plain: Story = story(async ({ canvas, t }) => {
  await expect(canvas.getByText(t('price.current', { value: '128.00' }))).toBeInTheDocument();
  await expect(canvas.getByTestId('price')).toHaveTextContent('¥128.00');
});

export const WithOriginalAndMember: Story = story({ args: { value: fenOf(29800), originalPrice: fenOf(36800), memberPrice: fenOf(26800) } }, async ({ canvas, t }) => {
  await expect(canvas.getByText(t('price.original', { value: '368.00' })).closest('del')).not.toBeNull();
  await expect(canvas.getByText(t('price.member', { value: '268.00' }))).toBeVisible();
});

/** A server's yuan becomes fen where it arrives (`fen()` rounds to the nearest fen); Price only draws fen. */
export const RoundsToFen: Story = story({ args: { value: fen(19.999), originalPrice: fen(19.999) } }, async ({ canvas, canvasElement, t }) => {
  await expect(canvas.getByText(t('price.current', { value: '20.00' }))).toBeInTheDocument();
  // no original price: rounded, it equals the price (it would be struck through)
  await expect(canvasElement.querySelector('del')).toBeNull();
});

/** The five roles one under another, on ¥764.00; `inline` also as a deduction (-¥50.00). */
export const Roles: Story = story(
  {
    render: () => (
      <dl style={{ display: 'grid', gridTemplateColumns: 'auto auto', gap: '12px 16px', alignItems: 'baseline', margin: 0 }}>
        {ROLES.map((role) => (
          <div key={role} style={{ display: 'contents' }} data-testid={`role-${role}`}>
            <dt style={{ fontSize: 12 }}>{role}</dt>
            <dd style={{ margin: 0, fontSize: 14 }}>
              {role === 'button' ? (
                <Button color="primary" shape="rounded">
                  <Price value={fenOf(76400)} role="button" />
                </Button>
              ) : role === 'inline' ? (
                <>
                  <Price value={fenOf(76400)} role="inline" /> / <Price value={fenOf(5000)} role="inline" minus />
                </>
              ) : (
                <Price value={fenOf(76400)} role={role} />
              )}
            </dd>
          </div>
        ))}
      </dl>
    ),
  },
  async ({ canvas }) => {
    for (const role of ROLES) await expect(within(canvas.getByTestId(`role-${role}`)).getAllByTestId('price')[0]).toHaveTextContent('¥764.00');
    await expect(canvas.getByTestId('role-inline')).toHaveTextContent('-¥50.00');
    // only the roles that stand alone carry the spoken 现价 / "Price": a bar or button is named by its label
    await expect(canvas.getByTestId('role-bar').querySelector('.visually-hidden')).toBeNull();
    await expect(canvas.getByTestId('role-hero').querySelector('.visually-hidden')).not.toBeNull();
  },
);
