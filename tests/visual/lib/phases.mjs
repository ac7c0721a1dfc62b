// Where the story visits' time went: each story's line carries its `phases` (ms spent reading the
// story, rendering and playing it, on screenshots, axe, and the replay in the other locale; see
// .storybook/test-runner.ts), and the run's summary prints their means, so a change to the runner
// shows what it saved.

/**
 * The mean of every phase over the story lines that have them (mode lines have none):
 * `load 12 ms, play 410 ms, visual 230 ms, axe 150 ms, replay 300 ms`, or null when none is timed.
 * @param {{ phases?: Record<string, number> }[]} storyLines
 */
export function phaseMeans(storyLines) {
  const timed = storyLines.filter((result) => result.phases);
  if (!timed.length) return null;
  const names = [...new Set(timed.flatMap((result) => Object.keys(result.phases)))];
  const mean = (name) => Math.round(timed.reduce((sum, result) => sum + (result.phases[name] ?? 0), 0) / timed.length);
  return names.map((name) => `${name} ${mean(name)} ms`).join(', ');
}
