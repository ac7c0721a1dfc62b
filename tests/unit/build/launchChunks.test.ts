import { describe, expect, it } from 'vitest';
import { barrelExports, namedImports, neededImports, type ModuleInfoLike } from '../../../build/launchChunks';

const BARREL = '/app/node_modules/antd-mobile/es/index.js';
const BUTTON = '/app/node_modules/antd-mobile/es/components/button/index.js';
const TABS = '/app/node_modules/antd-mobile/es/components/tabs/index.js';
const TOAST = '/app/node_modules/antd-mobile/es/components/toast/index.js';
const GLOBAL = '/app/node_modules/antd-mobile/es/global/index.js';

const barrelCode = [
  "import './global';",
  "export { default as Button } from './components/button';",
  "export { default as Tabs } from './components/tabs';",
  "export { default as Toast } from './components/toast';",
].join('\n');

function graph(modules: Record<string, ModuleInfoLike>) {
  return (id: string) => modules[id] ?? null;
}

describe('launch chunks: what the entry really imports', () => {
  it('reads the re-exports of a barrel by name', () => {
    expect(barrelExports(barrelCode)).toEqual(
      new Map([
        ['Button', './components/button'],
        ['Tabs', './components/tabs'],
        ['Toast', './components/toast'],
      ]),
    );
  });

  it('reads the names a module imports from a source, renamed or not', () => {
    const code = 'import { Button, Toast as AppToast } from "antd-mobile";\nimport { Tabs } from "other";';
    expect(namedImports(code, 'antd-mobile')).toEqual(['Button', 'Toast']);
  });

  it('follows a barrel only to the components a module names, not to every re-export', () => {
    const info = graph({
      '/app/src/shell.tsx': { code: 'import { Button } from "antd-mobile";\nimport { route } from "./routes";', importedIds: [BARREL, '/app/src/routes.ts'] },
      [BARREL]: { code: barrelCode, importedIds: [GLOBAL, BUTTON, TABS, TOAST] },
    });
    expect(neededImports('/app/src/shell.tsx', info)).toEqual([BUTTON, '/app/src/routes.ts']);
  });

  it('keeps every import of a module that does not go through a barrel', () => {
    const info = graph({ '/app/src/a.ts': { code: 'import "./b";', importedIds: ['/app/src/b.ts', '/app/node_modules/dayjs/dayjs.min.js'] } });
    expect(neededImports('/app/src/a.ts', info)).toEqual(['/app/src/b.ts', '/app/node_modules/dayjs/dayjs.min.js']);
  });
});
