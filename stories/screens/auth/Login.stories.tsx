import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { catalogue } from '@/api/catalogue';
import LoginScreen from '@/screens/auth/LoginScreen';
import { expectLocation, expectNoToast, expectRoute, expectToast, expectWebviewWidth } from '../../support/assertions';
import { endsOn } from '../../support/flows';
import { visualModes } from '../../support/modes';
import { screenStories } from '../../support/screenStories';
import { textOf } from '../../support/text';
import { atWidth } from '../../support/viewports';
import { authForm, authPlay, BUYER_MOBILE, BUYER_PASSWORD, submitStories, type AuthAct } from './authSteps';

/**
 * /login: mall-account login (buyer service, no token) with a switch to the settlement-service
 * login (RSA body). Field rules show under the fields; code-0 messages come from the app's toast,
 * a call that got no answer is said in the form.
 */
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
      'Log in with the mall account (mobile + password), or switch to the settlement account (RSA-encrypted body). Field rules show under the fields; a refused login is said once, in the toast, and no answer in the form; success returns to the page that asked for login.',
    calls: [catalogue.login, catalogue.userLogin],
  },
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

/** Logging in with the seeded buyer's mobile and password, then on to /mine. */
const login = submitStories({
  name: 'Login',
  call: catalogue.login,
  route: '/login',
  form: 'login',
  fill: (form) => form.fillLogin(),
  kept: { mobile: BUYER_MOBILE, password: BUYER_PASSWORD },
  leavesTo: '/mine',
  expectDone: async () => {
    await expect(window.localStorage.getItem('sid')).toContain('sid-');
    await expect(window.localStorage.getItem('imToken')).toContain('im-');
  },
  businessMessage: '账号或密码错误',
});
export const LoginSuccess: Story = login.LoginSuccess;
export const LoginBusy: Story = login.LoginBusy;
export const LoginBusinessError: Story = login.LoginBusinessError;
export const LoginNetworkError: Story = login.LoginNetworkError;

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

/** Logging in from /login?redirect=`redirect` lands on `lands` (pathname + search); that page's own stories show it. */
function loginRedirect(redirect: string, lands: string): Story {
  return {
    parameters: { route: `/login?redirect=${encodeURIComponent(redirect)}`, ...endsOn(lands) },
    play: async (context) => {
      const { form, t } = authPlay(context);
      await fillAndSubmit(form, t);
      await expectLocation(lands);
    },
  };
}

/** A guest sent here from a page that needs login goes back to it after logging in. */
export const ReturnsToRedirect: Story = loginRedirect('/mine/pointsHall?tab=today', '/mine/pointsHall?tab=today');

/** A redirect to another site is ignored: the user lands on /mine. */
export const UnsafeRedirectIgnored: Story = loginRedirect('//evil.example.com/steal', '/mine');

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
