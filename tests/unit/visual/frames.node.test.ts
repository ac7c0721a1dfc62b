/** Flow frames (.storybook/runner/frames.ts): a frame's baseline name, and how a story's frames join its results. */
import { describe, expect, it } from 'vitest';
import { frameId, frameMode, parseFrameId, withFrames } from '../../../.storybook/runner/frames';
import { splitModeId } from '../../../.storybook/runner/modes';
import { isFrameName } from '../../../stories/support/flows';
import type { ModeOutcome } from '../../../.storybook/runner/visual';
import { isStoryId, reviewItems, type RunResult } from '../../visual/review/model';

const STORY = 'screens-cart-confirmorder--order-uses-coupon';

describe('a frame’s name', () => {
  it('is the story id, "@frame-", its number from 1 and its name: a mode of the story', () => {
    expect(frameId(STORY, 1, 'order-details')).toBe(`${STORY}@frame-1-order-details`);
    expect(frameId(STORY, 12, 'paid')).toBe(`${STORY}@frame-12-paid`);
    expect(splitModeId(frameId(STORY, 2, 'pay'))).toEqual({ storyId: STORY, mode: 'frame-2-pay' });
  });

  it('reads back into its story, number and name; a story or a width mode is no frame', () => {
    expect(parseFrameId(`${STORY}@frame-3-paid-result`)).toEqual({ storyId: STORY, n: 3, name: 'paid-result' });
    expect(parseFrameId(STORY)).toBeNull();
    expect(parseFrameId(`${STORY}@320`)).toBeNull();
    expect(parseFrameId(`${STORY}@frame-0-cart`)).toBeNull();
  });

  it('takes lower-case letters, digits and "-", short enough for a file name', () => {
    for (const name of ['cart', 'order-details', 'step2', 'a'.repeat(32)]) expect(isFrameName(name)).toBe(true);
    for (const name of ['', 'Order', 'order details', 'order/details', '-cart', 'cart-', 'a--b', 'a'.repeat(33), 'cart@1']) {
      expect(isFrameName(name)).toBe(false);
    }
    expect(() => frameMode(1, 'Order Details')).toThrow(/not a frame name/);
    expect(() => frameMode(0, 'cart')).toThrow(/counts from 1/);
  });
});

const shot = (n: number, name: string, failure?: string): ModeOutcome => ({
  mode: { name: frameMode(n, name) },
  id: frameId(STORY, n, name),
  width: 375,
  outcome: failure ? { status: 'diff', diffPixels: 9, failure } : { status: 'match', diffPixels: 0 },
});

describe('a story’s frames in its results', () => {
  const width = { mode: { name: '320' }, id: `${STORY}@320`, width: 320, outcome: { status: 'match', diffPixels: 0 } } satisfies ModeOutcome;
  const outcome = { modes: [width], declaredModes: ['320'], failures: [] as string[], visual: 'kept' };

  it('come first among its shots, in order, and are declared so their baselines are not orphans', () => {
    const joined = withFrames(outcome, [shot(1, 'cart'), shot(2, 'order-details')]);
    expect(joined.modes.map((mode) => mode.id)).toEqual([`${STORY}@frame-1-cart`, `${STORY}@frame-2-order-details`, `${STORY}@320`]);
    expect(joined.declaredModes).toEqual(['frame-1-cart', 'frame-2-order-details', '320']);
    expect(joined.visual).toBe('kept');
    expect(joined.failures).toEqual([]);
  });

  it('fail the story when one differs, naming the frame', () => {
    const joined = withFrames(outcome, [shot(1, 'cart'), shot(2, 'pay', '9 pixels differ')]);
    expect(joined.failures).toEqual(['visual (frame-2-pay): 9 pixels differ']);
  });

  it('leave a story whose parameters were not read undeclared, and a story without frames as it was', () => {
    expect(withFrames({ ...outcome, declaredModes: null }, [shot(1, 'cart')]).declaredModes).toBeNull();
    expect(withFrames(outcome, [])).toBe(outcome);
  });
});

describe('a flow in the review app', () => {
  const FLOW = 'app-shell-flows--guest-taps-mine';
  const line = (id: string, extra: Partial<RunResult> = {}): RunResult => ({
    id, title: 'App/Shell flows', name: id, status: 'failed', visual: 'missing', diffPixels: null, failures: [], ...extra,
  });

  it('lists a story’s frames together in the order shot, then where it ends, then its modes', () => {
    const ids = [`${FLOW}@320`, FLOW, `${FLOW}@frame-10-login`, `${FLOW}@frame-2-notice`, `${FLOW}@frame-1-home`, 'app-shell-flows--buyer-taps-mine'];
    const items = reviewItems(ids.map((id) => line(id)), [], 'zh-CN');
    expect(items.map((item) => item.id)).toEqual([
      'app-shell-flows--buyer-taps-mine',
      `${FLOW}@frame-1-home`,
      `${FLOW}@frame-2-notice`,
      `${FLOW}@frame-10-login`,
      FLOW,
      `${FLOW}@320`,
    ]);
  });

  it('accepts a frame’s id as a baseline name', () => {
    expect(isStoryId(frameId(FLOW, 3, 'a'.repeat(32)))).toBe(true);
    expect(isStoryId(`${FLOW}@frame-1-../x`)).toBe(false);
  });
});
