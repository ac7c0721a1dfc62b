import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DateRangePicker, type DateRange, type DateRangePickerProps } from '@/components/DateRangePicker/DateRangePicker';

// jsdom has no pointer capture; antd-mobile's popup and wheels (use-gesture) call it on pointerdown
const pointerCapture = { setPointerCapture: () => {}, releasePointerCapture: () => {}, hasPointerCapture: () => false };
for (const [name, stub] of Object.entries(pointerCapture)) {
  if (!(name in Element.prototype)) Object.defineProperty(Element.prototype, name, { value: stub, configurable: true });
}

beforeEach(() => {
  // only Date is faked (and keeps ticking, lodash's debounce inside PickerView reads it):
  // the clock the pickers open at, 2026-11-20 10:00 local time
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(new Date(2026, 10, 20, 10, 0));
});
afterEach(() => vi.useRealTimers());

function Stateful(props: Omit<DateRangePickerProps, 'value'> & { initial?: DateRange }) {
  const [value, setValue] = useState<DateRange>(props.initial ?? ['', '']);
  return (
    <DateRangePicker
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange?.(next);
      }}
    />
  );
}

async function sheet(title: string) {
  const heading = await screen.findByText(title);
  const root = heading.closest<HTMLElement>('.adm-picker');
  if (!root) throw new Error(`no picker titled ${title}`);
  return root;
}

/** Taps a button of the picker sheet: its 确定 or 取消. */
const press = (user: UserEvent, root: HTMLElement, name: string) => user.click(within(root).getByRole('button', { name }));

function column(root: HTMLElement, index: number) {
  return root.querySelectorAll<HTMLElement>('.adm-picker-view-column')[index]!;
}

function selected(root: HTMLElement) {
  return Array.from(root.querySelectorAll('[data-selected="true"]')).map((item) => item.textContent);
}

/** A tap on a wheel item selects it (jsdom has no layout for the drag maths, so no pointer sequence). */
async function tap(root: HTMLElement, columnIndex: number, label: string) {
  const item = Array.from(column(root, columnIndex).querySelectorAll<HTMLElement>('.adm-picker-view-column-item')).find(
    (candidate) => candidate.textContent === label,
  );
  if (!item) throw new Error(`no ${label}`);
  fireEvent.click(item);
  await waitFor(() => expect(item).toHaveAttribute('data-selected', 'true'));
  // antd-mobile hands the wheel's choice to the Picker through a debounced (setTimeout 0) effect;
  // a confirm in the same tick would still confirm the previous value
  await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
}

const toastText = () => Array.from(document.querySelectorAll('.adm-toast-main')).map((toast) => toast.textContent).join('|');

describe('DateRangePicker', () => {
  it('picks start then end and emits the pair once', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Stateful onChange={onChange} />);

    await user.click(screen.getByRole('button', { name: '请选择日期范围' }));
    const start = await sheet('选择开始日期');
    expect(selected(start)).toEqual(['2026年', '11月', '20日']);
    await tap(start, 2, '18日');
    await press(user, start, '确定');

    const end = await sheet('选择结束日期');
    expect(selected(end)).toEqual(['2026年', '11月', '18日']);
    await tap(end, 1, '12月');
    await press(user, end, '确定');

    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith(['2026-11-18', '2026-12-18']);
    expect(await screen.findByRole('button', { name: '2026-11-18 至 2026-12-18' })).toBeInTheDocument();
  });

  it('refuses an end before the start, keeping the end picker open', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Stateful onChange={onChange} />);

    await user.click(screen.getByRole('button', { name: '请选择日期范围' }));
    await user.click(within(await sheet('选择开始日期')).getByRole('button', { name: '确定' }));
    const end = await sheet('选择结束日期');
    await tap(end, 2, '19日');
    await press(user, end, '确定');

    await waitFor(() => expect(toastText()).toContain('结束时间不能早于开始时间'));
    expect(onChange).not.toHaveBeenCalled();
    expect(end.closest('.adm-popup')).not.toHaveStyle({ display: 'none' });
    expect(screen.getByRole('button', { name: '请选择日期范围' })).toHaveAttribute('aria-expanded', 'true');

    // the user corrects the end and confirms again
    await tap(end, 2, '21日');
    await press(user, end, '确定');
    expect(onChange).toHaveBeenCalledWith(['2026-11-20', '2026-11-21']);
  });

  it('cancelling the end keeps the old range', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Stateful onChange={onChange} initial={['2026-11-01', '2026-11-05']} />);

    await user.click(screen.getByRole('button', { name: '2026-11-01 至 2026-11-05' }));
    const start = await sheet('选择开始日期');
    expect(selected(start)).toEqual(['2026年', '11月', '01日']);
    await press(user, start, '确定');
    const end = await sheet('选择结束日期');
    expect(selected(end)).toEqual(['2026年', '11月', '05日']);
    await press(user, end, '取消');

    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '2026-11-01 至 2026-11-05' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('clear resets both values', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Stateful onChange={onChange} initial={['2026-11-01', '2026-11-05']} />);
    await user.click(screen.getByRole('button', { name: '清空' }));
    expect(onChange).toHaveBeenCalledWith(['', '']);
    expect(screen.getByRole('button', { name: '请选择日期范围' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '清空' })).toBeNull();
  });

  it('time mode titles its pickers 选择开始时间 / 选择结束时间 and emits HH:mm', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Stateful mode="time" onChange={onChange} />);

    await user.click(screen.getByRole('button', { name: '请选择时间范围' }));
    const start = await sheet('选择开始时间');
    // year, month and day are fixed to the clock's day (their columns are hidden by CSS)
    expect(selected(start)).toEqual(['2026年', '11月', '20日', '10时', '00分']);
    await press(user, start, '确定');
    const end = await sheet('选择结束时间');
    await tap(end, 3, '18时');
    await tap(end, 4, '30分');
    await press(user, end, '确定');
    expect(onChange).toHaveBeenCalledWith(['10:00', '18:30']);
  });

  it('month-day and custom separators', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Stateful mode="month-day" separator="/" onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: '请选择日期范围' }));
    const start = await sheet('选择开始日期');
    expect(column(start, 0).querySelectorAll('.adm-picker-view-column-item')).toHaveLength(1);
    await press(user, start, '确定');
    await user.click(within(await sheet('选择结束日期')).getByRole('button', { name: '确定' }));
    expect(onChange).toHaveBeenCalledWith(['11/20', '11/20']);
  });

  it('works uncontrolled from a defaultValue', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<DateRangePicker defaultValue={['2026-01', '2026-03']} mode="year-month" onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: '清空' }));
    expect(onChange).toHaveBeenCalledWith(['', '']);
    expect(screen.getByRole('button', { name: '请选择日期范围' })).toBeInTheDocument();
  });

  it('a disabled picker does not open', async () => {
    const user = userEvent.setup();
    render(<DateRangePicker value={['2026-11-01', '2026-11-05']} disabled />);
    const trigger = screen.getByRole('button', { name: '2026-11-01 至 2026-11-05' });
    expect(trigger).toBeDisabled();
    await user.click(trigger);
    expect(screen.queryByText('选择开始日期')).toBeNull();
    expect(screen.queryByRole('button', { name: '清空' })).toBeNull();
  });
});
