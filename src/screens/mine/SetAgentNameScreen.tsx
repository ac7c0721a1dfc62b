import { useAgentProfileQuery, useUpdateAgentNameMutation } from '@/api/memberApi';
import { useI18n } from '@/platform/i18n';
import { paths } from '@/routes';
import { useAppSelector } from '@/state/hooks';
import { selectUserInfo } from '@/state/session';
import { EditorFrame } from './settings/EditorFrame';
import { FieldEditor } from './settings/FieldEditor';
import { AGENT_NAME_RULE } from './settings/fieldRules';
import '@/platform/i18n/areas/setAgentName';

/** /mine/setAgentName: the name an agent's tea house or tea room goes by, 2-20 characters (agentProfile, updateAgentName). */
export default function SetAgentNameScreen() {
  const { t } = useI18n();
  const query = useAgentProfileQuery();
  const [update] = useUpdateAgentNameMutation();
  const memberId = useAppSelector(selectUserInfo)?.memberId ?? '';
  const title = t('route./mine/setAgentName');
  return (
    <EditorFrame title={title} query={query}>
      {(profile) => (
        <FieldEditor
          id="set-agent-name"
          draft={`setAgentName.${memberId}`}
          title={title}
          label={t(profile.agentKind === 'teaHouse' ? 'setAgentName.teaHouseLabel' : 'setAgentName.teaRoomLabel')}
          placeholder={t('setAgentName.placeholder')}
          hint={t('setAgentName.hint')}
          saved={profile.agentName}
          rule={AGENT_NAME_RULE}
          save={(agentName) => update({ agentName }).unwrap()}
          savedText={t('setAgentName.saved')}
          failedKey="setAgentName.failed"
          fallback={paths.mine}
        />
      )}
    </EditorFrame>
  );
}
