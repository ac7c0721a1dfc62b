import { RightOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import type { RegionPlace } from '@/api/types/region';
import { FormRow, formRowClasses } from '@/components/FormRow/FormRow';
import { regionPicker } from '@/components/RegionPicker/regionPicker';
import { regionOfPath, regionText } from '@/components/RegionPicker/regions';
import type { Form } from '@/hooks/form';
import type { RegionOptionsState } from '@/hooks/useRegionOptions';
import { normaliseMobile } from '@/lib/mobile';
import { useDeferredModule } from '@/platform/deferredModule';
import { showToast } from '@/platform/feedback';
import { useI18n } from '@/platform/i18n';
import type { ContactAddressSpec, FieldsOf } from './contactAddressRules';
import styles from './ContactAddressFields.module.css';

export interface ContactAddressFieldsProps<V extends object> {
  /** the form kit's form (src/hooks/form) that holds the four values, its rules from `contactAddressRules` */
  form: Form<V>;
  /** which values the rows hold, their words and messages (the same spec gives the rules) */
  fields: ContactAddressSpec<V>;
  /** the cascade's regions: the screen's `useRegionOptions()` */
  regions: RegionOptionsState;
}

/**
 * A contact and a place as four form rows: name, mobile (pasted numbers normalised), region (the
 * cascade, loaded when first tapped or once the page has settled; greyed out until the regions are
 * in, a toast and a new try when they failed) and street address. The rows go inside the form's
 * card; the values, rules, messages and draft are the form's own (useForm).
 */
export function ContactAddressFields<V extends object>({ form, fields, regions }: ContactAddressFieldsProps<V>) {
  const { t } = useI18n();
  const { name, mobile, region: place, detail } = fields;
  const [pickerOpen, setPickerOpen] = useState(false);
  const picker = useDeferredModule(regionPicker, pickerOpen, 'region picker');

  const { values } = form;
  const text = (field: FieldsOf<V, string>) => values[field] as string;
  const setText = (field: FieldsOf<V, string>, value: string) => form.set(field, value as V[typeof field]);
  /** a text control's id, value, blur and described-by: what the three text rows share */
  const bound = (field: FieldsOf<V, string>) => ({ id: form.idOf(field), value: text(field), onBlur: () => form.touch(field), ...form.described(field) });
  const region = values[place.field] as RegionPlace | null;
  const regionValue = region ? [String(region.provinceId), String(region.cityId), String(region.regionId)] : [];
  const control = formRowClasses.control;

  return (
    <>
      <FormRow id={form.idOf(name.field)} label={t(name.label)} error={form.error(name.field)}>
        <input
          {...bound(name.field)}
          className={control}
          placeholder={t(name.placeholder)}
          autoComplete="name"
          onChange={(event) => setText(name.field, event.target.value)}
        />
      </FormRow>
      <FormRow id={form.idOf(mobile.field)} label={t(mobile.label)} error={form.error(mobile.field)}>
        <input
          {...bound(mobile.field)}
          className={control}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          placeholder={t(mobile.placeholder)}
          onChange={(event) => setText(mobile.field, normaliseMobile(event.target.value))}
        />
      </FormRow>
      <FormRow id={form.idOf(place.field)} label={t(place.label)} error={form.error(place.field)}>
        <button
          id={form.idOf(place.field)}
          type="button"
          className={`${control} ${styles.picker}`}
          aria-haspopup="dialog"
          disabled={regions.options.length === 0 && !regions.failed}
          onClick={() => {
            if (regions.failed) {
              showToast({ content: t(place.unavailable) });
              regions.retry();
              return;
            }
            setPickerOpen(true);
          }}
          {...form.described(place.field)}
        >
          <span className={region ? undefined : formRowClasses.placeholder}>{region ? regionText(region) : t(place.placeholder)}</span>
          <RightOutline className={styles.chevron} aria-hidden />
        </button>
      </FormRow>
      <FormRow id={form.idOf(detail.field)} label={t(detail.label)} error={form.error(detail.field)}>
        <textarea
          {...bound(detail.field)}
          className={`${control} ${styles.textarea}`}
          rows={2}
          placeholder={t(detail.placeholder)}
          onChange={(event) => setText(detail.field, event.target.value)}
        />
      </FormRow>
      {picker && (
        <picker.default
          visible={pickerOpen}
          title={t(place.title)}
          options={regions.options}
          value={regionValue}
          onConfirm={(path) => {
            form.set(place.field, regionOfPath(regions.options, path) as V[typeof place.field]);
            form.touch(place.field);
          }}
          onClose={() => setPickerOpen(false)}
        />
      )}
    </>
  );
}
