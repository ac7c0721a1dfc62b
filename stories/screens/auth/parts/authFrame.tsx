import type { Decorator } from '@storybook/react-vite';
import { useState, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { expect, waitFor } from 'storybook/test';
import { useI18n, type Locale } from '@/platform/i18n';
import { authStyles, SubmitButton } from '@/screens/auth/AuthForm';
import { useAuthForm, type FieldBinding, type Rules } from '@/screens/auth/useAuthForm';
import type { ValidationKey } from '@/screens/auth/validation';
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

/**
 * The control of a field part's `error` arg: none (the form's live message), or one of `keys`
 * forced; `description` says it in the Docs table.
 */
export function forcedMessage(keys: readonly ValidationKey[], description = 'forces a message') {
  return { control: 'select' as const, options: [undefined, ...keys], description };
}

/**
 * What every part's meta shares: the auth page around the part, and a render that mounts the part's
 * harness afresh (its held state starting over) when a control changes a value it starts from.
 *
 *   const meta = { title: 'Screens/Auth/Parts/MobileField', component: MobileField, args, argTypes,
 *     ...partFrame(MobileFieldInForm, ['value', 'error']) } satisfies Meta<typeof MobileField>;
 */
export function partFrame<A extends object>(Harness: ComponentType<A>, startsFrom: readonly (keyof A)[]): { decorators: Decorator[]; render: (args: A) => ReactElement } {
  return {
    decorators: [authFrame],
    render: (args) => <Harness key={startsFrom.map((name) => String(args[name] ?? '')).join('-')} {...args} />,
  };
}

/** A controlled part's value held the way a screen holds it; each change is also reported (the story's spy). */
export function useHeld<T>(initial: T, report: (next: T) => void): [T, (next: T) => void] {
  const [value, setValue] = useState(initial);
  return [
    value,
    (next) => {
      setValue(next);
      report(next);
    },
  ];
}

type FieldInFormProps = Pick<FieldBinding, 'value' | 'error' | 'onChange' | 'onBlur'> & {
  /** the screens' rule for the field's value */
  rule: (value: string) => ValidationKey | null;
  /** the form's own submit button (下一步), for the stories that submit */
  withNext?: boolean;
  /** the part, given the binding the screens give it */
  children: (field: FieldBinding) => ReactNode;
};

/**
 * One text field wired the way login, register and reset password wire theirs (useAuthForm): its
 * message once the user has left it with something typed, or submitted, gone as soon as the value
 * is right. An `error` set in the controls is shown as is; every change and leave is also reported.
 */
export function FieldInForm({ value, error, onChange, onBlur, rule, withNext = true, children }: FieldInFormProps) {
  const [rules] = useState<Rules<{ field: string }>>(() => ({ field: (values) => rule(values.field) }));
  const form = useAuthForm({ field: value }, rules);
  const field = form.bind('field');
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        form.validateAll();
      }}
    >
      {children({
        ...field,
        error: error ?? field.error,
        onChange: (next) => {
          onChange(next);
          field.onChange(next);
        },
        onBlur: () => {
          onBlur();
          field.onBlur();
        },
      })}
      {withNext && <NextButton />}
    </form>
  );
}

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
