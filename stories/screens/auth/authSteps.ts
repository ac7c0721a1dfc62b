import type { Meta, StoryObj } from '@storybook/react-vite';
import MockDate from 'mockdate';
import { expect, userEvent, waitFor } from 'storybook/test';
import { MOCK_SMS_CODE } from '@mocks/data/member';
import type { Canvas } from '../../support/scenarios';

/** Steps shared by the login, register and reset-password stories (what a user does, by label). */

export const BUYER_MOBILE = '13800138000';
export const BUYER_PASSWORD = 'Tea123456';
/** a mobile nobody has registered (buyer service or settlement service) */
export const NEW_MOBILE = '13712345678';
export const SMS_CODE = MOCK_SMS_CODE;

type AnyStory = StoryObj<Meta>;

/** The story router's current path + query. */
export const currentLocation = () => document.querySelector('[data-testid="story-location"]')?.textContent ?? '';

/**
 * The visible input labelled `label`. The kept-alive register page stays in the DOM (hidden)
 * while another page shows, so label queries can see two; the user sees one.
 */
export function field(canvas: Canvas, label: string): HTMLInputElement {
  const visible = canvas.getAllByLabelText(label, { selector: 'input' }).filter((input) => input.checkVisibility());
  if (visible.length !== 1) throw new Error(`expected one visible input labelled ${label}, found ${visible.length}`);
  return visible[0] as HTMLInputElement;
}

/** `field`, waiting for it to appear (after a navigation). */
export function findField(canvas: Canvas, label: string): Promise<HTMLInputElement> {
  return waitFor(() => field(canvas, label));
}

export async function type(canvas: Canvas, label: string, text: string): Promise<void> {
  const input = field(canvas, label);
  await userEvent.clear(input);
  await userEvent.type(input, text);
}

export async function tick(canvas: Canvas): Promise<void> {
  const box = canvas.getByRole('checkbox');
  if (!(box as HTMLInputElement).checked) await userEvent.click(box);
}

export async function fillLogin(canvas: Canvas, { mobile = BUYER_MOBILE, password = BUYER_PASSWORD, agree = true } = {}): Promise<void> {
  await type(canvas, '手机号', mobile);
  await type(canvas, '密码', password);
  if (agree) await tick(canvas);
}

/** Types the mobile and taps 获取验证码; waits until the countdown runs. */
export async function requestCode(canvas: Canvas, mobile: string): Promise<void> {
  await type(canvas, '手机号', mobile);
  await userEvent.click(canvas.getByTestId('send-code'));
  await waitFor(() => expect(canvas.getByTestId('send-code')).toHaveTextContent('重新发送(60s)'));
}

/** A complete register / reset form: code requested and typed, password twice, agreement ticked. */
export async function fillCodeForm(
  canvas: Canvas,
  { mobile, passwordLabel, password = 'Tea2026new', agree = true }: { mobile: string; passwordLabel: string; password?: string; agree?: boolean },
): Promise<void> {
  await requestCode(canvas, mobile);
  await type(canvas, '验证码', SMS_CODE);
  await type(canvas, passwordLabel, password);
  await type(canvas, '确认密码', password);
  if (agree) await tick(canvas);
}

export async function submit(canvas: Canvas, name: string): Promise<void> {
  await userEvent.click(canvas.getByRole('button', { name }));
}

/**
 * Moves the frozen story clock (mockdate) forward. The countdown reads the clock on every tick,
 * so it follows at once, and the screenshot afterwards is as deterministic as before.
 */
export function advanceClock(seconds: number): void {
  MockDate.set(Date.now() + seconds * 1000);
}

/**
 * A standard scenario story of the scenario helper, with the form filled and submitted first:
 * an auth screen only calls its endpoint when the user submits.
 */
export function afterSubmit(story: AnyStory, act: (canvas: Canvas) => Promise<void>): AnyStory {
  const { play } = story;
  return {
    ...story,
    play: async (context) => {
      await act(context.canvas);
      await play?.(context);
    },
  };
}

/** The inline message of a field (the text under it). */
export async function expectFieldError(canvas: Canvas, label: string, message: string | null): Promise<void> {
  const input = field(canvas, label);
  await waitFor(() => {
    if (message === null) return expect(input).not.toHaveAttribute('aria-invalid');
    return expect(input).toHaveAccessibleDescription(message);
  });
}
