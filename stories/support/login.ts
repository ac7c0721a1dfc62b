import { userEvent, waitFor } from 'storybook/test';
import type { Canvas } from './scenarios';
import type { StoryText } from './text';
import '@/platform/i18n/areas/auth';

/** The seeded buyer's login (mocks/data/member.ts: 林清茶, m-10086). */
export const BUYER_MOBILE = '13800138000';
export const BUYER_PASSWORD = 'Tea123456';

/**
 * What a user does on /login after a session expired mid-form: the seeded buyer's mobile and
 * password, the agreement ticked, 登录. The app then returns to `?redirect=`, where the form
 * should come back with what was typed.
 */
export async function logInAgain(canvas: Canvas, t: StoryText, { mobile = BUYER_MOBILE, password = BUYER_PASSWORD } = {}): Promise<void> {
  const mobileField = await waitFor(() => canvas.getByLabelText(t('auth.field.mobile'), { selector: 'input' }));
  await userEvent.clear(mobileField);
  await userEvent.type(mobileField, mobile);
  await userEvent.type(canvas.getByLabelText(t('auth.field.password'), { selector: 'input' }), password);
  const agreement = canvas.getByRole('checkbox');
  if (!(agreement as HTMLInputElement).checked) await userEvent.click(agreement);
  await userEvent.click(canvas.getByRole('button', { name: t('auth.login.submit') }));
}
