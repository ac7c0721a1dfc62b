import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DateRangePicker, type DateRange, type DateRangePickerProps } from '@/components/DateRangePicker/DateRangePicker';
import { dateRangeModes } from '@/components/DateRangePicker/format';
import { expectNoLoneCharacterLine, expectToast, expectWebviewWidth, page } from '../support/assertions';
import { antdTextOf, type StoryText } from '../support/text';
import { atWidth } from '../support/viewports';
import type { Canvas } from '../support/scenarios';
import { storyMaker, type StoryData } from '../support/storyMaker';
import { framed } from '../support/frame';

/**
 * Holds the value like a screen would (the component is controlled), and forwards every change to
 * the `onChange` spy. Re-mounts when the `value` control changes.
 */
function Stateful(args: DateRangePickerProps) {
  const [value, setValue] = useState<DateRange>(args.value ?? ['', '']);
  return (
    <DateRangePicker
      {...args}
      value={value}
      onChange={(next) => {
        setValue(next);
        args.onChange?.(next);
      }}
    />
  );
}

/**
 * Date-range picker: two bottom-popup pickers, start then end. Confirming the
 * start opens the end picker; confirming the end emits `[start, end]`; an end before the start is
 * refused with a toast and the end picker stays open; the clear action emits `['', '']`.
 * Formats ('-' by default): date YYYY-MM-DD, year-month YYYY-MM, month-day MM-DD,
 * datetime YYYY-MM-DD HH:mm, datehour YYYY-MM-DD HH, time HH:mm (the 24-hour clock: the picker has no AM/PM).
 * With no value the pickers open at the clock (2026-11-20 10:00 in stories).
 */
const meta = {
  title: 'Components/DateRangePicker',
  component: DateRangePicker,
  tags: ['autodocs'],
  args: { value: ['', ''], mode: 'date', separator: '-', disabled: false, onChange: fn() },
  argTypes: {
    mode: { control: 'select', options: dateRangeModes },
    separator: { control: 'text' },
    placeholder: { control: 'text' },
    min: { control: 'text' },
    max: { control: 'text' },
    disabled: { control: 'boolean' },
    value: { control: 'object' },
    defaultValue: { table: { disable: true } },
  },
  render: (args) => <Stateful key={JSON.stringify([args.value, args.mode, args.separator])} {...args} />,
  decorators: [framed({ padding: 16 })],
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;
const story = storyMaker<typeof meta>();

// ---------------------------------------------------------------------------------------------
// Helpers: the pickers render in a portal on document.body.

/** The open picker sheet whose header reads `title`. */
async function sheet(title: string) {
  const heading = await page().findByText(title);
  await waitFor(() => expect(heading).toBeVisible());
  const root = heading.closest('.adm-picker');
  if (!(root instanceof HTMLElement)) throw new Error(`no picker titled ${title}`);
  return root;
}

/** The columns a user can see (month-day hides the year, time hides year, month and day). */
function visibleColumns(root: HTMLElement) {
  return Array.from(root.querySelectorAll<HTMLElement>('.adm-picker-view-column')).filter(
    (column) => getComputedStyle(column).display !== 'none',
  );
}

/** Taps the wheel item `label` in the visible column at `index`, as a finger tap on the wheel does. */
async function tapItem(root: HTMLElement, index: number, label: string) {
  const column = visibleColumns(root)[index];
  const item = Array.from(column?.querySelectorAll<HTMLElement>('.adm-picker-view-column-item') ?? []).find(
    (candidate) => candidate.textContent === label,
  );
  if (!item) throw new Error(`no item ${label} in column ${index}`);
  await userEvent.click(item);
  await waitFor(() => expect(item).toHaveAttribute('data-selected', 'true'));
  // antd-mobile hands the wheel's choice to the Picker through a debounced (setTimeout 0) effect;
  // a confirm in the same tick would still confirm the previous value
  await new Promise((resolve) => setTimeout(resolve, 30));
}

/** Taps the sheet's confirm button (antd-mobile's own word, in the story's locale). */
async function confirm(root: HTMLElement, globals: Record<string, unknown>) {
  await userEvent.click(within(root).getByRole('button', { name: antdTextOf(globals).common.confirm }));
}

/** The selected label of each visible column. */
function selectedLabels(root: HTMLElement) {
  return visibleColumns(root).map((column) => column.querySelector('[data-selected="true"]')?.textContent ?? '');
}

// ---------------------------------------------------------------------------------------------
// One story per mode, with a filled value.

/** The trigger reads the range `[start, end]` and offers to clear it. */
async function expectRange(canvas: Canvas, t: StoryText, start: string, end: string) {
  const trigger = canvas.getByRole('button', { name: t('picker.range', { start, end }) });
  await expect(trigger).toBeVisible();
  await expect(canvas.getByRole('button', { name: t('picker.clear') })).toBeVisible();
  return trigger;
}

/** A picker opened on `[start, end]` (`args`: its mode, separator; `data`: the story's other parts). */
const filled = (start: string, end: string, args: Pick<DateRangePickerProps, 'mode' | 'separator'> = {}, data: StoryData<typeof meta> = {}): Story =>
  story({ ...data, args: { ...args, value: [start, end] } }, async ({ canvas, t }) => {
    await expectRange(canvas, t, start, end);
  });

/** Opens the empty picker: the start sheet (`kind` time: the time placeholder and titles). */
async function openStart(canvas: Canvas, t: StoryText, kind: 'Date' | 'Time' = 'Date') {
  await userEvent.click(canvas.getByRole('button', { name: t(`picker.placeholder${kind}`) }));
  return sheet(t(`picker.start${kind}`));
}

/** Keeps the start at the clock's 2026-11-20 and picks the 19th as the end: refused with a toast of even lines. */
async function pickEndBeforeStart(canvas: Canvas, t: StoryText, globals: Record<string, unknown>) {
  await confirm(await openStart(canvas, t), globals);
  const end = await sheet(t('picker.endDate'));
  await tapItem(end, 2, t('picker.day', { value: '19' }));
  await confirm(end, globals);
  await expectToast(t('picker.endBeforeStart'));
  // the toast breaks between words (English: "cannot b / e before" was a bug) or characters, into even lines
  const toast = document.querySelector('.adm-toast-main');
  if (toast) await expectNoLoneCharacterLine(toast);
  return end;
}

export const DateMode: Story = filled('2026-11-01', '2026-11-20');
export const YearMonthMode: Story = filled('2026-01', '2026-11', { mode: 'year-month' });
export const MonthDayMode: Story = filled('03-01', '11-20', { mode: 'month-day' });
export const DateTimeMode: Story = filled('2026-11-20 09:00', '2026-11-20 18:30', { mode: 'datetime' });
export const DateHourMode: Story = filled('2026-11-20 09', '2026-11-20 18', { mode: 'datehour' });
export const TimeMode: Story = filled('09:00', '18:30', { mode: 'time' });
export const SlashSeparator: Story = filled('2026/11/01', '2026/11/20', { separator: '/' });

// ---------------------------------------------------------------------------------------------
// States and interactions.

export const Empty: Story = story(async ({ canvas, t }) => {
  await expect(canvas.getByRole('button', { name: t('picker.placeholderDate') })).toBeVisible();
  await expect(canvas.queryByRole('button', { name: t('picker.clear') })).toBeNull();
});

export const CustomPlaceholder: Story = story({ args: { placeholder: '下单时间' } }, async ({ canvas }) => {
  await expect(canvas.getByRole('button', { name: '下单时间' })).toBeVisible();
});

export const Disabled: Story = story({ args: { disabled: true, value: ['2026-11-01', '2026-11-20'] } }, async ({ canvas, t }) => {
  const trigger = canvas.getByRole('button', { name: t('picker.range', { start: '2026-11-01', end: '2026-11-20' }) });
  await expect(trigger).toBeDisabled();
  await expect(canvas.queryByRole('button', { name: t('picker.clear') })).toBeNull();
  await expect(page().queryByText(t('picker.startDate'))).toBeNull();
});

export const StartPickerOpen: Story = story(async ({ canvas, t }) => {
  const start = await openStart(canvas, t);
  // no value: the picker opens at the clock's date
  await expect(selectedLabels(start)).toEqual([t('picker.year', { value: '2026' }), t('picker.month', { value: '11' }), t('picker.day', { value: '20' })]);
  await expect(canvas.getByRole('button', { name: t('picker.placeholderDate') })).toHaveAttribute('aria-expanded', 'true');
});

export const PickARange: Story = story(async ({ canvas, args, globals, t }) => {
  const start = await openStart(canvas, t);
  await tapItem(start, 2, t('picker.day', { value: '18' }));
  await confirm(start, globals);

  // confirming the start opens the end picker, at the start just chosen
  const end = await sheet(t('picker.endDate'));
  await expect(selectedLabels(end)).toEqual([t('picker.year', { value: '2026' }), t('picker.month', { value: '11' }), t('picker.day', { value: '18' })]);
  await tapItem(end, 2, t('picker.day', { value: '22' }));
  await confirm(end, globals);

  await waitFor(() => expect(args.onChange).toHaveBeenCalledWith(['2026-11-18', '2026-11-22']));
  await expect(args.onChange).toHaveBeenCalledTimes(1);
  await expect(await canvas.findByRole('button', { name: t('picker.range', { start: '2026-11-18', end: '2026-11-22' }) })).toBeVisible();
  await waitFor(() => expect(end).not.toBeVisible());
});

export const EndBeforeStartRefused: Story = story(async ({ canvas, args, globals, t }) => {
  const end = await pickEndBeforeStart(canvas, t, globals);
  await expect(end).toBeVisible();
  await expect(page().getByText(t('picker.endDate'))).toBeVisible();
  await expect(args.onChange).not.toHaveBeenCalled();
  await expect(canvas.getByRole('button', { name: t('picker.placeholderDate') })).toBeVisible();
});

export const ClearResetsBoth: Story = story({ args: { value: ['2026-11-01', '2026-11-20'] } }, async ({ canvas, args, t }) => {
  await userEvent.click(canvas.getByRole('button', { name: t('picker.clear') }));
  await expect(args.onChange).toHaveBeenCalledWith(['', '']);
  await expect(await canvas.findByRole('button', { name: t('picker.placeholderDate') })).toBeVisible();
  await expect(canvas.queryByRole('button', { name: t('picker.clear') })).toBeNull();
});

export const MonthDayPicker: Story = story({ args: { mode: 'month-day' } }, async ({ canvas, t }) => {
  const start = await openStart(canvas, t);
  // the year is fixed to the clock's, only month and day show
  await expect(selectedLabels(start)).toEqual([t('picker.month', { value: '11' }), t('picker.day', { value: '20' })]);
});

export const TimeModeTitles: Story = story({ args: { mode: 'time' } }, async ({ canvas, args, globals, t }) => {
  const start = await openStart(canvas, t, 'Time');
  await expect(selectedLabels(start)).toEqual([t('picker.hour', { value: '10' }), t('picker.minute', { value: '00' })]);
  await tapItem(start, 0, t('picker.hour', { value: '09' }));
  await confirm(start, globals);

  const end = await sheet(t('picker.endTime'));
  await expect(selectedLabels(end)).toEqual([t('picker.hour', { value: '09' }), t('picker.minute', { value: '00' })]);
  await tapItem(end, 1, t('picker.minute', { value: '02' }));
  await confirm(end, globals);
  await waitFor(() => expect(args.onChange).toHaveBeenCalledWith(['09:00', '09:02']));

  // reopened, the pickers start from the chosen range
  await userEvent.click(canvas.getByRole('button', { name: t('picker.range', { start: '09:00', end: '09:02' }) }));
  await expect(selectedLabels(await sheet(t('picker.startTime')))).toEqual([t('picker.hour', { value: '09' }), t('picker.minute', { value: '00' })]);
});

export const English: Story = story({ globals: { locale: 'en-US' } }, async ({ canvas, args, globals, t }) => {
  await expect(await pickEndBeforeStart(canvas, t, globals)).toBeVisible();
  await expect(args.onChange).not.toHaveBeenCalled();
});

export const EnglishFilled: Story = filled('2026-11-20 09:00', '2026-11-21 18:30', { mode: 'datetime' }, { globals: { locale: 'en-US' } });

export const Narrow320: Story = story({ args: { mode: 'datetime', value: ['2026-11-20 09:00', '2026-11-21 18:30'] }, ...atWidth(320) }, async ({ canvas, t }) => {
  await expectWebviewWidth(320);
  const trigger = await expectRange(canvas, t, '2026-11-20 09:00', '2026-11-21 18:30');
  await expect(trigger.getBoundingClientRect().right).toBeLessThanOrEqual(320);
});
