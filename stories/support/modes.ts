/**
 * Visual modes of a story: the same final frame shot again in English (at the design width and at
 * 320) and at other webview widths, each with its own baseline (`<story id>@en-US.png`,
 * `<story id>@320-en.png`, `<story id>@320.png`; see
 * .storybook/runner/modes.ts and docs/visual-suite.md). Declared for the visual suite
 * (`parameters.visual.modes`) and for Chromatic (`parameters.chromatic.modes`, which then shoots the
 * same modes; with modes Chromatic takes no unnamed snapshot, so the story's own is a mode there).
 *
 *   export const Success: Story = { ...story, parameters: visualModes({ widths: [320, 414] }) };
 */
import { webviewHeights, type WebviewWidth } from './viewports';

/** The design width: the story's own screenshot. */
const DESIGN = { width: 375, height: 812 } as const;
/** The narrowest webview: English, the longer language, shot there too (`320-en`) on every story with English modes. */
const NARROW = { width: 320, height: webviewHeights[320] } as const;

export interface VisualModeSpec {
  name: string;
  locale?: 'en-US';
  viewport?: { width: number; height: number };
}

interface ChromaticMode {
  locale: 'zh-CN' | 'en-US';
  viewport: { width: number; height: number };
}

export interface VisualModesParameters {
  visual: { modes: VisualModeSpec[] };
  chromatic: { modes: Record<string, ChromaticMode> };
}

export interface VisualModesOptions {
  /**
   * The webview widths besides 375 where the layout changes (grids, rows that wrap or truncate, bars
   * that must still fit); [] for a screen whose text only reflows.
   */
  widths: readonly WebviewWidth[];
  /**
   * shoot the English UI too (default true; false only for a story pinned to one locale): at the
   * design width (`en-US`) and at 320 (`320-en`), where English, longer than Chinese, runs out of
   * room first, whatever `widths` says
   */
  english?: boolean;
}

export function visualModes({ widths, english = true }: VisualModesOptions): VisualModesParameters {
  const sized = (width: WebviewWidth) => ({ width, height: webviewHeights[width] });
  const modes: VisualModeSpec[] = [
    ...(english ? [{ name: 'en-US', locale: 'en-US' as const }, { name: '320-en', locale: 'en-US' as const, viewport: NARROW }] : []),
    ...widths.map((width) => ({ name: String(width), viewport: sized(width) })),
  ];
  const chromatic: Record<string, ChromaticMode> = {
    'zh-CN': { locale: 'zh-CN', viewport: DESIGN },
    ...(english ? { 'en-US': { locale: 'en-US', viewport: DESIGN }, '320-en': { locale: 'en-US', viewport: NARROW } } : {}),
    ...Object.fromEntries(widths.map((width) => [String(width), { locale: 'zh-CN', viewport: sized(width) } satisfies ChromaticMode])),
  };
  return { visual: { modes }, chromatic: { modes: chromatic } };
}
