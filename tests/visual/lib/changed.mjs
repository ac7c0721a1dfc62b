// `--changed [base]`: shoot only the stories that can look different from the merge base with main,
// the way Chromatic's TurboSnap does. A story is selected when its story file, or any module that
// file imports (transitively, static or dynamic; lib/import-graph.mjs), differs from the base. A
// change to a global input (the Storybook setup and everything the preview renders around every
// story, styles, static images, dependencies, build config) selects every story.
import { execFileSync } from 'node:child_process';
import { buildImportGraph } from './import-graph.mjs';

/** Inputs of every story: a change to one of them means a full run (`dir/**` is a whole folder). */
export const GLOBAL_INPUTS = [
  '.storybook/**',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'vite.config.ts',
  'build/**',
  'test-runner-jest.config.js',
  'tests/visual/fonts.conf',
  'src/styles/**',
  'public/**',
  'mocks/public/**',
];

/** The preview wraps every story: what it runs is a global input too. */
export const PREVIEW_ENTRY = '.storybook/preview.tsx';

/**
 * Modules whose dynamic imports are lazy screens (the route table): a story that renders a screen
 * imports it itself, so these edges are not followed, or every screen would reach every story.
 */
export const LAZY_SCREEN_TABLES = ['src/app/routeTable.ts'];

export function matchesInput(file, pattern) {
  return pattern.endsWith('/**') ? file.startsWith(pattern.slice(0, -2)) : file === pattern;
}

/** Every file reachable from `start`, not following the dynamic imports of `lazyTables`. */
export function reachableFrom(graph, start, lazyTables = []) {
  const seen = new Set();
  const queue = [start];
  while (queue.length) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    const edges = graph.get(file);
    if (!edges) continue;
    queue.push(...edges.static);
    if (!lazyTables.includes(file)) queue.push(...edges.dynamic);
  }
  return seen;
}

/** `./stories/a.stories.tsx` (index.json's importPath) -> `stories/a.stories.tsx` */
export function storyFileOf(story) {
  return story.importPath.replace(/^\.\//, '');
}

/**
 * Which of `stories` ({ id, importPath }) to shoot for `changedFiles` (repository-relative).
 * Returns { all, because, stories }: `all` with the global input that forced it (`because`).
 */
export function selectStories({ graph, stories, changedFiles, globalInputs = GLOBAL_INPUTS, previewEntry = PREVIEW_ENTRY, lazyTables = LAZY_SCREEN_TABLES }) {
  const changed = new Set(changedFiles);
  const globalInput = changedFiles.find((file) => globalInputs.some((pattern) => matchesInput(file, pattern)));
  if (globalInput) return { all: true, because: globalInput, stories };
  const aroundEveryStory = reachableFrom(graph, previewEntry, lazyTables);
  const previewInput = changedFiles.find((file) => aroundEveryStory.has(file));
  if (previewInput) return { all: true, because: `${previewInput} (the preview renders it around every story)`, stories };
  const touched = new Map();
  const isTouched = (storyFile) => {
    if (!touched.has(storyFile)) {
      touched.set(storyFile, [...reachableFrom(graph, storyFile, lazyTables)].some((file) => changed.has(file)));
    }
    return touched.get(storyFile);
  };
  return { all: false, because: null, stories: stories.filter((story) => isTouched(storyFileOf(story))) };
}

function git(root, args) {
  return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
}

/** The files that differ from the merge base of HEAD and `base` (default origin/main, else main), committed or not. */
export function changedFilesSince(root, base) {
  const candidates = base ? [base] : ['origin/main', 'main'];
  const ref = candidates.find((name) => {
    try {
      git(root, ['rev-parse', '--verify', '--quiet', `${name}^{commit}`]);
      return true;
    } catch {
      return false;
    }
  });
  if (!ref) throw new Error(`no ${candidates.join(' or ')} to compare with (git fetch origin main, or name a base: --changed <ref>)`);
  let mergeBase;
  try {
    mergeBase = git(root, ['merge-base', 'HEAD', ref]);
  } catch {
    throw new Error(`HEAD and ${ref} have no merge base here (a shallow clone? git fetch --unshallow, or fetch-depth: 0 in CI)`);
  }
  const lines = (text) => text.split('\n').filter(Boolean);
  const files = new Set([
    ...lines(git(root, ['diff', '--name-only', '--no-renames', mergeBase])),
    ...lines(git(root, ['ls-files', '--others', '--exclude-standard'])),
  ]);
  return { ref, mergeBase, files: [...files].sort() };
}

/** run.mjs's --changed: the selected stories and the line that says what was run and skipped. */
export function selectChangedStories({ root, stories, base }) {
  const { ref, mergeBase, files } = changedFilesSince(root, base);
  const storyFiles = [...new Set(stories.map(storyFileOf))];
  const graph = buildImportGraph(root, [PREVIEW_ENTRY, ...storyFiles]);
  const selection = selectStories({ graph, stories, changedFiles: files });
  const since = `${files.length} changed file(s) since ${ref} (merge base ${mergeBase.slice(0, 10)})`;
  const summary = selection.all
    ? `--changed: ${since}; ${selection.because} is a global input, so all ${stories.length} stories run.`
    : `--changed: ${since}; running ${selection.stories.length} of ${stories.length} stories, skipping ${stories.length - selection.stories.length}.`;
  return { stories: selection.stories, summary };
}
