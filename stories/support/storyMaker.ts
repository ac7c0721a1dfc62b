/**
 * A file's maker for stories that render with their args and check what shows, so each story says
 * only its data and its checks. The play gets the story context plus `t`, the text of the story's locale.
 *
 *   const story = storyMaker<typeof meta>();
 *   export const Plain: Story = story(async ({ canvas, t }) => { ... });
 *   export const Large: Story = story({ args: { size: 'large' } }, async ({ canvas, t, args }) => { ... });
 */
import type { StoryObj } from '@storybook/react-vite';
import { textOf, type StoryText } from './text';

type PlayContext<M> = Parameters<NonNullable<StoryObj<M>['play']>>[0];
/** What a check reads: the story context (canvas, args, globals, ...) and the locale's text. */
export type Look<M> = PlayContext<M> & { t: StoryText };
export type Check<M> = (look: Look<M>) => Promise<void>;
/** Everything of a story but its play: args, parameters, globals, decorators, render. */
export type StoryData<M> = Omit<StoryObj<M>, 'play'>;

export function storyMaker<M>() {
  function story(check: Check<M>): StoryObj<M>;
  function story(data: StoryData<M>, check: Check<M>): StoryObj<M>;
  function story(first: StoryData<M> | Check<M>, second?: Check<M>): StoryObj<M> {
    const data = typeof first === 'function' ? {} : first;
    const check = typeof first === 'function' ? first : second;
    if (!check) throw new Error('a story needs its check');
    return { ...data, play: async (context: PlayContext<M>) => check({ ...context, t: textOf(context.globals) }) } as StoryObj<M>;
  }
  return story;
}
