import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { imageTypeOf } from '@/lib/imageType';
import { imageUrl } from '@/platform/imageHost';
import { showToast } from '@/platform/feedback';
import { useI18n } from '@/platform/i18n';
import styles from './PhotoPicker.module.css';
import '@/platform/i18n/areas/photos';

/** Sends one picked photo (compressing it first if it likes) and resolves to its stored path. */
export type PhotoUpload = (file: File, onProgress: (ratio: number) => void) => Promise<string>;

/** How many photos are still on their way and how many failed: a form waits for both to be 0. */
export interface PhotoPickerPending {
  uploading: number;
  failed: number;
}

export interface PhotoPickerProps {
  /** the stored paths of the photos already uploaded (e.g. from a draft) */
  value: readonly string[];
  /** the stored paths of the uploaded photos, in their order, whenever one is added or removed */
  onChange: (paths: string[]) => void;
  upload: PhotoUpload;
  /** most photos (default 6) */
  max?: number;
  /** the accessible name of the group, e.g. "晒图" */
  label: string;
  onPendingChange?: (pending: PhotoPickerPending) => void;
}

type Tile =
  | { key: string; status: 'done'; path: string; file?: File; preview?: string }
  | { key: string; status: 'compressing' | 'uploading' | 'failed'; file: File; preview: string; progress: number };

let nextKey = 0;
const keyOf = () => `photo-${(nextKey += 1)}`;

/** The stored paths of the finished tiles, in order. */
export function donePaths(tiles: readonly Tile[]): string[] {
  return tiles.flatMap((tile) => (tile.status === 'done' ? [tile.path] : []));
}

/**
 * Up to `max` photos: pick (several at once), each tile shows its progress, a failed one offers a
 * retry, any can be removed. A picked file whose content is not a JPEG, PNG, GIF, WebP or HEIC
 * picture (src/lib/imageType.ts) is refused with a message, whatever its name. Route- and call-agnostic: `upload` does the sending. Object URLs of the
 * previews are released when a tile goes and when the picker unmounts.
 */
export function PhotoPicker({ value, onChange, upload, max = 6, label, onPendingChange }: PhotoPickerProps) {
  const { t } = useI18n();
  const inputId = useId();
  const [tiles, setTiles] = useState<Tile[]>(() => value.slice(0, max).map((path) => ({ key: keyOf(), status: 'done', path })));
  const latest = useRef({ onChange, onPendingChange, upload });
  useEffect(() => {
    latest.current = { onChange, onPendingChange, upload };
  });

  // what is reported: the finished paths, and the count still pending or failed
  const reported = useRef(donePaths(tiles).join('|'));
  const paths = donePaths(tiles);
  const pathsKey = paths.join('|');
  const uploading = tiles.filter((tile) => tile.status === 'compressing' || tile.status === 'uploading').length;
  const failed = tiles.filter((tile) => tile.status === 'failed').length;
  useEffect(() => {
    if (reported.current === pathsKey) return;
    reported.current = pathsKey;
    latest.current.onChange(pathsKey ? pathsKey.split('|') : []);
  }, [pathsKey]);
  useEffect(() => {
    latest.current.onPendingChange?.({ uploading, failed });
  }, [uploading, failed]);

  // previews are released when their tile goes, and all of them on unmount
  const previews = useRef(new Map<string, string>());
  useEffect(() => {
    const owned = previews.current;
    return () => {
      for (const url of owned.values()) URL.revokeObjectURL(url);
      owned.clear();
    };
  }, []);

  const patch = (key: string, change: (tile: Tile) => Tile) => {
    setTiles((current) => current.map((tile) => (tile.key === key ? change(tile) : tile)));
  };

  const send = async (key: string, file: File) => {
    patch(key, (tile) => (tile.status === 'done' ? tile : { ...tile, status: 'uploading', progress: 0 }));
    try {
      const path = await latest.current.upload(file, (ratio) => {
        patch(key, (tile) => (tile.status === 'uploading' ? { ...tile, progress: Math.max(tile.progress, Math.min(1, ratio)) } : tile));
      });
      patch(key, (tile) => (tile.status === 'done' ? tile : { key, status: 'done', path, file, preview: tile.preview }));
    } catch {
      patch(key, (tile) => (tile.status === 'done' ? tile : { ...tile, status: 'failed', progress: 0 }));
    }
  };

  // how many tiles there are now: a pick reads it after its files were checked, not when it began
  const tileCount = useRef(tiles.length);
  useEffect(() => {
    tileCount.current = tiles.length;
  }, [tiles.length]);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = ''; // the same photo can be picked again after removing it
    // a photo is what its first bytes say, not its name: a text file named .jpg is refused here
    const types = await Promise.all(chosen.map((file) => imageTypeOf(file)));
    const refused = chosen.filter((_, index) => types[index] === null);
    for (const file of refused) showToast({ content: t('photos.notImage', { name: file.name }) });
    const picked = chosen.filter((_, index) => types[index] !== null);
    const room = max - tileCount.current;
    if (picked.length > room) showToast({ content: t('photos.tooMany', { max }) });
    const added = picked.slice(0, Math.max(0, room)).map((file): Tile => {
      const key = keyOf();
      const preview = URL.createObjectURL(file);
      previews.current.set(key, preview);
      return { key, status: 'compressing', file, preview, progress: 0 };
    });
    if (added.length === 0) return;
    tileCount.current += added.length;
    setTiles((current) => [...current, ...added]);
    for (const tile of added) if (tile.file) void send(tile.key, tile.file);
  };

  const remove = (key: string) => {
    const preview = previews.current.get(key);
    if (preview) URL.revokeObjectURL(preview);
    previews.current.delete(key);
    setTiles((current) => current.filter((tile) => tile.key !== key));
  };

  return (
    <div className={styles.picker} role="group" aria-label={label}>
      <ul className={styles.grid}>
        {tiles.map((tile, index) => {
          const number = index + 1;
          return (
            <li key={tile.key} className={styles.tile} data-testid="photo-tile" data-status={tile.status}>
              <img className={styles.image} src={tile.preview ?? (tile.status === 'done' ? imageUrl(tile.path) : '')} alt={t('photos.photo', { index: number })} />
              {tile.status === 'compressing' || tile.status === 'uploading' ? (
                <div className={styles.overlay} role="status">
                  <span>{tile.status === 'compressing' ? t('photos.compressing') : t('photos.uploading', { percent: Math.round(tile.progress * 100) })}</span>
                  <span className={styles.bar} aria-hidden>
                    <span className={styles.barFill} style={{ width: `${Math.round(tile.progress * 100)}%` }} />
                  </span>
                </div>
              ) : null}
              {tile.status === 'failed' ? (
                <div className={`${styles.overlay} ${styles.failed}`}>
                  <span role="alert">{t('photos.failed')}</span>
                  <button type="button" className={styles.retry} onClick={() => void send(tile.key, tile.file)}>
                    {t('photos.retry')}
                  </button>
                </div>
              ) : null}
              <button type="button" className={styles.remove} aria-label={t('photos.remove', { index: number })} onClick={() => remove(tile.key)}>
                <span className={styles.cross} aria-hidden />
              </button>
            </li>
          );
        })}
        {tiles.length < max ? (
          <li className={styles.tile}>
            <label htmlFor={inputId} className={styles.add}>
              <span className={styles.addIcon} aria-hidden />
              <span className={styles.addText}>{t('photos.add')}</span>
              <span className={styles.count}>{t('photos.count', { count: tiles.length, max })}</span>
            </label>
            <input id={inputId} className={styles.input} type="file" accept="image/*" multiple onChange={(event) => void pick(event)} data-testid="photo-input" />
          </li>
        ) : null}
      </ul>
    </div>
  );
}
