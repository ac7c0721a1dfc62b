import { useNavigate } from 'react-router-dom';
import { useLazyParseCommandQuery } from '@/api/commonApi';
import { CANCELLED, useAction } from '@/hooks/useAction';
import { readClipboardText } from '@/platform/clipboard';
import { showToast } from '@/platform/feedback';
import { useI18n } from '@/platform/i18n';
import { commandIn, commandOutcome } from './commandTarget';
import '@/platform/i18n/areas/invitation';

/**
 * 识别口令: reads a share command from the clipboard, only when the user taps (a read nobody asked
 * for makes iOS show its paste prompt), asks the server what it opens, and opens it when it is a
 * page of this app. parseCommand passes its code-0 answers through as data: an unknown or expired
 * command is said in the server's words, not thrown. A target outside the app is refused.
 */
export function usePasteCommand() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [parse] = useLazyParseCommandQuery();
  return useAction(
    async () => {
      const text = await readClipboardText();
      const command = text === null ? null : commandIn(text);
      if (command === null) {
        showToast({ content: t(text === null ? 'invitation.paste.unreadable' : 'invitation.paste.none') });
        return CANCELLED;
      }
      return commandOutcome(await parse({ command }).unwrap());
    },
    {
      origin: 'query',
      wording: { fallback: 'invitation.paste.failed' },
      onSuccess: (outcome) => {
        if (outcome.kind === 'open') void navigate(outcome.path);
        else showToast({ content: outcome.kind === 'message' ? outcome.message : t('invitation.paste.refused') });
      },
    },
  );
}
