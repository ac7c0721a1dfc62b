import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import MockDate from 'mockdate';
import { expect, userEvent, waitFor } from 'storybook/test';
import { MOCK_SMS_CODE } from '@mocks/data/member';
import { BUYER_MOBILE, BUYER_PASSWORD } from '../../support/login';
import type { Canvas } from '../../support/scenarios';
import { textOf, type StoryText } from '../../support/text';
import '@/platform/i18n/areas/auth';

/**
 * Steps shared by the login, register and reset-password stories: what a user does, by the
 * field's label in the story's locale. A play builds the driver once:
 *
 *   play: async ({ canvas, globals }) => {
 *     const t = textOf(globals);
 *     const form = authForm(canvas, t);
 *     await form.type('mobile', '23800138000');
 *     await form.submit(t('auth.login.submit'));
 *     await form.expectFieldError('mobile', t('auth.validation.mobileInvalid'));
 *   }
 */

export { BUYER_MOBILE, BUYER_PASSWORD } from '../../support/login';
/** a mobile nobody has registered (buyer service or settlement service) */
export const NEW_MOBILE = '13712345678';
export const SMS_CODE = MOCK_SMS_CODE;

type AnyStory = StoryObj<Meta>;

/** The auth forms' inputs, by their label key (auth.field.*). */
export type FieldLabel = 'mobile' | 'password' | 'setPassword' | 'newPassword' | 'confirm' | 'code' | 'inviteCode';

/**
 * The visible input labelled `label`. The kept-alive register page stays in the DOM (hidden)
 * while another page shows, so label queries can see two; the user sees one.
 */
function visibleField(canvas: Canvas, label: string): HTMLInputElement {
  const visible = canvas.getAllByLabelText(label, { selector: 'input' }).filter((input) => input.checkVisibility());
  if (visible.length !== 1) throw new Error(`expected one visible input labelled ${label}, found ${visible.length}`);
  return visible[0] as HTMLInputElement;
}

export interface AuthForm {
  /** the visible input of a field */
  field(label: FieldLabel): HTMLInputElement;
  /** `field`, waiting for it to appear (after a navigation) */
  findField(label: FieldLabel): Promise<HTMLInputElement>;
  /** clears the field and types `text` */
  type(label: FieldLabel, text: string): Promise<void>;
  /** ticks the agreement (if not ticked yet) */
  tick(): Promise<void>;
  /** mobile and password of the login form, and the tick */
  fillLogin(values?: { mobile?: string; password?: string; agree?: boolean }): Promise<void>;
  /** taps the send-code button */
  tapSendCode(): Promise<void>;
  /** types the mobile and taps the send-code button; waits until the countdown runs */
  requestCode(mobile: string): Promise<void>;
  /** a complete register / reset form: code requested and typed, password twice, agreement ticked */
  fillCodeForm(values: { mobile: string; passwordLabel: FieldLabel; password?: string; agree?: boolean }): Promise<void>;
  /** taps the button named `name` */
  submit(name: string): Promise<void>;
  /** the inline message of a field (the text under it); null: no message */
  expectFieldError(label: FieldLabel, message: string | null): Promise<void>;
}

export function authForm(canvas: Canvas, t: StoryText): AuthForm {
  const label = (name: FieldLabel) => t(`auth.field.${name}`);
  const form: AuthForm = {
    field: (name) => visibleField(canvas, label(name)),
    findField: (name) => waitFor(() => form.field(name)),
    async type(name, text) {
      const input = form.field(name);
      await userEvent.clear(input);
      await userEvent.type(input, text);
    },
    async tick() {
      const box = canvas.getByRole('checkbox');
      if (!(box as HTMLInputElement).checked) await userEvent.click(box);
    },
    async fillLogin({ mobile = BUYER_MOBILE, password = BUYER_PASSWORD, agree = true } = {}) {
      await form.type('mobile', mobile);
      await form.type('password', password);
      if (agree) await form.tick();
    },
    async tapSendCode() {
      await userEvent.click(canvas.getByTestId('send-code'));
    },
    async requestCode(mobile) {
      await form.type('mobile', mobile);
      await form.tapSendCode();
      await waitFor(() => expect(canvas.getByTestId('send-code')).toHaveTextContent(t('auth.code.resendIn', { seconds: 60 })));
    },
    async fillCodeForm({ mobile, passwordLabel, password = 'Tea2026new', agree = true }) {
      await form.requestCode(mobile);
      await form.type('code', SMS_CODE);
      await form.type(passwordLabel, password);
      await form.type('confirm', password);
      if (agree) await form.tick();
    },
    async submit(name) {
      await userEvent.click(canvas.getByRole('button', { name }));
    },
    async expectFieldError(name, message) {
      const input = form.field(name);
      await waitFor(() => {
        if (message === null) return expect(input).not.toHaveAttribute('aria-invalid');
        return expect(input).toHaveAccessibleDescription(message);
      });
    },
  };
  return form;
}

/** A play's form driver and text, from its context. */
export function authPlay(context: Pick<StoryContext, 'canvas' | 'globals'>): { form: AuthForm; t: StoryText } {
  const t = textOf(context.globals);
  return { form: authForm(context.canvas, t), t };
}

/**
 * Moves the frozen story clock (mockdate) forward. The countdown reads the clock on every tick,
 * so it follows at once, and the screenshot afterwards is as deterministic as before.
 */
export function advanceClock(seconds: number): void {
  MockDate.set(Date.now() + seconds * 1000);
}

/** What the user does before a standard scenario's call goes out (fill and submit, tap send). */
export type AuthAct = (form: AuthForm, t: StoryText) => Promise<void>;

/**
 * A standard scenario story of the scenario helper, with the form filled and submitted first:
 * an auth screen only calls its endpoint when the user submits.
 */
export function afterSubmit(story: AnyStory, act: AuthAct): AnyStory {
  const { play } = story;
  return {
    ...story,
    play: async (context) => {
      const { form, t } = authPlay(context);
      await act(form, t);
      await play?.(context);
    },
  };
}
