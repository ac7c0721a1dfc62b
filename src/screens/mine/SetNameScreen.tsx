import { useGetInfoQuery, useUpdateInfoSelectiveMutation } from '@/api/memberApi';
import { refreshDeviceAccount } from '@/platform/deviceAccounts';
import { useI18n } from '@/platform/i18n';
import { useAppDispatch } from '@/state/hooks';
import { userInfoChanged } from '@/state/session';
import { EditorFrame } from './settings/EditorFrame';
import { FieldEditor } from './settings/FieldEditor';
import { NICKNAME_RULE } from './settings/fieldRules';
import '@/platform/i18n/areas/setName';

/** /mine/setName: the member's nickname, 2-16 characters, saved through updateInfoSelective. */
export default function SetNameScreen() {
  const { t } = useI18n();
  const query = useGetInfoQuery();
  const [update] = useUpdateInfoSelectiveMutation();
  const dispatch = useAppDispatch();
  const title = t('route./mine/setName');
  return (
    <EditorFrame title={title} query={query}>
      {(member) => (
        <FieldEditor
          id="set-name"
          draft={`setName.${member.memberId}`}
          title={title}
          label={t('setName.label')}
          placeholder={t('setName.placeholder')}
          hint={t('setName.hint')}
          saved={member.nickname}
          rule={NICKNAME_RULE}
          save={async (nickname) => {
            const saved = await update({ nickname }).unwrap();
            refreshDeviceAccount({ memberId: saved.memberId, nickname: saved.nickname });
            dispatch(userInfoChanged({ nickname: saved.nickname }));
            return saved;
          }}
          savedText={t('setName.saved')}
          failedKey="setName.failed"
          fallback={'/mine/setUser'}
        />
      )}
    </EditorFrame>
  );
}
