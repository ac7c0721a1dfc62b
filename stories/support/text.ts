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
 */
export type StoryText = (key: MessageKey, params?: Record<string, string | number>) => string;

export function localeOf(globals: Record<string, unknown> | undefined): Locale {
  return globals?.locale === 'en-US' ? 'en-US' : 'zh-CN';
}

export function textOf(globals: Record<string, unknown> | undefined): StoryText {
  const locale = localeOf(globals);
  return (key, params) => translate(locale, key, params);
}
