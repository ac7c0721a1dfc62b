import type { MemberBenefitTable, MemberLevel } from '@/api/types/member';
import { useI18n } from '@/platform/i18n';
import styles from './VipInfoScreen.module.css';
import '@/platform/i18n/areas/vipInfo';

/** What each level gets, one row per benefit, the member's own level marked; a level without a benefit reads 不含. */
export function BenefitTable({ table, current }: { table: MemberBenefitTable; current: MemberLevel }) {
  const { t } = useI18n();
  return (
    <table className={styles.table} data-testid="vip-benefits">
      <caption className={styles.caption}>{t('vipInfo.benefits')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('vipInfo.benefit')}</th>
          {table.levels.map((column) => (
            <th scope="col" key={column.level} className={column.level === current ? styles.current : undefined} aria-current={column.level === current ? 'true' : undefined}>
              <span className={styles.levelName}>{column.name}</span>
              <span className={styles.howToJoin}>{column.howToJoin}</span>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {table.benefits.map((row) => (
          <tr key={row.benefitId}>
            <th scope="row">{row.name}</th>
            {table.levels.map((column, index) => {
              const value = row.values[index] ?? '';
              return (
                <td key={column.level} className={column.level === current ? styles.current : undefined}>
                  {value || <span className={styles.none}>{t('vipInfo.notIncluded')}</span>}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
