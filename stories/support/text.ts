import enUS from 'antd-mobile/es/locales/en-US';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import { translate, type Locale, type MessageKey } from '@/platform/i18n';

/**
 * What a play function expects to read, in the story's locale. Plays find text through the
 * message catalogue, never by a literal, so every story holds in zh-CN and en-US
 * (`npm run test:stories -- --locale en-US`). Mock data (goods names, shop names) stays literal:
 * the embedded backend answers in Chinese whatever the locale.
 *
 *   play: async ({ canvas, globals }) => {
 *     const t = textOf(globals);
 *     await userEvent.click(await canvas.findByRole('button', { name: t('cart.settle') }));
 *   }
 *
 * antd-mobile's own words (a picker's 确定, a stepper's 增加) come from its locale, the one the
 * app's Providers pick: `antdTextOf(globals).common.confirm`.
 */
export type StoryText = (key: MessageKey, params?: Record<string, string | number>) => string;

export function localeOf(globals: Record<string, unknown> | undefined): Locale {
  return globals?.locale === 'en-US' ? 'en-US' : 'zh-CN';
}

/**
 * The story locale's text for a key. A key without a message (translate echoes it back) throws:
 * a screen area's zh-CN strings register when its code is imported, so a play reading an area the
 * story has not loaded yet says so instead of looking for the bare key.
 */
export function textOf(globals: Record<string, unknown> | undefined): StoryText {
  const locale = localeOf(globals);
  return (key, params) => {
    const text = translate(locale, key, params);
    if (text === key) throw new Error(`no ${locale} message for ${key}: import its screen or i18n area in the story file`);
    return text;
  };
}

/** `text` with the characters a RegExp reads specially escaped. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A pattern matching any text that contains `text` (a busy label next to a spinner, a line inside a longer one). */
export function containing(text: string): RegExp {
  return new RegExp(escapeRegExp(text));
}

/** antd-mobile's built-in texts in the story's locale (the locale the app's Providers give it). */
export function antdTextOf(globals: Record<string, unknown> | undefined): typeof zhCN {
  return localeOf(globals) === 'en-US' ? enUS : zhCN;
}
