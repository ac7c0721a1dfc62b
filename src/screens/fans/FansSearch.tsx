import { SearchOutline } from 'antd-mobile-icons';
import dayjs from 'dayjs';
import { useState } from 'react';
import { deferredModule, useDeferredModule } from '@/platform/deferredModule';
import { useI18n } from '@/platform/i18n';
import type { FansFilter } from './fansFilter';
import styles from './MyFansScreen.module.css';
import '@/platform/i18n/areas/myFans';

/** The date-range picker (antd-mobile's DatePicker): loaded once the page has settled, or on the first tap. */
const rangePicker = deferredModule(() => import('@/components/DateRangePicker/DateRangePicker'));

export interface FansSearchProps {
  filter: FansFilter;
  onChange: (filter: FansFilter) => void;
}

/** Search by nickname or mobile (on 搜索 or the keyboard's search key) and the join-date range. */
export function FansSearch({ filter, onChange }: FansSearchProps) {
  const { t } = useI18n();
  const [keyword, setKeyword] = useState(filter.keyword);
  const [wanted, setWanted] = useState(false);
  const picker = useDeferredModule(rangePicker, wanted, 'date range picker');

  return (
    <div className={styles.search}>
      <form
        role="search"
        className={styles.searchRow}
        aria-label={t('myFans.search')}
        onSubmit={(event) => {
          event.preventDefault();
          onChange({ ...filter, keyword: keyword.trim() });
        }}
      >
        <label className={styles.searchBox}>
          <SearchOutline aria-hidden className={styles.searchIcon} />
          <input
            type="search"
            enterKeyHint="search"
            className={styles.searchInput}
            value={keyword}
            placeholder={t('myFans.searchPlaceholder')}
            aria-label={t('myFans.searchPlaceholder')}
            onChange={(event) => setKeyword(event.target.value)}
          />
        </label>
        <button type="submit" className={styles.searchButton}>
          {t('myFans.searchButton')}
        </button>
      </form>
      {picker ? (
        <picker.DateRangePicker
          value={[filter.from, filter.to]}
          onChange={([from, to]) => onChange({ ...filter, from, to })}
          max={dayjs().format('YYYY-MM-DD')}
          placeholder={t('myFans.dateRange')}
        />
      ) : (
        <button type="button" className={styles.rangeStandIn} aria-busy onClick={() => setWanted(true)} onPointerDown={() => setWanted(true)}>
          {filter.from || filter.to ? `${filter.from} – ${filter.to}` : t('myFans.dateRange')}
        </button>
      )}
    </div>
  );
}
