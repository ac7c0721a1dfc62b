import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCollectDeleteMutation } from '@/api/memberApi';
import { useCollectPagesInfiniteQuery } from '@/api/messageApi';
import type { Favourite } from '@/api/types/member';
import { InfiniteList } from '@/components/InfiniteList/InfiniteList';
import { PageHeader } from '@/components/PageHeader/PageHeader';
import { EmptyState, StateAction } from '@/components/states';
import { useAction } from '@/hooks/useAction';
import { useI18n } from '@/platform/i18n';
import { href, paths, type SettleSource } from '@/routes';
import { FavouriteCard } from './FavouriteCard';
import styles from './MyCollectScreen.module.css';
import '@/platform/i18n/areas/myCollect';

/** Every favourite on one page list (newest first). */
const ALL = {};

/**
 * /myCollet: the member's favourite goods as a grid (20 a page, infinite scroll, pull to refresh).
 * A card opens its goods; 管理 turns the grid into a multi-select: 删除 removes the ticked ones
 * (asked first; the list and the favourites count on mine refresh), 结算 buys them at once on the
 * confirm-order page (the favourites settle: each goods with its first SKU in stock, one piece).
 */
export default function MyCollectScreen() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const source = useCollectPagesInfiniteQuery(ALL);
  const [editing, setEditing] = useState(false);
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const loaded = source.data?.pages.flatMap((page) => page.list) ?? [];
  // a goods deleted (here or elsewhere) is no longer ticked
  const selected = loaded.filter((favourite) => picked.has(favourite.goodsId)).map((favourite) => favourite.goodsId);
  const allPicked = loaded.length > 0 && selected.length === loaded.length;

  const [collectDelete] = useCollectDeleteMutation();
  const remove = useAction((goodsIds: string[]) => collectDelete({ goodsIds }).unwrap(), {
    confirm: (goodsIds) => ({
      title: t('myCollect.deleteTitle', { count: goodsIds.length }),
      content: t('myCollect.deleteBody'),
      confirmText: t('myCollect.delete'),
      cancelText: t('myCollect.keep'),
    }),
    success: t('myCollect.deleted'),
    wording: { fallback: 'myCollect.failedRetry' },
    onSuccess: () => setPicked(new Set()),
  });

  const toggle = (favourite: Favourite) =>
    setPicked((current) => {
      const next = new Set(current);
      if (!next.delete(favourite.goodsId)) next.add(favourite.goodsId);
      return next;
    });
  const tap = (favourite: Favourite) => (editing ? toggle(favourite) : void navigate(href(paths.goodsDetail, { id: favourite.goodsId })));
  const settle = () => {
    const state: SettleSource = { source: 'favourites', goodsIds: selected };
    void navigate('/shoppingCart/confirmOrder', { state });
  };
  const switchEditing = () => {
    setEditing(!editing);
    setPicked(new Set());
  };

  return (
    <div className={editing ? `${styles.page} ${styles.pageEditing}` : styles.page}>
      <PageHeader title={t('route./myCollet')} />
      {loaded.length > 0 && (
        <div className={styles.bar}>
          <span data-testid="favourite-total">{t('myCollect.total', { count: source.data?.pages[0]?.total ?? loaded.length })}</span>
          <button type="button" className={styles.manage} aria-pressed={editing} onClick={switchEditing}>
            {editing ? t('myCollect.done') : t('myCollect.manage')}
          </button>
        </div>
      )}
      <InfiniteList
        source={source}
        empty={
          <EmptyState
            title={t('myCollect.emptyTitle')}
            description={t('myCollect.emptyBody')}
            action={<StateAction onClick={() => void navigate(paths.home)}>{t('myCollect.goShopping')}</StateAction>}
          />
        }
      >
        {(favourites) => (
          <ul className={styles.grid} data-testid="my-collect-content">
            {favourites.map((favourite, index) => (
              <li key={favourite.id}>
                <FavouriteCard favourite={favourite} editing={editing} selected={picked.has(favourite.goodsId)} eager={index < 4} onTap={tap} />
              </li>
            ))}
          </ul>
        )}
      </InfiniteList>
      {editing && (
        <div className={styles.editBar} data-testid="favourite-edit-bar">
          <label className={styles.all}>
            <input type="checkbox" checked={allPicked} onChange={() => setPicked(allPicked ? new Set() : new Set(loaded.map((favourite) => favourite.goodsId)))} />
            {t('myCollect.selectAll')}
          </label>
          <button type="button" className={styles.settle} disabled={selected.length === 0} onClick={settle}>
            {t('myCollect.settle', { count: selected.length })}
          </button>
          <button type="button" className={styles.delete} disabled={selected.length === 0 || remove.busy} onClick={() => void remove.run(selected)}>
            {t('myCollect.delete')}
          </button>
        </div>
      )}
    </div>
  );
}
