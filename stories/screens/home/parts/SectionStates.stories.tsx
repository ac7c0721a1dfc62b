import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { GoodsGridSkeleton, SectionError, SectionSkeleton, SkeletonBlock } from '@/screens/home/SectionStates';
import { containing, textOf } from '../../../support/text';
import { storyMaker } from '../../../support/storyMaker';
import { framed } from '../../../support/frame';

/** A section query that failed with a server message (what SectionError reads). */
const failed = (isFetching: boolean) => ({
  data: undefined,
  error: { kind: 'business', code: 0, message: '分类服务繁忙', notify: true },
  isLoading: false,
  isFetching,
  refetch: fn(),
});

/**
 * The states a home section is in before it shows its content: a skeleton shaped like it, or one
 * line saying it failed with a retry (the rest of the page stays usable). The zone pages and the
 * recommended list use the goods-grid skeleton.
 */
const meta = {
  title: 'Screens/Home/Parts/SectionStates',
  component: SectionError,
  tags: ['autodocs'],
  args: { name: '茶叶分类', query: failed(false) },
  decorators: [framed({ padding: 12, background: 'var(--tm-bg)', minHeight: '100vh' })],
} satisfies Meta<typeof SectionError>;

export default meta;
type Story = StoryObj<typeof meta>;
const story = storyMaker<typeof meta>();

export const Failed: Story = story(async ({ canvas, args, t }) => {
  await expect(canvas.getByRole('alert')).toHaveTextContent(t('home.section.failed', { name: args.name }));
  await userEvent.click(canvas.getByRole('button', { name: t('home.section.retry') }));
  await expect(args.query.refetch).toHaveBeenCalledOnce();
});

/** The retry is on its way: the button is busy and cannot be tapped again. */
export const Retrying: Story = story({ args: { query: failed(true) } }, async ({ canvas, t }) => {
  await expect(canvas.getByRole('button', { name: containing(t('home.section.retry')) })).toBeDisabled();
});

/**
 * A section's skeleton: a title bar and a block the size of the content they stand for (a block
 * has no height of its own: the home sections size theirs with a class).
 */
export const Skeleton: Story = story(
  {
    parameters: { visual: { showsLoading: true } },
    render: (_args, { globals }) => (
      <SectionSkeleton label={textOf(globals)('home.activity.loading')}>
        <SkeletonBlock size={{ width: '40%', height: '18px' }} />
        <div style={{ height: 12 }} />
        <SkeletonBlock size={{ height: '120px' }} />
      </SectionSkeleton>
    ),
  },
  async ({ canvas, t }) => {
    await expect(canvas.getByRole('status', { name: t('home.activity.loading') })).toHaveAttribute('aria-busy', 'true');
  },
);

export const GoodsGrid: Story = story({ render: (_args, { globals }) => <GoodsGridSkeleton count={4} label={textOf(globals)('state.loading')} />, parameters: { visual: { showsLoading: true } } }, async ({ canvas }) => {
  await expect(canvas.getByTestId('page-skeleton')).toHaveAttribute('aria-busy', 'true');
});
