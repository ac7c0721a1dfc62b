import { isPassedThroughFailure, type ParseCommandResult } from '@/api/types/common';
import { inAppLink } from '@/routes';

/*
 * What a pasted share command (口令) leads to once the server has read it: a page of this app to
 * open, a server message to show (parseCommand passes its code-0 answers through as data: an
 * unknown or expired command), or a target this app will not open (another site, a page the app
 * does not have). Pure, so the rule is tested without a page.
 */

export type CommandOutcome =
  | { kind: 'open'; path: string; title: string; sharerName: string }
  | { kind: 'message'; message: string }
  | { kind: 'refused' };

export function commandOutcome(result: ParseCommandResult): CommandOutcome {
  if (isPassedThroughFailure(result)) return { kind: 'message', message: result.message };
  // the same rule as every link from the server: one leading '/', same origin, a route of the app
  const path = inAppLink(result.path);
  return path === null ? { kind: 'refused' } : { kind: 'open', path, title: result.title, sharerName: result.sharerName };
}

/** The command in what the clipboard holds ('￥TM8G2K6Q￥ 复制这段口令…' -> 'TM8G2K6Q'), or null when there is none. */
export function commandIn(clipboard: string): string | null {
  const match = /TM[A-Z0-9]{6}/.exec(clipboard.toUpperCase());
  return match ? match[0] : null;
}
