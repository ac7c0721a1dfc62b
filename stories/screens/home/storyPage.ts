import type { Meta, StoryObj } from '@storybook/react-vite';

/**
 * SessionExpired ends on /login, the auth area's screen: the play function asserts the toast and
 * the route; the screenshot would only record that other screen.
 */
export function endsOnLogin<S extends StoryObj<Meta>>(story: S): S {
  return {
    ...story,
    parameters: { ...story.parameters, visual: { skip: true, reason: 'ends on /login (auth area); the play function asserts the route' } },
  };
}

type Play = NonNullable<StoryObj<Meta>['play']>;

/**
 * For stories whose play taps a button far down the page (e.g. the retry of the recommended
 * list): the tap's focus scrolls the window by an amount that depends on what had loaded;
 * end at the top so the screenshot is always the same.
 */
export function endAtTop<S extends StoryObj<Meta>>(story: S): S {
  const { play } = story;
  const wrapped: Play = async (context) => {
    await play?.(context);
    window.scrollTo(0, 0);
  };
  return { ...story, play: wrapped };
}
