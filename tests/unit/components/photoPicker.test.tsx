import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PhotoPicker, type PhotoPickerPending } from '@/components/PhotoPicker/PhotoPicker';
import { showToast } from '@/platform/feedback';

// the picker's "up to N photos" toast, without loading antd-mobile's Toast in jsdom
vi.mock('@/platform/feedback', () => ({ showToast: vi.fn() }));

/** An upload the test settles by hand: progress, then the stored path or a failure. */
function manualUploads() {
  const calls: { file: File; progress: (ratio: number) => void; resolve: (path: string) => void; reject: (error: Error) => void }[] = [];
  const upload = vi.fn(
    (file: File, progress: (ratio: number) => void) =>
      new Promise<string>((resolve, reject) => {
        calls.push({ file, progress, resolve, reject });
      }),
  );
  return { upload, calls };
}

/** Settles an upload inside act, letting the picker's continuation run. */
const settle = (run: () => void) =>
  act(async () => {
    run();
    await Promise.resolve();
  });

/** A file that starts as a PNG does (its first bytes are what the picker reads). */
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52];
const photo = (name: string) => new File([new Uint8Array([...PNG_HEAD, 1, 2, 3])], name, { type: 'image/png' });
/** The picker checks each file's content before it adds a tile: wait for the tiles to be there. */
const tilesAppear = (count: number) => waitFor(() => expect(tiles()).toHaveLength(count));
const tiles = () => screen.queryAllByTestId('photo-tile');
const statuses = () => tiles().map((tile) => tile.dataset.status);

describe('PhotoPicker', () => {
  let created = 0;
  const revoked: string[] = [];
  beforeEach(() => {
    created = 0;
    revoked.length = 0;
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => `blob:photo-${(created += 1)}`, revokeObjectURL: (url: string) => revoked.push(url) }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('uploads each picked photo with its progress and reports the stored paths in order', async () => {
    const user = userEvent.setup();
    const { upload, calls } = manualUploads();
    const onChange = vi.fn();
    const pending: PhotoPickerPending[] = [];
    render(<PhotoPicker value={[]} onChange={onChange} upload={upload} label="晒图" onPendingChange={(state) => pending.push(state)} />);
    await user.upload(screen.getByTestId('photo-input'), [photo('a.png'), photo('b.png')]);
    await tilesAppear(2);
    expect(statuses()).toEqual(['uploading', 'uploading']);
    expect(pending.at(-1)).toEqual({ uploading: 2, failed: 0 });

    act(() => calls[0]?.progress(0.4));
    expect(within(tiles()[0] as HTMLElement).getByRole('status')).toHaveTextContent('上传中 40%');
    await settle(() => calls[1]?.resolve('evaluation/b.png'));
    await settle(() => calls[0]?.resolve('evaluation/a.png'));
    expect(statuses()).toEqual(['done', 'done']);
    expect(onChange).toHaveBeenLastCalledWith(['evaluation/a.png', 'evaluation/b.png']);
    expect(pending.at(-1)).toEqual({ uploading: 0, failed: 0 });
    expect(screen.getByText('2/6')).toBeInTheDocument();
  });

  it('a failed photo offers a retry that sends it again; removing one releases its preview', async () => {
    const user = userEvent.setup();
    const { upload, calls } = manualUploads();
    const onChange = vi.fn();
    const pending: PhotoPickerPending[] = [];
    render(<PhotoPicker value={['old/kept.png']} onChange={onChange} upload={upload} label="晒图" onPendingChange={(state) => pending.push(state)} />);
    await user.upload(screen.getByTestId('photo-input'), photo('c.png'));
    await tilesAppear(2);
    await settle(() => calls[0]?.reject(new Error('network')));
    expect(statuses()).toEqual(['done', 'failed']);
    expect(pending.at(-1)).toEqual({ uploading: 0, failed: 1 });

    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(upload).toHaveBeenCalledTimes(2);
    expect(calls[1]?.file.name).toBe('c.png');
    await settle(() => calls[1]?.resolve('evaluation/c.png'));
    expect(onChange).toHaveBeenLastCalledWith(['old/kept.png', 'evaluation/c.png']);

    await user.click(screen.getByRole('button', { name: '删除第 2 张图片' }));
    expect(statuses()).toEqual(['done']);
    expect(onChange).toHaveBeenLastCalledWith(['old/kept.png']);
    expect(revoked).toEqual(['blob:photo-1']);
  });

  it('takes no more than `max` photos and hides the add tile when full', async () => {
    const user = userEvent.setup();
    const { upload } = manualUploads();
    render(<PhotoPicker value={['p/1.png']} onChange={vi.fn()} upload={upload} max={3} label="凭证" />);
    await user.upload(screen.getByTestId('photo-input'), [photo('a.png'), photo('b.png'), photo('c.png')]);
    await tilesAppear(3);
    expect(upload).toHaveBeenCalledTimes(2);
    expect(screen.queryByTestId('photo-input')).toBeNull();
    expect(showToast).toHaveBeenCalledWith({ content: '最多上传 3 张图片' });
  });

  it('an upload finishing after its tile was removed changes nothing', async () => {
    const user = userEvent.setup();
    const { upload, calls } = manualUploads();
    const onChange = vi.fn();
    render(<PhotoPicker value={[]} onChange={onChange} upload={upload} label="晒图" />);
    await user.upload(screen.getByTestId('photo-input'), photo('a.png'));
    await user.click(await screen.findByRole('button', { name: '删除第 1 张图片' }));
    await settle(() => calls[0]?.resolve('evaluation/a.png'));
    expect(tiles()).toHaveLength(0);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses a text file named .jpg: no tile, no upload, and a message naming it', async () => {
    const user = userEvent.setup();
    const { upload } = manualUploads();
    const onChange = vi.fn();
    render(<PhotoPicker value={[]} onChange={onChange} upload={upload} label="晒图" />);
    const text = new File(['this is not a picture at all'], 'photo.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByTestId('photo-input'), [text, photo('real.png')]);
    await tilesAppear(1);
    await waitFor(() => expect(showToast).toHaveBeenCalledWith({ content: '「photo.jpg」不是图片，请选择 JPG、PNG、GIF、WebP 或 HEIC 格式的照片' }));
    expect(upload).toHaveBeenCalledTimes(1);
    expect(upload.mock.calls[0]?.[0].name).toBe('real.png');
  });
});
