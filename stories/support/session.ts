import { sessionKinds, type SessionKind } from '@mocks/data/sessions';

/** The Storybook toolbar's session menu (globals.session), beside locale and viewport. */
export const sessionToolbarItems: { value: SessionKind; title: string }[] = [
  // short: the toolbar beside a 500 px addons panel has about 560 px at 1280 wide (.storybook/manager.ts)
  { value: 'guest', title: 'Guest' },
  { value: 'buyer', title: 'Buyer 林清茶' },
  { value: 'agent', title: 'Tea house 陈记茶馆' },
  { value: 'teaRoomAgent', title: 'Tea room 清心茶室' },
  { value: 'shopOwner', title: 'Shop owner 周记茶庄' },
  { value: 'partner', title: 'Partner 建华茶业' },
  { value: 'legionAgent', title: 'Legion 茶语轩' },
];

function isSessionKind(value: unknown): value is SessionKind {
  return typeof value === 'string' && (sessionKinds as readonly string[]).includes(value);
}

/**
 * Who is logged in for a story: `globals.session`. A story (or its file) pins one with its own
 * `globals: { session: 'buyer' }`, which Storybook merges over the toolbar's and shows in the
 * toolbar, greyed out; the Session menu changes only the stories that do not pin one. Guest when
 * neither says. The old `parameters.session` is refused, so a pin is never silently lost.
 */
export function storySession(parameters: Record<string, unknown>, globals: Record<string, unknown>): SessionKind {
  if (parameters.session !== undefined) {
    throw new Error(`parameters.session is no longer read: pin the session with globals: { session: ${JSON.stringify(parameters.session)} }`);
  }
  return isSessionKind(globals.session) ? globals.session : 'guest';
}
