/**
 * Flow stories: a journey across screens, shot frame by frame.
 *
 * A play function calls `await frame('order-details')` at each screen of the journey worth a
 * picture. In the story runner's visual pass that takes a stable screenshot of the page as it is
 * (the same one the story's own shot takes) and compares it with the baseline
 * `<storyId>@frame-<n>-<name>.png`, n counting the story's frames from 1; the story's final state is
 * still shot as its own baseline afterwards. In Storybook's UI, and in the runner's other passes,
 * `frame()` does nothing.
 *
 *   export const SettleNavigates: Story = {
 *     parameters: endsOn('/shoppingCart/confirmOrder'),
 *     play: async ({ canvas, t }) => { await frame('cart'); ...; await expectRoute(...); },
 *   };
 */

/** The name of the function the story runner exposes on the page (.storybook/runner/frames.ts). */
export const FRAME_BINDING = '__storyFrame';

/** A frame's name: lower-case letters, digits and '-', up to 32 characters (it ends up in a file name). */
export const FRAME_NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const FRAME_NAME_MAX = 32;

export function isFrameName(name: string): boolean {
  return name.length <= FRAME_NAME_MAX && FRAME_NAME.test(name);
}

type FrameBinding = (name: string) => Promise<void>;

/** Shoots a named frame of the journey in the story runner's visual pass; a no-op anywhere else. */
export async function frame(name: string): Promise<void> {
  if (!isFrameName(name)) {
    throw new Error(`frame("${name}"): a frame is named with lower-case letters, digits and "-", at most ${FRAME_NAME_MAX} characters`);
  }
  const binding = (globalThis as { [FRAME_BINDING]?: FrameBinding })[FRAME_BINDING];
  if (typeof binding === 'function') await binding(name);
}

/**
 * A flow story that ends on another screen: its play asserts where the user lands, shoots the
 * screens on the way with `frame()`, and the story's own baseline records where it ends.
 */
export function endsOn(where: string) {
  return { flow: { endsOn: where } };
}
