/** --changed (tests/visual/lib/changed.mjs, import-graph.mjs): which stories a change can reach. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { matchesInput, reachableFrom, selectStories } from '../../visual/lib/changed.mjs';
import { buildImportGraph, importsOf, type ImportGraph } from '../../visual/lib/import-graph.mjs';

/** A small app: a preview around every story, a lazy route table, two screens, a shared component. */
function fixtureGraph(): ImportGraph {
  const edges: Record<string, { static?: string[]; dynamic?: string[] }> = {
    '.storybook/preview.tsx': { static: ['stories/support/StoryApp.tsx', 'src/styles/global.css'] },
    'stories/support/StoryApp.tsx': { static: ['src/app/routeTable.ts', 'src/platform/i18n.ts'] },
    'src/platform/i18n.ts': { dynamic: ['src/platform/en-US.ts'] },
    'src/app/routeTable.ts': { dynamic: ['src/screens/HomeScreen.tsx', 'src/screens/CartScreen.tsx'] },
    'stories/Home.stories.tsx': { static: ['src/screens/HomeScreen.tsx', 'stories/support/scenarios.ts'] },
    'stories/Cart.stories.tsx': { static: ['src/screens/CartScreen.tsx', 'stories/support/scenarios.ts'] },
    'stories/Price.stories.tsx': { static: ['src/components/Price.tsx'] },
    'src/screens/HomeScreen.tsx': { static: ['src/components/GoodsCard.tsx'], dynamic: ['src/screens/home/Popup.tsx'] },
    'src/screens/CartScreen.tsx': { static: ['src/components/Price.tsx', 'src/screens/Cart.module.css'] },
    'src/components/GoodsCard.tsx': { static: ['src/components/Price.tsx'] },
  };
  return new Map(Object.entries(edges).map(([file, e]) => [file, { static: e.static ?? [], dynamic: e.dynamic ?? [] }]));
}

const STORIES = [
  { id: 'home--success', importPath: './stories/Home.stories.tsx' },
  { id: 'home--empty', importPath: './stories/Home.stories.tsx' },
  { id: 'cart--success', importPath: './stories/Cart.stories.tsx' },
  { id: 'price--plain', importPath: './stories/Price.stories.tsx' },
];

function select(changedFiles: string[]) {
  const selection = selectStories({ graph: fixtureGraph(), stories: STORIES, changedFiles, lazyTables: ['src/app/routeTable.ts'] });
  return { all: selection.all, because: selection.because, ids: selection.stories.map((story) => story.id) };
}

describe('--changed: the stories a change reaches', () => {
  it('selects the stories whose story file changed', () => {
    expect(select(['stories/Cart.stories.tsx'])).toEqual({ all: false, because: null, ids: ['cart--success'] });
  });

  it('follows imports transitively, static and dynamic', () => {
    expect(select(['src/components/Price.tsx']).ids).toEqual(['home--success', 'home--empty', 'cart--success', 'price--plain']);
    expect(select(['src/components/GoodsCard.tsx']).ids).toEqual(['home--success', 'home--empty']);
    expect(select(['src/screens/home/Popup.tsx']).ids).toEqual(['home--success', 'home--empty']);
    expect(select(['src/screens/Cart.module.css']).ids).toEqual(['cart--success']);
  });

  it('skips every story for a file no story reaches', () => {
    expect(select(['README.md', 'tests/e2e/journey.e2e.ts'])).toEqual({ all: false, because: null, ids: [] });
  });

  it('does not let the lazy route table make every screen reach every story', () => {
    expect(select(['src/screens/CartScreen.tsx']).ids).toEqual(['cart--success']);
  });

  it('runs everything for a global input or anything the preview renders around every story', () => {
    for (const file of ['.storybook/preview.tsx', 'package-lock.json', 'src/styles/global.css', 'public/images/a.png', 'mocks/public/images/b.png', 'vite.config.ts']) {
      expect(select([file])).toMatchObject({ all: true, because: file, ids: STORIES.map((story) => story.id) });
    }
    const routeTable = select(['src/app/routeTable.ts']);
    expect(routeTable.all).toBe(true);
    expect(routeTable.because).toBe('src/app/routeTable.ts (the preview renders it around every story)');
    // the preview's own lazy import (a catalogue loaded on demand) is around every story too
    expect(select(['src/platform/en-US.ts']).all).toBe(true);
  });

  it('matches folders and single files', () => {
    expect(matchesInput('.storybook/runner/axe.ts', '.storybook/**')).toBe(true);
    expect(matchesInput('.storybook-old/x', '.storybook/**')).toBe(false);
    expect(matchesInput('package.json', 'package.json')).toBe(true);
    expect(reachableFrom(fixtureGraph(), 'stories/Price.stories.tsx')).toEqual(new Set(['stories/Price.stories.tsx', 'src/components/Price.tsx']));
  });
});

describe('--changed: the import graph', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });

  it('reads static, re-exported, dynamic and glob imports, and no type-only ones', () => {
    const source = [
      "import type { Props } from './types';",
      "import { a, type B } from './a';",
      "import './side-effect.css';",
      "export { c } from './c';",
      "export type { D } from './d';",
      "const lazy = () => import('./lazy');",
      'const areas = import.meta.glob(\'./areas/*.ts\', { eager: true });',
      'export const view = <div>{a}{lazy.name}{Object.keys(areas).length}</div>;',
    ].join('\n');
    expect(importsOf('x.tsx', source)).toEqual({ static: ['./a', './side-effect.css', './c'], dynamic: ['./lazy'], globs: ['./areas/*.ts'] });
  });

  it('resolves relative, aliased and glob imports to repository files', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'changed-graph-'));
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(dir!, file)), { recursive: true });
      fs.writeFileSync(path.join(dir!, file), text);
    };
    write('tsconfig.json', JSON.stringify({ compilerOptions: { baseUrl: '.', paths: { '@/*': ['./src/*'] } } }));
    write('stories/A.stories.tsx', "import { A } from '@/A';\nimport 'react';\nexport default { component: A };\n");
    write('src/A.tsx', "import { t } from './i18n';\nexport const A = () => <p>{t}</p>;\nexport const more = () => import('./More');\n");
    write('src/More.tsx', 'export const More = 1;\n');
    write('src/i18n/index.ts', "export const t = Object.keys(import.meta.glob('./areas/*.en.ts'));\n");
    write('src/i18n/areas/cart.en.ts', 'export default {};\n');
    write('src/i18n/areas/cart.zh.ts', 'export default {};\n');
    const graph = buildImportGraph(dir, ['stories/A.stories.tsx']);
    expect(graph.get('stories/A.stories.tsx')).toEqual({ static: ['src/A.tsx'], dynamic: [] });
    expect(graph.get('src/A.tsx')).toEqual({ static: ['src/i18n/index.ts'], dynamic: ['src/More.tsx'] });
    expect(graph.get('src/i18n/index.ts')).toEqual({ static: ['src/i18n/areas/cart.en.ts'], dynamic: [] });
  });
});
