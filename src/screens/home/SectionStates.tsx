import { Button, Skeleton } from 'antd-mobile';
import type { CSSProperties, ReactNode } from 'react';
import { QueryView, queryViewTestIds, type QuerySource, type QueryViewProps } from '@/components/QueryView';
import { useI18n } from '@/platform/i18n';
import styles from './SectionStates.module.css';

/*
 * The section-sized states of the home page, passed to QueryView as its `skeleton` and `error`:
 * a section that loads or fails stays a section, so the rest of the page stays usable.
 */

/** Wraps a state block in the section's box (its margins), as the section's content would be. */
function inBox(box: string | undefined, block: ReactNode) {
  return box === undefined ? block : <div className={box}>{block}</div>;
}

/** A failed home section: one line and a retry, so the rest of the page stays usable. */
export function SectionError({ name, query, box }: { name: string; query: Pick<QuerySource<unknown>, 'isFetching' | 'refetch'>; box?: string }) {
  const { t } = useI18n();
  return inBox(
    box,
    <div className={styles.error} role="alert" data-testid={queryViewTestIds.sectionError}>
      <span>{t('home.section.failed', { name })}</span>
      <Button
        size="mini"
        color="primary"
        fill="outline"
        onClick={() => void query.refetch()}
        loading={query.isFetching}
        // antd shows only dots while loading: keep the button's name for screen readers
        loadingText={t('home.section.retry')}
        disabled={query.isFetching}
      >
        {t('home.section.retry')}
      </Button>
    </div>,
  );
}

/** A section's loading placeholder, announced as busy; `box` is the section's box around it. */
export function SectionSkeleton({ label, box, children }: { label: string; box?: string; children: ReactNode }) {
  return inBox(
    box,
    <div className={styles.skeleton} role="status" aria-busy="true" aria-label={label} data-testid={queryViewTestIds.sectionSkeleton}>
      {children}
    </div>,
  );
}

export interface SectionViewProps<Data> extends Omit<QueryViewProps<Data>, 'skeleton' | 'error' | 'empty'> {
  /** the section's name in its failure line ("{name}加载失败") */
  name: string;
  /** the accessible name of its skeleton */
  loadingLabel: string;
  /** the skeleton's blocks, shaped like the section */
  skeleton: ReactNode;
  /** the section's box (a class) around the skeleton, and around the failure unless `errorBox` differs */
  box: string | undefined;
  errorBox?: string | undefined;
}

/** A home section's query: its skeleton and one-line failure in the section's box; nothing when it is empty. */
export function SectionView<Data>({ name, loadingLabel, skeleton, box, errorBox = box, ...view }: SectionViewProps<Data>) {
  return (
    <QueryView
      {...view}
      // nothing outside a section acts on its content: its first answer may be built in slices
      revealAsTransition
      skeleton={
        <SectionSkeleton box={box} label={loadingLabel}>
          {skeleton}
        </SectionSkeleton>
      }
      error={() => (
        // the failure keeps the skeleton's space (its shape, hidden), so a section that fails does
        // not move the sections below it (no layout shift when the calls fail)
        <div className={styles.reserve}>
          <div className={styles.reserveShape} aria-hidden="true">
            {inBox(box, <div className={styles.skeleton}>{skeleton}</div>)}
          </div>
          <div className={styles.reserveOver}>
            <SectionError box={errorBox} name={name} query={view.query} />
          </div>
        </div>
      )}
      empty={null}
    />
  );
}

/**
 * One grey block of a section's skeleton. antd-mobile's Skeleton is 0 high by default: the
 * section's class (or `size`) gives it the height of what it stands for.
 */
export function SkeletonBlock({ className, size }: { className?: string; size?: { width?: string; height: string } }) {
  const style = size ? ({ '--width': size.width ?? '100%', '--height': size.height } as CSSProperties) : undefined;
  return <Skeleton className={`${styles.block} ${className ?? ''}`} style={style} animated={false} />;
}

/** Two-column goods grid placeholder: the page skeleton of the recommended list and the zone lists. */
export function GoodsGridSkeleton({ count = 4, label }: { count?: number; label: string }) {
  return (
    <div className={styles.grid} role="status" aria-busy="true" aria-label={label} data-testid={queryViewTestIds.skeleton}>
      {Array.from({ length: count }, (_, index) => (
        <div className={styles.card} key={index}>
          <Skeleton className={styles.cardImage} animated={false} />
          <Skeleton.Paragraph lineCount={2} animated={false} className={styles.cardText} />
        </div>
      ))}
    </div>
  );
}
