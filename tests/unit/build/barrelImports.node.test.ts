import { describe, expect, it } from 'vitest';
import { readBarrel, rewriteImports } from '../../../build/barrelImports';

const barrelCode = [
  "import './global';",
  "export { setDefaultConfig } from './components/config-provider';",
  "export { default as Button } from './components/button';",
  "export { default as Toast } from './components/toast';",
].join('\n');
const barrel = readBarrel(barrelCode, (relative) => `/lib/es/${relative.replace('./', '')}/index.js`);

describe('imports from a component library barrel', () => {
  it('reads the barrel: each exported name, the module defining it and its name there; its side-effect imports', () => {
    expect(barrel.exports.get('Button')).toEqual({ file: '/lib/es/components/button/index.js', name: 'default' });
    expect(barrel.exports.get('setDefaultConfig')).toEqual({ file: '/lib/es/components/config-provider/index.js', name: 'setDefaultConfig' });
    expect(barrel.sideEffects).toEqual(['/lib/es/global/index.js']);
  });

  it('goes to the component modules, keeps local names and the barrel side effects, and leaves other imports alone', () => {
    const code = "import { Button, Toast as AppToast } from 'antd-mobile';\nimport { useState } from 'react';\nuse(Button, AppToast, useState);";
    const rewritten = rewriteImports(code, 'antd-mobile', barrel) ?? '';
    expect(rewritten).toContain('import "/lib/es/global/index.js";');
    expect(rewritten).toContain('import { default as Button } from "/lib/es/components/button/index.js";');
    expect(rewritten).toContain('import { default as AppToast } from "/lib/es/components/toast/index.js";');
    expect(rewritten).toContain("import { useState } from 'react';");
    expect(rewritten).not.toContain("from 'antd-mobile'");
  });

  it('reads imports written over several lines, and drops type-only names', () => {
    const code = 'import {\n  Button,\n  type ButtonProps,\n  setDefaultConfig,\n} from "antd-mobile";';
    const rewritten = rewriteImports(code, 'antd-mobile', barrel) ?? '';
    expect(rewritten).toContain('import { default as Button }');
    expect(rewritten).toContain('import { setDefaultConfig as setDefaultConfig }');
    expect(rewritten).not.toContain('ButtonProps');
  });

  it('leaves an import alone when a name is not one of the barrel re-exports, and says when nothing changed', () => {
    const code = "import { Button, Unknown } from 'antd-mobile';";
    expect(rewriteImports(code, 'antd-mobile', barrel)).toBeNull();
    expect(rewriteImports("import { x } from 'other';", 'antd-mobile', barrel)).toBeNull();
  });
});
