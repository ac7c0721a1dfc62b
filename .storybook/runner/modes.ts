/**
 * Visual modes: further screenshots of one story, each with its own baseline, declared by the story
 * as `parameters.visual.modes` (in the spirit of Chromatic's `parameters.chromatic.modes`):
 *
 *   parameters.visual.modes = [
 *     { name: 'en-US', locale: 'en-US' },                          // the English UI
 *     { name: '320', viewport: { width: 320, height: 640 } },      // the narrowest webview
 *   ]
 *
 * A mode is shot in the pass of its locale (`locale`, else zh-CN): the zh-CN pass shoots the
 * story, then resizes the same page to each of its width modes and shoots again; the en-US pass
 * (`run.mjs --locale en-US`, which renders every story in English anyway) shoots the stories
 * that have an en-US mode. Its baseline is `<storyId>@<mode name>.png`: a Storybook id never holds
 * an `@`, so a mode's file can never be another story's.
 */
import type { ViewportSize } from './story';

export interface VisualMode {
  /** the baseline's suffix: letters, digits and '-' */
  name: string;
  /** the locale the mode renders in (the pass that shoots it); default zh-CN */
  locale?: string;
  /** the page size of the mode's screenshot; default the story's */
  viewport?: ViewportSize;
}

/** The run's default locale: the pass that shoots every story's own baseline. */
export const DEFAULT_LOCALE = 'zh-CN';
/** Between a story id and its mode's name, in the mode's result id and baseline file name. */
export const MODE_SEPARATOR = '@';
const MODE_NAME = /^[A-Za-z0-9-]{1,20}$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isViewport(value: unknown): value is ViewportSize {
  return isRecord(value) && [value.width, value.height].every((n) => Number.isInteger(n) && (n as number) > 0);
}

/** `parameters.visual.modes` checked: the modes, or what is wrong with them. */
export function parseModes(value: unknown, locales: readonly string[]): VisualMode[] | string {
  if (value === undefined) return [];
  if (!Array.isArray(value)) return 'parameters.visual.modes must be a list of { name, locale?, viewport? }';
  const modes: VisualMode[] = [];
  for (const item of value) {
    if (!isRecord(item) || typeof item.name !== 'string' || !MODE_NAME.test(item.name)) {
      return 'parameters.visual.modes: every mode needs a name of letters, digits and "-"';
    }
    const { name, locale, viewport } = item;
    if (modes.some((mode) => mode.name === name)) return `parameters.visual.modes: "${name}" is declared twice`;
    if (locale !== undefined && (typeof locale !== 'string' || !locales.includes(locale))) {
      return `parameters.visual.modes: "${name}" has locale ${JSON.stringify(locale)}, expected one of ${locales.join(', ')}`;
    }
    if (viewport !== undefined && !isViewport(viewport)) {
      return `parameters.visual.modes: "${name}" needs viewport { width, height } in whole CSS pixels`;
    }
    if ((locale === undefined || locale === DEFAULT_LOCALE) && viewport === undefined) {
      return `parameters.visual.modes: "${name}" is the story itself (give it a locale other than ${DEFAULT_LOCALE} or a viewport)`;
    }
    modes.push({ name, ...(locale !== undefined ? { locale } : {}), ...(viewport !== undefined ? { viewport } : {}) });
  }
  return modes;
}

/** The modes the pass in `runLocale` shoots. */
export function modesOfPass(modes: readonly VisualMode[], runLocale: string): VisualMode[] {
  return modes.filter((mode) => (mode.locale ?? DEFAULT_LOCALE) === runLocale);
}

/** A mode's result id and baseline name (without `.png`): `<storyId>@<mode>`. */
export function modeId(storyId: string, mode: string): string {
  return `${storyId}${MODE_SEPARATOR}${mode}`;
}

/** The story and mode of a result id or baseline name (`mode` null for the story's own). */
export function splitModeId(id: string): { storyId: string; mode: string | null } {
  const at = id.indexOf(MODE_SEPARATOR);
  return at < 0 ? { storyId: id, mode: null } : { storyId: id.slice(0, at), mode: id.slice(at + 1) };
}
