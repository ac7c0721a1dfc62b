import { expect, userEvent } from 'storybook/test';
import type { MessageKey } from '@/platform/i18n';
import type { Canvas } from '../../../support/scenarios';
import { textOf, type StoryText } from '../../../support/text';
import { expectMessage, input, nextLabelOf } from './authFrame';
import '@/platform/i18n/areas/auth';

/** What a field part's story is played with: the part's args (a spied onChange among them). */
type FieldArgs = { onChange: (value: string) => void };
type PlayContext<A> = { canvas: Canvas; args: A; globals: Record<string, unknown> };

/** What a field story's play works with, besides the canvas, args and text. */
export interface FieldPlay<A> {
  canvas: Canvas;
  args: A;
  t: StoryText;
  /** the input under test */
  field: () => HTMLInputElement;
  /** the message under it, as a screen reader reads it; null: none */
  expectMessage: (message: string | null) => Promise<void>;
  /** taps the harness's 下一步 */
  submit: () => Promise<void>;
}

/**
 * The plays the text-field parts (mobile, code, password) share, for the field labelled `labelOf`:
 * `steps` makes a play that is handed the field and its message; the others are whole stories
 * that differ only in their data (what is typed or pasted, what stays, what is said).
 *
 *   const mobile = fieldPlays<MobileFieldProps>((t) => t('auth.field.mobile'));
 *   export const KeepsDigitsOnly: Story = mobile.typed('138 0013-8000', '13800138000', null);
 */
export function fieldPlays<A extends FieldArgs>(labelOf: (t: StoryText, args: A) => string) {
  const steps =
    (body: (story: FieldPlay<A>) => Promise<void>) =>
    async ({ canvas, args, globals }: PlayContext<A>): Promise<void> => {
      const t = textOf(globals);
      const label = labelOf(t, args);
      await body({
        canvas,
        args,
        t,
        field: () => input(canvas, label),
        expectMessage: (message) => expectMessage(canvas, label, message),
        submit: () => userEvent.click(canvas.getByRole('button', { name: nextLabelOf(globals) })),
      });
    };

  return {
    steps,

    /** Typing `typed` leaves `kept` in the field (and reports it); leaving the field shows `message` (null: none). */
    typed: (typed: string, kept: string, message: MessageKey | null) => ({
      play: steps(async ({ args, t, field, expectMessage }) => {
        await userEvent.type(field(), typed);
        await expect(field()).toHaveValue(kept);
        await expect(args.onChange).toHaveBeenLastCalledWith(kept);
        await userEvent.tab();
        await expectMessage(message && t(message));
      }),
    }),

    /** Each of `pasted` pasted into the field leaves `kept` (and reports it). */
    pasted: (pasted: readonly string[], kept: string) => ({
      play: steps(async ({ args, field }) => {
        for (const text of pasted) {
          await userEvent.clear(field());
          await userEvent.click(field());
          await userEvent.paste(text);
          await expect(field()).toHaveValue(kept);
        }
        await expect(args.onChange).toHaveBeenLastCalledWith(kept);
      }),
    }),

    /** Submitting with nothing typed: `message` under the field, which is invalid and has the focus. */
    requiredOnSubmit: (message: MessageKey) => ({
      play: steps(async ({ t, field, expectMessage, submit }) => {
        await submit();
        await expectMessage(t(message));
        await expect(field()).toHaveFocus();
        await expect(field()).toHaveAttribute('aria-invalid', 'true');
      }),
    }),
  };
}
