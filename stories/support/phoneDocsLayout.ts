/**
 * Pure helpers of the phone Docs page (./PhoneDocs.tsx): a preview's size, which kind of story a
 * name is (the scenario legend) and the story's own iframe URL.
 */

export interface Size {
  width: number;
  height: number;
}

/** The design webview: 375x812. */
export const PHONE: Size = { width: 375, height: 812 };

/** The size the visual suite shoots the story at (`parameters.visual.viewport`, e.g. `atWidth(320)`), else the phone. */
export function previewSize(parameters: Record<string, unknown>): Size {
  const viewport = (parameters.visual as { viewport?: Partial<Size> } | undefined)?.viewport;
  const width = typeof viewport?.width === 'number' ? viewport.width : PHONE.width;
  const height = typeof viewport?.height === 'number' ? viewport.height : PHONE.height;
  return { width, height };
}

export type ScenarioKind = 'success' | 'failure' | 'state' | 'interaction' | 'variant';

const failures = new Set(['Business Error', 'Session Expired', 'Forced Offline', 'Forced Offline Got It', 'Network Error']);
const states = new Set(['Loading', 'Empty']);
const variants = new Set(['Narrow 320', 'Wide 414', 'English']);

/** The legend colour of a story by its display name (`Success`, `Network Error`, ...). */
export function scenarioKind(name: string): ScenarioKind {
  if (name === 'Success' || name === 'Default') return 'success';
  if (failures.has(name)) return 'failure';
  if (states.has(name)) return 'state';
  if (variants.has(name)) return 'variant';
  return 'interaction';
}

/** The toolbar globals a Docs preview follows (viewport is the preview's own size). */
const FOLLOWED_GLOBALS = ['locale', 'session'] as const;

/**
 * The story alone in Storybook's preview (what the canvas iframe loads), with the Docs page's
 * locale and session, so the previews follow the toolbar. A story's own globals still win.
 */
export function storyPreviewHref(id: string, globals: Record<string, unknown> = {}): string {
  const followed = FOLLOWED_GLOBALS.flatMap((name) => {
    const value = globals[name];
    return typeof value === 'string' && /^[\w-]+$/.test(value) ? [`${name}:${value}`] : [];
  });
  return `iframe.html?id=${encodeURIComponent(id)}&viewMode=story${followed.length > 0 ? `&globals=${followed.join(';')}` : ''}`;
}
