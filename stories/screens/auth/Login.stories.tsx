import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import { catalogue } from '@/api/catalogue';
import LoginScreen from '@/screens/auth/LoginScreen';
import { anyOrigin } from '@mocks/envelope';
import { scenario } from '@mocks/scenarios';
import { expectLocation, expectNoToast, expectRoute, expectToast, expectWebviewWidth } from '../../support/assertions';
import { visualModes } from '../../support/modes';
import { screenStories } from '../../support/screenStories';
import { containing, textOf } from '../../support/text';
import { atWidth } from '../../support/viewports';
import { afterSubmit, authForm, authPlay, BUYER_MOBILE, type AuthAct } from './authSteps';

/**
 * /login: mall-account login (buyer service, no token) with a switch to the settlement-service
 * login (RSA body). Field rules show under the fields; code-0 messages come from the app's toast.
 */
const loginPath = catalogue.login.path;

const fillAndSubmit: AuthAct = async (form, t) => {
  await form.fillLogin();
  await form.submit(t('auth.login.submit'));
};

const screen = screenStories({
  component: LoginScreen,
  route: '/login',
  session: 'guest',
  docs: {
    summary:
      'Log in with the mall account (mobile + password or SMS code), or switch to the settlement account (RSA-encrypted body). Field rules show under the fields; a refused login is said once, in the toast; success returns to the page that asked for login.',
    calls: [catalogue.sendMessage, catalogue.userLogin, catalogue.settlementSendMessage],
  },
  scenarios: {
    call: catalogue.login,
    businessMessage: '账号或密码错误',
    businessToast: true,
    expectSuccess: async (canvas, t) => {
      const form = authForm(canvas, t);
      await form.fillLogin();
      await form.submit(t('auth.login.submit'));
      await expectToast(t('auth.login.success'));
      await expectRoute('/mine');
      await expect(window.localStorage.getItem('sid')).toContain('sid-');
      await expect(window.localStorage.getItem('imToken')).toContain('im-');
    },
  },
  // Success lands on /mine: Initial, the form, is shot in en-US and at 320 instead
  widths: null,
  variants: {
    /** en-US, with the messages of an empty submit. */
    English: async (canvas, t) => {
      await expect(canvas.getByRole('heading', { name: t('auth.brand.welcome') })).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: t('auth.login.submit') }));
      await expect(authForm(canvas, t).field('mobile')).toHaveAccessibleDescription(t('auth.validation.mobileRequired'));
      await expect(canvas.getByText(t('auth.validation.agreementRequired'))).toBeVisible();
    },
  },
});

const meta = { title: 'Screens/Auth/Login', ...screen.meta } satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * 10001 and 601 send the user to /login, where this screen already is: the app stays put, so the
 * way back (?redirect=) is kept for after the next login.
 */
function sentBackToLogin(story: StoryObj<Meta>): Story {
  return {
    ...story,
    parameters: { ...story.parameters, route: '/login?redirect=%2Fmine' },
    play: async (context) => {
      await story.play?.(context);
      await expectLocation('/login?redirect=%2Fmine');
    },
  };
}

export const Success: Story = screen.Success;
export const BusinessError: Story = afterSubmit(screen.BusinessError, fillAndSubmit);
export const SessionExpired: Story = sentBackToLogin(afterSubmit(screen.SessionExpired, fillAndSubmit));
export const ForcedOffline: Story = sentBackToLogin(afterSubmit(screen.ForcedOffline, fillAndSubmit));
export const ForcedOfflineGotIt: Story = sentBackToLogin(afterSubmit(screen.ForcedOfflineGotIt, fillAndSubmit));

/**
 * The form as it first opens; also shot in en-US and at 320, where the agreement line wraps (at 414
 * the form only stretches).
 */
export const Initial: Story = {
  parameters: visualModes({ widths: [320] }),
  play: async ({ canvas, globals }) => {
    const { t } = authPlay({ canvas, globals });
    await expect(canvas.getByRole('heading', { name: t('auth.brand.welcome') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('auth.mode.member') })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('link', { name: t('auth.agreement.user') })).toHaveAttribute('href', '/agreement');
    await expect(canvas.getByRole('link', { name: t('auth.agreement.privacy') })).toHaveAttribute('href', '/privacy');
    await expect(canvas.getByRole('link', { name: t('auth.login.toRegister') })).toHaveAttribute('href', '/register');
    await expect(canvas.getByRole('link', { name: t('auth.login.forgot') })).toHaveAttribute('href', '/password');
  },
};

let loginCalls = 0;
/** Submitting: the button is busy and disabled; a double tap sends one request. */
export const Submitting: Story = {
  parameters: {
    msw: {
      handlers: {
        scenario: [
          http.post(anyOrigin(loginPath), async () => {
            loginCalls += 1;
            await delay('infinite');
            return HttpResponse.error();
          }),
        ],
      },
    },
    pendingRequests: [loginPath],
  },
  play: async (context) => {
    const { canvas } = context;
    const { form, t } = authPlay(context);
    loginCalls = 0;
    await form.fillLogin();
    await userEvent.dblClick(canvas.getByRole('button', { name: t('auth.login.submit') }));
    const busy = await canvas.findByRole('button', { name: containing(t('auth.login.submitting')) });
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: t('auth.mode.settlement') })).toBeDisabled();
    await waitFor(() => expect(loginCalls).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(loginCalls).toBe(1);
  },
};

/** Nothing typed: every field says what is missing, and the first one gets the focus. */
export const ValidationRequired: Story = {
  play: async (context) => {
    const { form, t } = authPlay(context);
    await form.submit(t('auth.login.submit'));
    await form.expectFieldError('mobile', t('auth.validation.mobileRequired'));
    await form.expectFieldError('password', t('auth.validation.passwordRequired'));
    await expect(context.canvas.getByText(t('auth.validation.agreementRequired'))).toBeVisible();
    await expect(form.field('mobile')).toHaveFocus();
    await expectLocation('/login');
  },
};

/** Wrong formats: a mobile not starting with 1, a short password, then a password without digits. */
export const ValidationBadFormat: Story = {
  play: async (context) => {
    const { form, t } = authPlay(context);
    await form.type('mobile', '23800138000');
    await form.type('password', 'Tea12');
    await form.tick();
    await form.submit(t('auth.login.submit'));
    await form.expectFieldError('mobile', t('auth.validation.mobileInvalid'));
    await form.expectFieldError('password', t('auth.validation.passwordLength'));
    // the message follows the value: fixing the mobile clears it, a letters-only password says so
    await form.type('mobile', '13800138000');
    await form.expectFieldError('mobile', null);
    await form.type('password', 'Longjingtea');
    await form.expectFieldError('password', t('auth.validation.passwordWeak'));
  },
};

/** A short mobile shows its message once the field is left (not while typing). */
export const ValidationOnBlur: Story = {
  play: async (context) => {
    const { form, t } = authPlay(context);
    await form.type('mobile', '1380013');
    await form.expectFieldError('mobile', null);
    await userEvent.click(form.field('password'));
    await form.expectFieldError('mobile', t('auth.validation.mobileInvalid'));
  },
};

/** The agreement is not ticked: nothing is sent until it is. */
export const AgreementNotTicked: Story = {
  play: async (context) => {
    const { form, t } = authPlay(context);
    await form.fillLogin({ agree: false });
    await form.submit(t('auth.login.submit'));
    const checkbox = context.canvas.getByRole('checkbox', { name: t('auth.agreement.checkbox') });
    await expect(checkbox).toHaveAccessibleDescription(t('auth.validation.agreementRequired'));
    await expect(checkbox).toHaveFocus();
    await expectNoToast();
    await expectLocation('/login');
  },
};

/** Wrong password (real mock backend): the server's message is toasted once, what was typed stays. */
export const WrongPassword: Story = {
  play: async (context) => {
    const { form, t } = authPlay(context);
    await form.fillLogin({ password: 'Tea000000' });
    await form.submit(t('auth.login.submit'));
    await expectToast('账号或密码错误');
    await expect(context.canvas.queryByTestId('form-alert')).toBeNull();
    await expect(form.field('mobile')).toHaveValue(BUYER_MOBILE);
    await expect(form.field('password')).toHaveValue('Tea000000');
    await expect(context.canvas.getByRole('button', { name: t('auth.login.submit') })).toHaveAttribute('aria-disabled', 'false');
    await expectLocation('/login');
  },
};

/** Network failure: an inline message (nobody else shows one), the form kept for another try. */
export const NetworkError: Story = {
  parameters: {
    msw: { handlers: { scenario: [scenario.networkError(catalogue.login)] } },
    allowConsoleErrors: ['net::ERR_FAILED'],
  },
  play: async (context) => {
    const { form, t } = authPlay(context);
    await fillAndSubmit(form, t);
    await expect(await context.canvas.findByTestId('form-alert')).toHaveTextContent(t('auth.error.network'));
    await expect(form.field('password')).toHaveValue('Tea123456');
    await expect(context.canvas.getByRole('button', { name: t('auth.login.submit') })).toHaveAttribute('aria-disabled', 'false');
  },
};

/** A guest sent here from a page that needs login goes back to it after logging in. */
export const ReturnsToRedirect: Story = {
  parameters: { route: '/login?redirect=%2Fmine%2FpointsHall%3Ftab%3Dtoday' },
  play: async (context) => {
    const { form, t } = authPlay(context);
    await fillAndSubmit(form, t);
    await expectRoute('/mine/pointsHall');
    await expectLocation('/mine/pointsHall?tab=today');
  },
};

/** A redirect to another site is ignored: the user lands on /mine. */
export const UnsafeRedirectIgnored: Story = {
  parameters: { route: '/login?redirect=%2F%2Fevil.example.com%2Fsteal' },
  play: async (context) => {
    const { form, t } = authPlay(context);
    await fillAndSubmit(form, t);
    await expectRoute('/mine');
  },
};

/** The settlement account: RSA-encrypted login on the settlement service, its own result page. */
export const SettlementLogin: Story = {
  play: async (context) => {
    const { canvas } = context;
    const { form, t } = authPlay(context);
    await userEvent.click(canvas.getByRole('button', { name: t('auth.mode.settlement') }));
    await expect(canvas.getByText(t('auth.mode.settlementHint'))).toBeVisible();
    await fillAndSubmit(form, t);
    const result = await canvas.findByTestId('settlement-logged-in');
    await expect(result).toHaveTextContent(t('auth.login.settlementSuccessTitle'));
    await expect(result).toHaveTextContent(t('auth.login.settlementSuccessBody', { mobile: '138****8000' }));
    // the settlement account is not a mall session
    await expect(window.localStorage.getItem('sid')).toBeNull();
  },
};

/** Settlement login with a wrong password: the service's message, toasted once. */
export const SettlementWrongPassword: Story = {
  play: async (context) => {
    const { canvas } = context;
    const { form, t } = authPlay(context);
    await userEvent.click(canvas.getByRole('button', { name: t('auth.mode.settlement') }));
    await form.fillLogin({ password: 'Wrong2026' });
    await form.submit(t('auth.login.submit'));
    await expectToast('账号或密码错误');
    await expect(canvas.getByRole('button', { name: t('auth.mode.settlement') })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** The mobile and the tick survive a look at the agreement (the password is never kept). */
export const KeepsDraftAcrossAgreement: Story = {
  play: async (context) => {
    const { canvas } = context;
    const { form, t } = authPlay(context);
    await form.fillLogin();
    await userEvent.click(canvas.getByRole('link', { name: t('auth.agreement.user') }));
    await expectRoute('/agreement');
    await userEvent.click(await canvas.findByRole('button', { name: t('header.back') }));
    await expectRoute('/login');
    await expect(await form.findField('mobile')).toHaveValue(BUYER_MOBILE);
    await expect(canvas.getByRole('checkbox')).toBeChecked();
    await expect(form.field('password')).toHaveValue('');
  },
};

export const English: Story = screen.English;

/**
 * A 320 px webview: the agreement line breaks between words, never inside a document title in
 * book-title marks (《隐私政 / 策》); each title is one line box.
 */
export const Narrow320: Story = {
  ...atWidth(320, { visual: { skip: true, reason: 'the frame of Initial@320; the play checks the line boxes' } }),
  play: async ({ canvas, globals }) => {
    await expectWebviewWidth(320);
    const t = textOf(globals);
    for (const name of [t('auth.agreement.user'), t('auth.agreement.privacy')]) {
      const link = await canvas.findByRole('link', { name });
      await expect(link.getClientRects()).toHaveLength(1);
    }
  },
};

/** Typing in a field: its label stays in the text colour (red is for errors only), and no error shows. */
export const TypingLabelStaysNeutral: Story = {
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    const form = authForm(canvas, t);
    await userEvent.click(form.field('mobile'));
    await userEvent.keyboard('138');
    const label = canvas.getByText(t('auth.field.mobile'), { selector: 'label' });
    const text = getComputedStyle(document.body).color;
    await expect(getComputedStyle(label).color).toBe(text);
    await expect(form.field('mobile')).not.toHaveAttribute('aria-invalid');
  },
};
