import { sessionKinds, type SessionKind } from '@mocks/data/sessions';

/** The Storybook toolbar's session menu (globals.session), beside locale and viewport. */
export const sessionToolbarItems: { value: SessionKind; title: string }[] = [
  { value: 'guest', title: 'Guest (not logged in)' },
  { value: 'buyer', title: 'Buyer 林清茶' },
  { value: 'agent', title: 'Agent: tea house 陈记茶馆' },
  { value: 'teaRoomAgent', title: 'Agent: tea room 清心茶室' },
];

function isSessionKind(value: unknown): value is SessionKind {
  return typeof value === 'string' && (sessionKinds as readonly string[]).includes(value);
}

/**
 * Who is logged in for a story: the story's (or its file's) own `parameters.session` when it pins
 * one, else the toolbar's `globals.session`, else guest. The toolbar therefore changes only the
 * stories that do not pin a session.
 */
export function storySession(parameters: Record<string, unknown>, globals: Record<string, unknown>): SessionKind {
  if (isSessionKind(parameters.session)) return parameters.session;
  if (isSessionKind(globals.session)) return globals.session;
  return 'guest';
}
