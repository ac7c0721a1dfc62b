import type { Meta, StoryObj } from '@storybook/react-vite';
import { endsOn } from '../../support/flows';

/** SessionExpired ends on /login, the auth area's screen: the play asserts the toast and the route, the shot records where it ends. */
export function endsOnLogin<S extends StoryObj<Meta>>(story: S): S {
  return { ...story, parameters: { ...story.parameters, ...endsOn('/login') } };
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

/**
 * The story's last frame scrolled to the element with `testId`: a state whose difference from
 * Success is below the fold (the recommended list loading, empty or failed) is what Storybook's
 * canvas and the baseline show first.
 */
/** px between the top of the viewport and the section scrolled to (the fixed header is ~50). */
const SECTION_MARGIN_TOP = 96;

export function endAtSection<S extends StoryObj<Meta>>(story: S, testId: string): S {
  const { play, parameters } = story;
  const wrapped: Play = async (context) => {
    await play?.(context);
    const section = context.canvasElement.querySelector(`[data-testid="${testId}"]`);
    if (!section) throw new Error(`no [data-testid="${testId}"] to scroll to`);
    // its top a little below the fixed header, the end of the section above still in sight
    window.scrollTo(0, section.getBoundingClientRect().top + window.scrollY - SECTION_MARGIN_TOP);
  };
  // the viewport, as the user sees it scrolled there (a whole-page shot would draw the fixed
  // header and tab bar in the middle of the page)
  return { ...story, parameters: { ...parameters, visual: { ...(parameters?.visual as object | undefined), fullPage: false } }, play: wrapped };
}
