import type { Decorator } from '@storybook/react-vite';
import type { CSSProperties } from 'react';

/** A decorator that shows the story in a box of `style` (padding, a width, the page's background). */
export const framed =
  (style: CSSProperties): Decorator =>
  (Story) => (
    <div style={style}>
      <Story />
    </div>
  );

/**
 * A loader that waits for parts the app loads after launch (docs/performance.md: a sheet's view, a
 * picture viewer), so the story starts with them in and no screenshot races their arrival.
 */
export const preloaded =
  (...loads: Array<() => Promise<unknown>>) =>
  async (): Promise<Record<string, never>> => {
    await Promise.all(loads.map((load) => load()));
    return {};
  };
