/**
 * A flow story that ends on another screen: its play asserts where the user lands, and that screen's
 * own stories record how it looks, so this story takes no screenshot (its last frame would be the
 * other screen, not the state it is named after).
 *
 *   export const SettleNavigates: Story = { parameters: endsOn('/shoppingCart/confirmOrder'), play: ... };
 */
export function endsOn(where: string) {
  return { visual: { skip: true, reason: `ends on ${where}, recorded by that screen's own stories` } };
}
