import { Button } from 'antd-mobile';
import { useActivityGiftPackagePageQuery } from '@/api/memberApi';
import type { GiftPackage } from '@/api/types/member';
import { GoodsImage } from '@/components/GoodsImage/GoodsImage';
import { Price } from '@/components/Price/Price';
import { QueryView } from '@/components/QueryView';
import { fen } from '@/lib/fen';
import { useI18n } from '@/platform/i18n';
import styles from './ActivityParts.module.css';
import '@/platform/i18n/areas/activityArea';

export const giftPackagesTestId = 'activity-gift-packages';

/** The first page holds every package an activity has (a handful); the first two pictures load at once. */
const PACKAGES = { pageNo: 1, pageSize: 20 };

interface GiftPackagesProps {
  activityId: string;
  /** the package's button: 立即抢购 (buy, on the details page) or 去看看 (open the activity's details) */
  action: { kind: 'buy'; run: (pack: GiftPackage) => void; busy: boolean; pending: string | null; open: boolean } | { kind: 'view'; run: () => void };
}

/** The activity's gift packages: picture, title, what is inside (its goods), price against the original, sales and stock. */
export function GiftPackages({ activityId, action }: GiftPackagesProps) {
  const { t } = useI18n();
  const query = useActivityGiftPackagePageQuery({ ...PACKAGES, activityId });
  return (
    <section className={styles.section} aria-labelledby="activity-packages-title" data-testid={giftPackagesTestId}>
      <h2 id="activity-packages-title" className={styles.sectionTitle}>
        {t('activityArea.packages.title')}
      </h2>
      <QueryView
        query={query}
        isEmpty={(page) => page.list.length === 0}
        skeleton={<div className={styles.sectionSkeleton} aria-busy="true" />}
        empty={<p className={styles.none}>{t('activityArea.packages.empty')}</p>}
      >
        {(page) => (
          <ul className={styles.list}>
            {page.list.map((pack, index) => (
              <li key={pack.packageId}>
                <article className={styles.pack} aria-label={pack.title}>
                  <div className={styles.packMedia}>
                    <GoodsImage src={pack.image} alt={pack.title} radius={8} loading={index < 2 ? 'eager' : 'lazy'} />
                  </div>
                  <div className={styles.packBody}>
                    <h3 className={styles.packTitle}>{pack.title}</h3>
                    <p className={styles.packSubtitle}>{pack.subtitle}</p>
                    <p className={styles.packContents}>
                      <span className={styles.packContentsLabel}>{t('activityArea.packages.contents')}</span>
                      {pack.goods.map((goods) => t('activityArea.packages.item', { name: goods.goodsName, spec: goods.specName, quantity: goods.quantity })).join('、')}
                    </p>
                    <div className={styles.packFooter}>
                      <Price value={fen(pack.price)} originalPrice={fen(pack.originalPrice)} role="line" />
                      <span className={styles.packSales}>
                        {pack.stock > 0 ? t('activityArea.packages.stockLeft', { count: pack.stock }) : t('activityArea.packages.soldOut')}
                        {' · '}
                        {t('activityArea.packages.sales', { count: pack.sales })}
                      </span>
                    </div>
                    {action.kind === 'buy' ? (
                      <Button
                        className={styles.packButton}
                        color="primary"
                        size="small"
                        shape="rounded"
                        disabled={pack.stock <= 0 || !action.open || action.busy}
                        loading={action.busy && action.pending === pack.packageId}
                        loadingText={t('activityArea.packages.buying')}
                        onClick={() => action.run(pack)}
                      >
                        {pack.stock > 0 ? t('activityArea.packages.buy') : t('activityArea.packages.soldOut')}
                      </Button>
                    ) : (
                      <Button className={styles.packButton} color="primary" fill="outline" size="small" shape="rounded" onClick={action.run}>
                        {t('activityArea.packages.view')}
                      </Button>
                    )}
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}
