import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import MockDate from 'mockdate';
import { expect, userEvent, waitFor } from 'storybook/test';
import type { MessageKey } from '@/platform/i18n';
import type { CallSpec } from '@/api/catalogue';
import { MOCK_SMS_CODE } from '@mocks/data/member';
import { actionStories } from '../../support/actionStories';
import { expectRoute, expectToast } from '../../support/assertions';
import { BUYER_MOBILE, BUYER_PASSWORD } from '../../support/login';
import type { Canvas } from '../../support/scenarios';
import { containing, textOf, type StoryText } from '../../support/text';
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
  /** taps the visible form's submit button, whatever it says (busy or not) */
  pressSubmit(): Promise<void>;
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
    async pressSubmit() {
      const visible = canvas.getAllByRole('button').filter((button) => button.getAttribute('type') === 'submit' && button.checkVisibility());
      if (visible.length !== 1) throw new Error(`expected one visible submit button, found ${visible.length}`);
      await userEvent.click(visible[0] as HTMLElement);
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

type Step = (canvas: Canvas, t: StoryText) => Promise<void>;

/** The form's failure line (FormAlert) says there was no answer: the auth forms tell failures inline. */
export const expectInlineNetworkError: Step = async (canvas, t) => {
  await expect(await canvas.findByTestId('form-alert')).toHaveTextContent(t('auth.error.network'));
};

/**
 * The steps an auth form's submit shares in `actionStories`: the tap on the form's submit button
 * (found whatever it says, so the second tap of the Busy story really lands on the busy button),
 * the busy button with the account type locked, and the network failure said in the form.
 */
export function submitSteps(busyLabel: MessageKey): { act: Step; expectBusy: Step; expectNetworkError: Step } {
  return {
    act: (canvas, t) => authForm(canvas, t).pressSubmit(),
    expectBusy: async (canvas, t) => {
      const busy = await canvas.findByRole('button', { name: containing(t(busyLabel)) });
      await expect(busy).toHaveAttribute('aria-busy', 'true');
      await expect(busy).toHaveAttribute('aria-disabled', 'true');
      await expect(canvas.getByRole('button', { name: t('auth.mode.settlement') })).toBeDisabled();
    },
    expectNetworkError: expectInlineNetworkError,
  };
}

/**
 * A generated BusinessError story with one more check: the app's listener toasted the server's
 * words, so the form says nothing of its own (the failure is told once).
 */
export function toldOnce(story: AnyStory): AnyStory {
  const { play } = story;
  return {
    ...story,
    play: async (context) => {
      await play?.(context);
      await expect(context.canvas.queryByTestId('form-alert')).toBeNull();
    },
  };
}

/**
 * The outcomes an auth form's calls have: SessionExpired and the ForcedOffline stories are left
 * out, because these calls are a guest's, sent without a token: the server has no session to call
 * expired (10001) or taken over (601).
 */
export const GUEST_OUTCOMES = ['Success', 'Busy', 'BusinessError', 'NetworkError'] as const;

/** The auth forms whose submit `submitStories` declares, by their part of the catalogue. */
export type AuthFormName = 'login' | 'register' | 'password';

export interface SubmitStoryOptions<Name extends string, Arg, Result> {
  name: Name;
  call: CallSpec<Arg, Result>;
  route: string;
  /**
   * the form's texts in the catalogue: `auth.<form>.submit` on its submit button,
   * `auth.<form>.submitting` on it while the call runs, `auth.<form>.success` in the toast once it worked
   */
  form: AuthFormName;
  /** fills the form completely */
  fill: (form: AuthForm) => Promise<void>;
  /** what the failure stories expect still typed, by field */
  kept: Partial<Record<FieldLabel, string>>;
  /** once it worked: the page the form leaves for */
  leavesTo: string;
  /** what else the user sees there */
  expectDone: Step;
  businessMessage: string;
}

/**
 * The `actionStories` of an auth form's submit (log in, register, reset): the guest outcomes, the
 * submit steps above, the success toast on the page it leaves for, the fields and the button ready
 * again after a failure, and a refusal told once (the listener's toast, nothing in the form).
 */
export function submitStories<Name extends string, Arg, Result>(options: SubmitStoryOptions<Name, Arg, Result>) {
  const { fill, kept, form: formName, expectDone, ...rest } = options;
  const stories = actionStories({
    ...rest,
    expectDone: async (canvas, t) => {
      await expectToast(t(`auth.${formName}.success`));
      await expectRoute(options.leavesTo);
      await expectDone(canvas, t);
    },
    only: GUEST_OUTCOMES,
    fill: (canvas, t) => fill(authForm(canvas, t)),
    ...submitSteps(`auth.${formName}.submitting`),
    expectKept: async (canvas, t) => {
      const form = authForm(canvas, t);
      for (const [label, value] of Object.entries(kept) as [FieldLabel, string][]) await expect(form.field(label)).toHaveValue(value);
      await waitFor(() => expect(canvas.getByRole('button', { name: t(`auth.${formName}.submit`) })).toHaveAttribute('aria-disabled', 'false'));
    },
  });
  const businessError = `${options.name}BusinessError` as const;
  return { ...stories, [businessError]: toldOnce(stories[businessError]) } as typeof stories;
}

/** What the user does on a form before its call goes out (fill and submit, tap send). */
export type AuthAct = (form: AuthForm, t: StoryText) => Promise<void>;
