import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDiscardGuard, useForm, type Rules } from '@/hooks/form';
import { confirmDialog } from '@/platform/feedback';
import { readDraft } from '@/platform/formDraft';

vi.mock('@/platform/feedback', () => ({ showToast: vi.fn(), confirmDialog: vi.fn() }));

interface Note {
  title: string;
  body: string;
}

const rules: Rules<Note> = {
  title: (value) => (value.trim() ? null : { key: 'form.required', params: { label: '标题' } }),
  body: (value) => (value.length > 10 ? { key: 'form.tooLong', params: { label: '内容', max: 10, over: value.length - 10 } } : null),
};
const parse = (stored: unknown): Note | null => {
  const value = stored as Partial<Note> | null;
  return typeof value?.title === 'string' && typeof value.body === 'string' ? { title: value.title, body: value.body } : null;
};
const options = { id: 'note', draft: 'note.n-1', initial: { title: '春茶', body: '' }, parse, rules };

beforeEach(() => {
  sessionStorage.clear();
  vi.mocked(confirmDialog).mockReset();
});
afterEach(() => vi.restoreAllMocks());

describe('useForm: typed fields that lose nothing', () => {
  it('is clean until a value changes, and keeps every change as a draft', () => {
    const { result } = renderHook(() => useForm(options));
    expect(result.current.dirty).toBe(false);
    act(() => result.current.set('body', '明前龙井'));
    expect(result.current.dirty).toBe(true);
    expect(readDraft('note.n-1', parse)).toEqual({ title: '春茶', body: '明前龙井' });
  });

  it('comes back with the draft after a remount (a failed save, the login round trip), until it is discarded', () => {
    const first = renderHook(() => useForm(options));
    act(() => first.result.current.patch({ title: '秋茶', body: '铁观音' }));
    first.unmount();

    const again = renderHook(() => useForm(options));
    expect(again.result.current.values).toEqual({ title: '秋茶', body: '铁观音' });
    expect(again.result.current.dirty).toBe(true);
    act(() => again.result.current.discard());
    again.unmount();
    expect(renderHook(() => useForm(options)).result.current.values).toEqual(options.initial);
  });

  it('ignores a stored draft that does not fit the form', () => {
    sessionStorage.setItem('tm.draft.note.n-1', JSON.stringify({ title: 42 }));
    expect(renderHook(() => useForm(options)).result.current.values).toEqual(options.initial);
    sessionStorage.setItem('tm.draft.note.n-1', '{not json');
    expect(renderHook(() => useForm(options)).result.current.values).toEqual(options.initial);
  });

  it('shows a rule’s message once the field was left, and every message on submit, sending nothing until they pass', async () => {
    const user = userEvent.setup();
    const send = vi.fn();
    function NoteForm() {
      const form = useForm(options);
      return (
        <form onSubmit={form.handleSubmit(send)}>
          <input id={form.idOf('title')} aria-label="标题" value={form.values.title} onChange={(event) => form.set('title', event.target.value)} onBlur={() => form.touch('title')} {...form.described('title')} />
          {form.error('title') && <p id={`${form.idOf('title')}-error`}>{form.error('title')}</p>}
          <textarea id={form.idOf('body')} aria-label="内容" value={form.values.body} onChange={(event) => form.set('body', event.target.value)} />
          {form.error('body') && <p>{form.error('body')}</p>}
          <button type="submit">保存</button>
        </form>
      );
    }
    render(<NoteForm />);
    const title = screen.getByLabelText('标题');
    await user.click(title);
    await user.clear(title);
    expect(screen.queryByText('请填写标题')).toBeNull();
    // typed over the limit: kept as typed, the message says by how much
    await user.type(screen.getByLabelText('内容'), '一二三四五六七八九十壹');
    expect(screen.getByText('请填写标题')).toBeTruthy();
    expect(screen.queryByText('内容最多 10 个字，已超出 1 个')).toBeNull();
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByText('请填写标题')).toBeTruthy();
    expect(screen.getByText('内容最多 10 个字，已超出 1 个')).toBeTruthy();
    expect(screen.getByLabelText('内容')).toHaveValue('一二三四五六七八九十壹');
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(document.activeElement).toBe(title);

    await user.type(title, '白茶');
    await user.clear(screen.getByLabelText('内容'));
    await user.type(screen.getByLabelText('内容'), '福鼎');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(send).toHaveBeenCalledExactlyOnceWith({ title: '白茶', body: '福鼎' });
  });
});

describe('useDiscardGuard: leaving a changed form asks first', () => {
  it('leaves at once when nothing changed, asks when something did, and drops the draft only on discard', async () => {
    const discard = vi.fn();
    const go = vi.fn();
    const { result, rerender } = renderHook(({ dirty }) => useDiscardGuard(dirty, discard), { initialProps: { dirty: false } });
    await act(() => result.current(go));
    expect(confirmDialog).not.toHaveBeenCalled();
    expect(go).toHaveBeenCalledTimes(1);

    rerender({ dirty: true });
    vi.mocked(confirmDialog).mockResolvedValueOnce(false);
    await act(() => result.current(go));
    expect(go).toHaveBeenCalledTimes(1);
    expect(discard).toHaveBeenCalledTimes(1);

    vi.mocked(confirmDialog).mockResolvedValueOnce(true);
    await act(() => result.current(go));
    expect(confirmDialog).toHaveBeenLastCalledWith({ title: '放弃修改？', content: '已填写的内容不会保存。', confirmText: '放弃', cancelText: '继续编辑' });
    expect(go).toHaveBeenCalledTimes(2);
    expect(discard).toHaveBeenCalledTimes(2);
  });

  it('asks the browser before a reload while the form has changes', () => {
    const { rerender } = renderHook(({ dirty }) => useDiscardGuard(dirty, () => undefined), { initialProps: { dirty: true } });
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    rerender({ dirty: false });
    const later = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });
});
