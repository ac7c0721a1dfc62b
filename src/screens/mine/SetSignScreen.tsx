import { useGetInfoQuery, useUpdateInfoSelectiveMutation } from '@/api/memberApi';
import { useI18n } from '@/platform/i18n';
import { EditorFrame } from './settings/EditorFrame';
import { FieldEditor } from './settings/FieldEditor';
import { SIGNATURE_RULE } from './settings/fieldRules';
import '@/platform/i18n/areas/setSign';

/** /mine/setSign: the member's signature, at most 30 characters (may be cleared), saved through updateInfoSelective. */
export default function SetSignScreen() {
  const { t } = useI18n();
  const query = useGetInfoQuery();
  const [update] = useUpdateInfoSelectiveMutation();
  const title = t('route./mine/setSign');
  return (
    <EditorFrame title={title} query={query}>
      {(member) => (
        <FieldEditor
          id="set-sign"
          draft={`setSign.${member.memberId}`}
          title={title}
          label={t('setSign.label')}
          placeholder={t('setSign.placeholder')}
          hint={t('setSign.hint')}
          saved={member.signature}
          rule={SIGNATURE_RULE}
          save={(signature) => update({ signature }).unwrap()}
          savedText={t('setSign.saved')}
          failedKey="setSign.failed"
          fallback={'/mine/setUser'}
        />
      )}
    </EditorFrame>
  );
}
