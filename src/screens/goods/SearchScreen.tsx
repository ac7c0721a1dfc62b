import { SearchBar, type SearchBarRef } from 'antd-mobile';
import { CloseCircleFill, DeleteOutline, LeftOutline } from 'antd-mobile-icons';
import { useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useGoodsPagesInfiniteQuery } from '@/api/goodsApi';
import type { GoodsSort } from '@/api/types/goods';
import { GoodsCard } from '@/components/GoodsCard/GoodsCard';
import { InfiniteList } from '@/components/InfiniteList/InfiniteList';
import { EmptyState, StateAction } from '@/components/states';
import { useI18n, type MessageKey } from '@/platform/i18n';
import { href, paths } from '@/routes';
import { HOT_SEARCH_WORDS } from './searchContent';
import { clearSearchHistory, normaliseKeyword, readSearchHistory, rememberSearch, SEARCH_KEYWORD_MAX_LENGTH } from './searchHistory';
import styles from './SearchScreen.module.css';
import { confirmDialog, showToast } from '@/platform/feedback';
import '@/platform/i18n/areas/goods';
import goodsGrid from '@/styles/goodsGrid.module.css';

const SORTS: readonly GoodsSort[] = ['default', 'sales', 'priceAsc', 'priceDesc', 'newest'];

function isSort(value: string | null): value is GoodsSort {
  return value !== null && (SORTS as readonly string[]).includes(value);
}

function Chips({ words, onPick, testId }: { words: readonly string[]; onPick: (word: string) => void; testId: string }) {
  return (
    <ul className={styles.chips} data-testid={testId}>
      {words.map((word) => (
        <li key={word}>
          <button type="button" className={styles.chip} onClick={() => onPick(word)}>
            {word}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** 综合 / 销量 / 价格 (tap again to flip low-high and high-low) / 新品. */
function SortBar({ sort, onSort }: { sort: GoodsSort; onSort: (sort: GoodsSort) => void }) {
  const { t } = useI18n();
  const priceActive = sort === 'priceAsc' || sort === 'priceDesc';
  const plain: { sort: GoodsSort; label: MessageKey }[] = [
    { sort: 'default', label: 'goods.search.sortDefault' },
    { sort: 'sales', label: 'goods.search.sortSales' },
  ];
  return (
    <div className={styles.sortBar} role="group" aria-label={t('goods.search.sortLabel')} data-testid="sort-bar">
      {plain.map((item) => (
        <button
          key={item.sort}
          type="button"
          className={`${styles.sortButton} ${sort === item.sort ? styles.sortActive : ''}`}
          aria-pressed={sort === item.sort}
          onClick={() => onSort(item.sort)}
        >
          {t(item.label)}
        </button>
      ))}
      <button
        type="button"
        className={`${styles.sortButton} ${priceActive ? styles.sortActive : ''}`}
        aria-pressed={priceActive}
        aria-label={sort === 'priceDesc' ? t('goods.search.sortPriceDesc') : priceActive ? t('goods.search.sortPriceAsc') : t('goods.search.sortPrice')}
        onClick={() => onSort(sort === 'priceAsc' ? 'priceDesc' : 'priceAsc')}
      >
        {t('goods.search.sortPrice')}
        <span className={styles.arrows} aria-hidden>
          <span className={sort === 'priceAsc' ? styles.arrowOn : ''}>▲</span>
          <span className={sort === 'priceDesc' ? styles.arrowOn : ''}>▼</span>
        </span>
      </button>
      <button
        type="button"
        className={`${styles.sortButton} ${sort === 'newest' ? styles.sortActive : ''}`}
        aria-pressed={sort === 'newest'}
        onClick={() => onSort('newest')}
      >
        {t('goods.search.sortNewest')}
      </button>
    </div>
  );
}

function Results({ keyword, sort, onSort, onPick }: { keyword: string; sort: GoodsSort; onSort: (sort: GoodsSort) => void; onPick: (word: string) => void }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const source = useGoodsPagesInfiniteQuery({ keyword, sort });
  return (
    <section aria-labelledby="search-results-title" data-testid="search-results">
      <h2 id="search-results-title" className="visually-hidden">
        {t('goods.search.results', { keyword })}
      </h2>
      <SortBar sort={sort} onSort={onSort} />
      <div className={styles.results}>
        <InfiniteList
          source={source}
          empty={
            <div className={styles.noResult} data-testid="search-empty">
              <EmptyState
                title={t('goods.search.noResult', { keyword })}
                action={
                  <StateAction onClick={() => void navigate(paths.category)}>{t('goods.search.browseCategory')}</StateAction>
                }
              />
              <p className={styles.suggestTitle}>{t('goods.search.noResultHint')}</p>
              <Chips words={HOT_SEARCH_WORDS} onPick={onPick} testId="search-suggestions" />
            </div>
          }
        >
          {(items) => (
            <ul className={goodsGrid.grid}>
              {items.map((goods, index) => (
                <li key={goods.goodsId}>
                  <GoodsCard goods={goods} eager={index < 4} onOpen={(goodsId) => void navigate(href(paths.goodsDetail, { id: goodsId }))} />
                </li>
              ))}
            </ul>
          )}
        </InfiniteList>
      </div>
    </section>
  );
}

/**
 * /goods/search: search box (focused on arrival), local search history (newest first, at most 10,
 * cleared after a confirm), hot words, and results with sort and infinite scroll. The keyword and
 * the sort live in the URL (`?keyword=&sort=`), so back from a goods returns to the same results.
 */
export default function SearchScreen() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const keyword = normaliseKeyword(searchParams.get('keyword') ?? '');
  const sortParam = searchParams.get('sort');
  const sort: GoodsSort = isSort(sortParam) ? sortParam : 'default';
  const [text, setText] = useState(keyword);
  const [history, setHistory] = useState(readSearchHistory);
  const inputRef = useRef<SearchBarRef>(null);

  const search = (value: string) => {
    const next = normaliseKeyword(value);
    if (!next) {
      showToast({ content: t('goods.search.emptyKeyword') });
      return;
    }
    setText(next);
    setHistory(rememberSearch(next));
    setSearchParams({ keyword: next }, { replace: true });
  };

  const changeSort = (next: GoodsSort) => {
    setSearchParams(next === 'default' ? { keyword } : { keyword, sort: next }, { replace: true });
  };

  const clearHistory = async () => {
    const confirmed = await confirmDialog({
      content: t('goods.search.clearConfirm'),
      confirmText: t('goods.search.clearOk'),
      cancelText: t('goods.search.cancel'),
    });
    if (!confirmed) return;
    clearSearchHistory();
    setHistory([]);
    showToast({ content: t('goods.search.historyCleared') });
  };

  const clearInput = () => {
    setText('');
    if (keyword) setSearchParams({}, { replace: true });
    inputRef.current?.focus();
  };

  const back = () => {
    if (location.key !== 'default') void navigate(-1);
    else void navigate(paths.category, { replace: true });
  };

  return (
    <div className={styles.page} data-testid="search-screen">
      <header className={styles.top}>
        <h1 className="visually-hidden">{t('route./goods/search')}</h1>
        <button type="button" className={styles.back} aria-label={t('header.back')} onClick={back}>
          <LeftOutline />
        </button>
        <form
          className={styles.form}
          role="search"
          // Enter is handled by SearchBar's onSearch, which waits for the IME (pinyin) to finish
          onSubmit={(event) => event.preventDefault()}
        >
          <div className={styles.box}>
            {/* antd's own clear icon is an unnamed div (axe: aria-prohibited-attr); ours is a button */}
            <SearchBar
              ref={inputRef}
              className={styles.searchBar}
              placeholder={t('goods.search.placeholder')}
              value={text}
              maxLength={SEARCH_KEYWORD_MAX_LENGTH}
              clearable={false}
              // arriving to search: the keyboard comes up; coming back to results: it does not
              autoFocus={!keyword}
              onChange={setText}
              onSearch={search}
            />
            {text && (
              <button type="button" className={styles.clear} aria-label={t('goods.search.clearInput')} onClick={clearInput}>
                <CloseCircleFill aria-hidden />
              </button>
            )}
          </div>
          <button type="button" className={styles.submit} onClick={() => search(text)}>
            {t('goods.search.submit')}
          </button>
        </form>
      </header>

      {keyword ? (
        <Results key={keyword} keyword={keyword} sort={sort} onSort={changeSort} onPick={search} />
      ) : (
        <div className={styles.suggest}>
          {history.length > 0 && (
            <section className={styles.block} aria-labelledby="search-history-title">
              <div className={styles.blockHead}>
                <h2 id="search-history-title" className={styles.blockTitle}>
                  {t('goods.search.history')}
                </h2>
                <button type="button" className={styles.iconButton} aria-label={t('goods.search.clearHistory')} onClick={() => void clearHistory()}>
                  <DeleteOutline />
                </button>
              </div>
              <Chips words={history} onPick={search} testId="search-history" />
            </section>
          )}
          <section className={styles.block} aria-labelledby="search-hot-title">
            <div className={styles.blockHead}>
              <h2 id="search-hot-title" className={styles.blockTitle}>
                {t('goods.search.hot')}
              </h2>
            </div>
            <Chips words={HOT_SEARCH_WORDS} onPick={search} testId="search-hot" />
          </section>
        </div>
      )}
    </div>
  );
}
