#!/usr/bin/env node
// `npm run size:breakdown [-- ScreenName]`: what a route's initial JS is made of, by package (and by
// src folder), gzip. Builds the production app in memory, takes the entry's static closure plus the
// screen chunk's (default HomeScreen, the /home budget of `npm run size`), and shares each chunk's
// gzip size among its modules by their rendered length: an estimate per package, exact in total.
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const screen = process.argv[2] ?? 'HomeScreen';
const chunks = new Map();
await build({
  logLevel: 'silent',
  build: { write: false },
  plugins: [
    {
      name: 'tea-mall:collect-chunks',
      generateBundle(_, bundle) {
        for (const output of Object.values(bundle)) if (output.type === 'chunk') chunks.set(output.fileName, output);
      },
    },
  ],
});

const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
const screenChunk = [...chunks.values()].find((chunk) => chunk.facadeModuleId?.endsWith(`/${screen}.tsx`));
if (!entry || !screenChunk) {
  console.error(`no entry or no chunk for ${screen}.tsx`);
  process.exit(1);
}
const closure = new Set();
const walk = (chunk) => {
  if (closure.has(chunk)) return;
  closure.add(chunk);
  for (const file of chunk.imports) walk(chunks.get(file));
};
walk(entry);
walk(screenChunk);

/** node_modules/<pkg> (antd-mobile by component), or the first two folders under the project. */
function groupOf(id) {
  if (id.includes('node_modules/')) {
    const parts = id.split('node_modules/').pop().split('/');
    const name = parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
    return name === 'antd-mobile' ? `antd-mobile/${parts[2] === 'components' ? parts[3] : parts[2]}` : name;
  }
  return id.replace(`${process.cwd()}/`, '').split('/').slice(0, 2).join('/');
}

const groups = new Map();
let total = 0;
for (const chunk of closure) {
  const gzip = gzipSync(chunk.code, { level: 9 }).length;
  total += gzip;
  const modules = Object.entries(chunk.modules);
  const rendered = modules.reduce((sum, [, module]) => sum + module.renderedLength, 0) || 1;
  for (const [id, module] of modules) groups.set(groupOf(id), (groups.get(groupOf(id)) ?? 0) + (gzip * module.renderedLength) / rendered);
}
console.log(`${screen}: initial JS by package, KB gzip (estimate per row; total exact)\n`);
for (const [group, bytes] of [...groups].sort((a, b) => b[1] - a[1])) if (bytes >= 100) console.log(`${(bytes / 1000).toFixed(1).padStart(7)}  ${group}`);
console.log(`${(total / 1000).toFixed(1).padStart(7)}  total (${closure.size} chunks)`);
