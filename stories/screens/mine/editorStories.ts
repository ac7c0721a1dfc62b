import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import type { CallSpec } from '@/api/catalogue';
import type { MessageKey } from '@/platform/i18n';
import { actionStories } from '../../support/actionStories';
import { expectLocation, expectRoute, expectToast, page } from '../../support/assertions';
import { endsOn } from '../../support/flows';
import type { Canvas } from '../../support/scenarios';
import type { StoryText } from '../../support/text';
import { textOf } from '../../support/text';
import { answer, dialogSaying } from './settingsSteps';

type AnyStory = StoryObj;

/** What an editor page's stories need to know (src/screens/mine/settings/FieldEditor.tsx). */
export interface EditorStoryOptions<Arg, Result> {
  route: string;
  /** the field's label, in the story's locale */
  label: (t: StoryText) => string;
  /** the value saved now, and its count against the limit ("3/16") */
  saved: string;
  max: number;
  /** what the user types for a save the server accepts, and the check that the server stored it */
  typed: string;
  expectStored: () => Promise<void>;
  /** the save call and the page it returns to when opened directly */
  call: CallSpec<Arg, Result>;
  leavesTo: string;
  savedText: MessageKey;
  /** who logs in again in SaveSessionExpired when it is not the seeded buyer */
  logIn?: { mobile: string };
}

/** The editor's controls, on the page (a dialog may cover the canvas). */
export const editorControls = (label: string, t: StoryText) => ({
  field: () => page().getByRole('textbox', { name: label }),
  save: () => page().getByRole('button', { name: t('mineSettings.editor.save') }),
  count: () => page().getByTestId('field-count'),
  back: () => page().getByRole('button', { name: t('header.back') }),
});

/** The page as it opens: the saved value in the field, its count, save disabled until it changes. */
export async function expectEditorOpen(canvas: Canvas, t: StoryText, options: Pick<EditorStoryOptions<unknown, unknown>, 'label' | 'saved' | 'max'>) {
  const label = options.label(t);
  await canvas.findByRole('form');
  const controls = editorControls(label, t);
  await waitFor(() => expect(controls.field()).toHaveValue(options.saved));
  await expect(controls.count()).toHaveTextContent(`${[...options.saved].length}/${options.max}`);
  await expect(controls.save()).toBeDisabled();
}

async function replaceWith(canvas: Canvas, t: StoryText, label: string, text: string) {
  await canvas.findByRole('form');
  const field = editorControls(label, t).field();
  await userEvent.clear(field);
  if (text) await userEvent.type(field, text);
}

/**
 * An editor page's interaction stories: the save's seven outcomes (actionStories), leaving with
 * changes asks first (and leaving drops them), the value over the limit and under the minimum.
 */
export function editorStories<Arg, Result>(options: EditorStoryOptions<Arg, Result>) {
  const { route, label, typed, max } = options;
  const save = actionStories({
    name: 'Save',
    call: options.call,
    route,
    fill: (canvas, t) => replaceWith(canvas, t, label(t), typed),
    act: async (_canvas, t) => userEvent.click(editorControls(label(t), t).save()),
    expectKept: async (_canvas, t) => {
      const controls = editorControls(label(t), t);
      await waitFor(() => expect(controls.field()).toHaveValue(typed));
      await waitFor(() => expect(controls.save()).toBeEnabled());
    },
    expectBusy: async (_canvas, t) => {
      await expect(await page().findByRole('button', { name: t('mineSettings.editor.saving') })).toBeDisabled();
    },
    expectDone: async (_canvas, t) => {
      await expectRoute(options.leavesTo);
      await expectToast(t(options.savedText));
      await options.expectStored();
    },
    leavesTo: options.leavesTo,
    ...(options.logIn ? { logIn: options.logIn } : {}),
  });

  /** Back with a change: "放弃修改？" asks first; the page and the text stay under it. */
  const DiscardAsks: AnyStory = {
    play: async ({ canvas, globals }) => {
      const t = textOf(globals);
      await replaceWith(canvas, t, label(t), typed);
      await userEvent.click(editorControls(label(t), t).back());
      await dialogSaying(t('form.discardTitle'));
      await expect(editorControls(label(t), t).field()).toHaveValue(typed);
    },
  };

  /** 继续编辑 keeps the text; 放弃 leaves without saving. */
  const DiscardLeaves: AnyStory = {
    parameters: endsOn(options.leavesTo),
    play: async ({ canvas, globals }) => {
      const t = textOf(globals);
      await replaceWith(canvas, t, label(t), typed);
      await userEvent.click(editorControls(label(t), t).back());
      await answer(t('form.discardTitle'), t('form.keepEditing'));
      await expectLocation(route);
      await expect(editorControls(label(t), t).field()).toHaveValue(typed);
      await userEvent.click(editorControls(label(t), t).back());
      await answer(t('form.discardTitle'), t('form.discard'));
      await expectRoute(options.leavesTo);
    },
  };

  /** One character over the limit: the count turns red, the field says by how much at once, save stays off; nothing is cut. */
  const TooLong: AnyStory = {
    play: async ({ canvas, globals }) => {
      const t = textOf(globals);
      const text = '茶'.repeat(max + 1);
      await replaceWith(canvas, t, label(t), text);
      const controls = editorControls(label(t), t);
      await expect(controls.field()).toHaveValue(text);
      await expect(controls.count()).toHaveTextContent(`${max + 1}/${max}`);
      await expect(controls.count()).toHaveAttribute('data-over', 'true');
      await expect(await page().findByRole('alert')).toHaveTextContent(t('form.tooLong', { label: label(t), max, over: 1 }));
      await expect(controls.field()).toHaveAttribute('aria-invalid', 'true');
      await expect(controls.save()).toBeDisabled();
    },
  };

  return { ...save, DiscardAsks, DiscardLeaves, TooLong };
}

/** Under the minimum: said once the field is left, and the save refused before anything is sent (focus back on the field). */
export function tooShortStory(options: Pick<EditorStoryOptions<unknown, unknown>, 'route' | 'label'> & { tooShort: string; min: number }): AnyStory {
  const { route, label, tooShort, min } = options;
  return {
    play: async ({ canvas, globals }) => {
      const t = textOf(globals);
      await replaceWith(canvas, t, label(t), tooShort);
      await userEvent.tab();
      await expect(await page().findByRole('alert')).toHaveTextContent(t('form.tooShort', { label: label(t), min }));
      await userEvent.click(editorControls(label(t), t).save());
      await expect(editorControls(label(t), t).field()).toHaveFocus();
      await expectLocation(route);
    },
  };
}
