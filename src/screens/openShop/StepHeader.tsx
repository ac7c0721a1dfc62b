import { useI18n } from '@/platform/i18n';
import styles from './OpenShopScreen.module.css';
import '@/platform/i18n/areas/openShop';

/** Where the user is in the two steps: both named, the current one marked. */
export function StepHeader({ current }: { current: 1 | 2 }) {
  const { t } = useI18n();
  return (
    <ol className={styles.steps} aria-label={t('openShop.steps', { current })}>
      {([1, 2] as const).map((step) => (
        <li key={step} className={`${styles.step} ${step === current ? styles.stepCurrent : ''}`} aria-current={step === current ? 'step' : undefined}>
          {step === 1 ? t('openShop.stepOne') : t('openShop.stepTwo')}
        </li>
      ))}
    </ol>
  );
}
