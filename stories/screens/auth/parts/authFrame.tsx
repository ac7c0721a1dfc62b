import type { Decorator } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { useI18n, type Locale } from '@/platform/i18n';
import { authStyles, SubmitButton } from '@/screens/auth/AuthForm';
import type { Canvas } from '../../../support/scenarios';
import { localeOf } from '../../../support/text';

/**
 * The white auth page and its content column, as AuthPage lays them out (without the header):
 * the fields read their label width and brand colour from the page, whose `data-locale` widens
 * the label column in English.
 */
export const authFrame: Decorator = (Story, { globals }) => (
  <div className={authStyles.page} data-locale={localeOf(globals)}>
    <div className={authStyles.main}>{Story()}</div>
  </div>
);

/** The input labelled `label`. */
export function input(canvas: Canvas, label: string): HTMLInputElement {
  return canvas.getByLabelText(label, { selector: 'input' });
}

/** The message under a field, as a screen reader reads it (aria-describedby); null: no message. */
export async function expectMessage(canvas: Canvas, label: string, message: string | null): Promise<void> {
  const field = input(canvas, label);
  await waitFor(() => {
    if (message === null) return expect(field).not.toHaveAttribute('aria-invalid');
    return expect(field).toHaveAccessibleDescription(message);
  });
  if (message !== null) await expect(canvas.getByText(message)).toBeVisible();
}

const nextLabel: Record<Locale, string> = { 'zh-CN': '下一步', 'en-US': 'Next' };

/** The harness button's label in the story's locale (plays: `nextLabelOf(globals)`). */
export function nextLabelOf(globals: Record<string, unknown>): string {
  return nextLabel[localeOf(globals)];
}

/** The harness forms' own submit button (the screens say 登录 / 注册 / 确认重置). */
export function NextButton() {
  const { locale } = useI18n();
  return <SubmitButton busy={false} label={nextLabel[locale]} busyLabel={nextLabel[locale]} />;
}
