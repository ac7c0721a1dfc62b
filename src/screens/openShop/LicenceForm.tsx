import { Button } from 'antd-mobile';
import { useState } from 'react';
import type { OpenShopInfo } from '@/api/types/openShop';
import { PhotoPicker, type PhotoPickerPending } from '@/components/PhotoPicker/PhotoPicker';
import { Price } from '@/components/Price/Price';
import type { Form } from '@/hooks/form';
import { usePhotoUpload } from '@/hooks/usePhotoUpload';
import { fen } from '@/lib/money';
import { showToast } from '@/platform/feedback';
import { useI18n } from '@/platform/i18n';
import { LICENCE_MAX, type OpenShopValues } from './openShopForm';
import styles from './OpenShopScreen.module.css';
import '@/platform/i18n/areas/openShop';

export interface LicenceFormProps {
  form: Form<OpenShopValues>;
  info: OpenShopInfo;
  busy: boolean;
  onSubmit: (values: OpenShopValues) => unknown;
  onBack: () => void;
}

/**
 * Step 2's form: the licence photos (uploaded as they are picked; their stored paths go into the
 * draft), the agreement (a checkbox, its full text folded under it) and the fee, then 提交并支付.
 * Nothing is sent while a photo is still uploading or has failed.
 */
export function LicenceForm({ form, info, busy, onSubmit, onBack }: LicenceFormProps) {
  const { t } = useI18n();
  const upload = usePhotoUpload('shopLicence');
  const [photos, setPhotos] = useState<PhotoPickerPending>({ uploading: 0, failed: 0 });
  const { values } = form;
  const licenceError = form.error('licenceImages');
  const agreedError = form.error('agreed');

  const send = (next: OpenShopValues) => {
    if (photos.uploading > 0) showToast({ content: t('openShop.photosUploading') });
    else if (photos.failed > 0) showToast({ content: t('openShop.photosFailed') });
    else return onSubmit(next);
    return undefined;
  };

  return (
    <form className={styles.form} aria-label={t('openShop.formTwo')} noValidate onSubmit={form.handleSubmit(send)}>
      <div className={styles.block} id={form.idOf('licenceImages')} tabIndex={-1} {...form.described('licenceImages')}>
        <h2 className={styles.blockTitle}>{t('openShop.licence')}</h2>
        <p className={styles.hint}>{t('openShop.licenceHint', { count: LICENCE_MAX })}</p>
        <PhotoPicker
          value={values.licenceImages}
          onChange={(paths) => {
            form.set('licenceImages', paths);
            if (paths.length > 0) form.touch('licenceImages');
          }}
          upload={upload}
          max={LICENCE_MAX}
          label={t('openShop.licence')}
          onPendingChange={setPhotos}
        />
        {licenceError && (
          <p className={styles.error} id={`${form.idOf('licenceImages')}-error`}>
            {licenceError}
          </p>
        )}
      </div>
      <div className={styles.block}>
        <label className={styles.agree}>
          <input
            id={form.idOf('agreed')}
            type="checkbox"
            checked={values.agreed}
            onChange={(event) => {
              form.set('agreed', event.target.checked);
              form.touch('agreed');
            }}
            {...form.described('agreed')}
          />
          <span>
            {t('openShop.agreementAccept')}《{info.agreementTitle}》
          </span>
        </label>
        <details className={styles.agreement}>
          <summary>{t('openShop.agreementRead')}</summary>
          {info.agreement.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </details>
        {agreedError && (
          <p className={styles.error} id={`${form.idOf('agreed')}-error`}>
            {agreedError}
          </p>
        )}
      </div>
      <div className={styles.block}>
        <div className={styles.feeRow} data-testid="open-shop-fee">
          <span>{t('openShop.fee')}</span>
          <Price value={fen(info.fee)} role="bar" />
        </div>
        <p className={styles.hint}>{t('openShop.feeHint')}</p>
      </div>
      <div className={styles.actions}>
        <Button block shape="rounded" onClick={onBack} disabled={busy}>
          {t('openShop.back')}
        </Button>
        <Button block type="submit" color="primary" shape="rounded" loading={busy} loadingText={t('openShop.submitting')} disabled={busy}>
          {t('openShop.submit')}
        </Button>
      </div>
    </form>
  );
}
