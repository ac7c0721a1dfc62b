// What the story suite would cost once every route has its screen: printed with every run's
// summary, so the suite's growth is seen before it happens. Screens bring their stories (a
// screen's own and its parts', titled Screens/...); components, the app shell and the docs do not
// grow with the routes.

import { parseRouteTable } from '../../../scripts/lib/route-table.mjs';

/**
 * @param {{ title: string }[]} stories every tested story of the build (the whole index, whatever
 *   this run selected), so a run of a few stories projects the same suite as a full one
 * @param {{ specifier: string | null }[]} routes the route table (scripts/lib/route-table.mjs):
 *   a route with a specifier has its screen, the others show the coming-soon page
 * @param {number} secondsPerStory this run's story time per story, on this machine
 */
export function suiteProjection(stories, routes, secondsPerStory) {
  const built = routes.filter((route) => route.specifier).length;
  const screenStories = stories.filter((story) => story.title.startsWith('Screens/')).length;
  const others = stories.length - screenStories;
  const projected = built ? Math.round(others + (screenStories * routes.length) / built) : stories.length;
  return { routes: routes.length, built, stories: stories.length, projected, seconds: projected * secondsPerStory };
}

/** One summary line: `at 89 routes (25 built): ~2380 stories x 0.46 s = 18.2 min of story run`. */
export function formatProjection({ routes, built, projected, seconds }, secondsPerStory) {
  return `projection at ${routes} routes (${built} built): ~${projected} stories x ${secondsPerStory.toFixed(2)} s = ${(seconds / 60).toFixed(1)} min of story run (this run's locales, this machine)`;
}

/** Prints the projection line for a run of `ran` stories that took `testSeconds` (nothing for an empty run). */
export function printProjection(stories, ran, testSeconds) {
  if (!ran) return;
  const perStory = testSeconds / ran;
  console.log(formatProjection(suiteProjection(stories, parseRouteTable(), perStory), perStory));
}
