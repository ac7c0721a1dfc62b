import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { ApiError } from '@/api/errors';
import { QueryView, queryViewTestIds, type QuerySource } from '@/components/QueryView';
import { translate, type Locale } from '@/platform/i18n';
import { storyMaker } from '../support/storyMaker';

const teas = [
  { id: 'g-1001', name: '勐海古树普洱生茶饼', price: '¥368.00' },
  { id: 'g-1002', name: '明前西湖龙井', price: '¥298.00' },
  { id: 'g-1101', name: '武夷山大红袍', price: '¥258.00' },
  { id: 'g-1003', name: '安溪铁观音', price: '¥168.00' },
];
type Tea = (typeof teas)[number];

const networkError: ApiError = { kind: 'network', timeout: false, message: 'Network Error' };

/** A query as an RTK Query hook reports it. */
const query = (state: Partial<QuerySource<Tea[]>>): QuerySource<Tea[]> => ({ isLoading: false, isFetching: false, refetch: fn(), ...state });

/** A screen's list written with QueryView: the query in, the content from its data; the states are QueryView's own. */
function TeaList({ query: source }: { query: QuerySource<Tea[]> }) {
  return (
    <QueryView query={source}>
      {(list) => (
        <ul style={{ margin: 0, padding: 0, listStyle: 'none', background: '#fff' }} data-testid="tea-list">
          {list.map((tea) => (
            <li key={tea.id} style={{ display: 'flex', justifyContent: 'space-between', padding: 16, borderBottom: '1px solid #f0f0f0' }}>
              <span>{tea.name}</span>
              <span style={{ color: 'var(--tm-brand)' }}>{tea.price}</span>
            </li>
          ))}
        </ul>
      )}
    </QueryView>
  );
}

const text = (locale: unknown, key: Parameters<typeof translate>[1]) => translate((locale as Locale | undefined) ?? 'zh-CN', key);

/**
 * One way to show a query: `<QueryView query={useXQuery(arg)}>{(data) => …}</QueryView>` shows the
 * loading skeleton, the failure with a retry, the empty block or the content, typed from the
 * hook's data. A screen passes its own `skeleton`, `empty`, `isEmpty` or `error` where it differs;
 * content stays on screen while a refetch runs. The state blocks carry `queryViewTestIds`.
 */
const meta = {
  title: 'Components/QueryView',
  component: TeaList,
  tags: ['autodocs'],
  args: { query: query({ data: teas }) },
  argTypes: { query: { control: false } },
} satisfies Meta<typeof TeaList>;

export default meta;
type Story = StoryObj<typeof meta>;
const story = storyMaker<typeof meta>();

/** The first answer is on its way: the page skeleton, announced as busy. */
export const Loading: Story = story({ args: { query: query({ isLoading: true, isFetching: true }) }, parameters: { visual: { showsLoading: true } } }, async ({ canvas }) => {
  await expect(canvas.getByTestId(queryViewTestIds.skeleton)).toHaveAttribute('aria-busy', 'true');
  await expect(canvas.queryByTestId('tea-list')).toBeNull();
});

/** The query failed with nothing to show: the failure and a retry that refetches. */
export const ErrorWithRetry: Story = story({ args: { query: query({ error: networkError }) } }, async ({ canvas, args, globals }) => {
  await expect(canvas.getByTestId(queryViewTestIds.error)).toHaveTextContent(text(globals.locale, 'state.networkError'));
  await userEvent.click(canvas.getByRole('button', { name: text(globals.locale, 'state.retry') }));
  await expect(args.query.refetch).toHaveBeenCalledOnce();
});

/** The answer has nothing to show: the standard empty block. */
export const Empty: Story = story({ args: { query: query({ data: [] }) } }, async ({ canvas, globals }) => {
  await expect(canvas.getByTestId(queryViewTestIds.empty)).toHaveTextContent(text(globals.locale, 'state.empty'));
});

/** The content, rendered from the hook's data. */
export const Content: Story = story(async ({ canvas }) => {
  await expect(canvas.getByTestId('tea-list')).toHaveTextContent('明前西湖龙井');
  await expect(canvas.queryByRole('status')).toBeNull();
});

/** A refetch is on its way (pull to refresh, a retry): the content it has stays on screen. */
export const Refetching: Story = story({ args: { query: query({ data: teas, isFetching: true }) } }, async ({ canvas }) => {
  await expect(canvas.getByTestId('tea-list')).toHaveTextContent('武夷山大红袍');
  await expect(canvas.queryByTestId(queryViewTestIds.skeleton)).toBeNull();
});
