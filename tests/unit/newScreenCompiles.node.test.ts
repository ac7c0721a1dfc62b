/**
 * What `npm run new:screen` writes must pass the project's own checks as it comes out, before any
 * hand edit: this test copies the repository's tracked files into a temporary folder (node_modules
 * linked, not copied), adds throwaway routes to that copy (no route that will be built), runs the
 * generator there for a read screen and write screens (see RUNS), then runs
 * `tsc --noEmit -p .` over the copy and ESLint over the generated files. Any diagnostic fails it.
 * Slow (a whole-project typecheck and a type-aware lint), measured on a 2-core machine shared with
 * other work (2026-11-28): 48 s at load 10 (tsc 30 s, ESLint 14 s), 166 s at load 19-20 (tsc 95 s,
 * ESLint 69 s); hence the 240 s timeouts. `KEEP_PROBE=1` keeps the copy to look at.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = process.cwd();
/** Throwaway routes, each with its title in both locales and its `paths` name. */
const PROBES = [
  { route: '/__probe/read', name: 'probeRead', zh: '探针读取', en: 'Probe read' },
  { route: '/__probe/write', name: 'probeWrite', zh: '探针提交', en: 'Probe write' },
  { route: '/__probe/edit', name: 'probeEdit', zh: '探针编辑', en: 'Probe edit' },
  { route: '/__probe/remove', name: 'probeRemove', zh: '探针删除', en: 'Probe remove' },
  { route: '/__probe/sign', name: 'probeSign', zh: '探针签到', en: 'Probe sign' },
  { route: '/__probe/pick', name: 'probePick', zh: '探针选择', en: 'Probe pick' },
];
/**
 * The generator's runs: a read screen; a form with a field per text of the argument; a form over a
 * loaded record; the placeholder field (an argument without text, sent with defaults); a call
 * without an argument; a form over a page list.
 */
const RUNS = [
  ['/__probe/read', 'ProbeRead', '--call', 'orderLogistics', '--area', 'probe', '--at', '/__probe/read?orderId=o-2003'],
  ['/__probe/write', 'ProbeWrite', '--submit', 'suggestionFeedback', '--area', 'probe'],
  ['/__probe/edit', 'ProbeEdit', '--call', 'addressGet', '--submit', 'addressUpdate', '--area', 'probe', '--at', '/__probe/edit?id=addr-4'],
  ['/__probe/remove', 'ProbeRemove', '--submit', 'cartDelete', '--area', 'probe'],
  ['/__probe/sign', 'ProbeSign', '--submit', 'signIn', '--area', 'probe'],
  // a form over a page list (its result a generic PageResult<Address>, imported too)
  ['/__probe/pick', 'ProbePick', '--call', 'addressPage', '--submit', 'addressDelete', '--area', 'probe'],
];

let copy = '';

/**
 * The repository's files as git sees them (tracked, and new ones not ignored yet, so a file not
 * yet added is there too; the visual baselines left out: nothing here reads them), node_modules linked.
 */
function copyRepository(): string {
  const target = fs.mkdtempSync(path.join(os.tmpdir(), 'new-screen-probe-'));
  const tracked = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' }).split('\0');
  for (const file of tracked.filter((name) => name && !name.startsWith('tests/visual/baselines/'))) {
    const from = path.join(ROOT, file);
    if (!fs.existsSync(from)) continue;
    fs.mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
    fs.copyFileSync(from, path.join(target, file));
  }
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(target, 'node_modules'), 'dir');
  return target;
}

/** Replaces `anchor` in a file of the copy by `anchor` + `added`, failing if the anchor is gone. */
function insertAfter(file: string, anchor: string, added: string) {
  const full = path.join(copy, file);
  const source = fs.readFileSync(full, 'utf8');
  if (!source.includes(anchor)) throw new Error(`${file} no longer has ${JSON.stringify(anchor)}: update this test's probe routes`);
  fs.writeFileSync(full, source.replace(anchor, anchor + added));
}

function addProbeRoutes() {
  fs.appendFileSync(path.join(copy, 'src/routes/paths.ts'), PROBES.map((probe) => `export const ${probe.name} = '${probe.route}';\n`).join(''));
  insertAfter('src/platform/i18n/zh-CN.ts', '  route: {\n', PROBES.map((probe) => `    '${probe.route}': '${probe.zh}',\n`).join(''));
  insertAfter('src/platform/i18n/en-US.ts', '  route: {\n', PROBES.map((probe) => `    '${probe.route}': '${probe.en}',\n`).join(''));
  insertAfter(
    'src/app/routeTable.ts',
    'export const routeTable: readonly RouteEntry[] = [\n',
    PROBES.map((probe) => `  route('${probe.route}', 'layout', { needsLogin: true }),\n`).join(''),
  );
}

/** Runs a command in the copy; its output and exit status. */
function run(command: string, args: readonly string[]) {
  const result = spawnSync(command, args, { cwd: copy, encoding: 'utf8', maxBuffer: 32 * 1024 * 1024 });
  return { status: result.status, output: `${result.stdout}${result.stderr}`.trim() };
}

const bin = (name: string) => path.join(ROOT, 'node_modules', '.bin', name);

describe('npm run new:screen: what it writes compiles and lints', () => {
  const created: string[] = [];

  beforeAll(() => {
    copy = copyRepository();
    addProbeRoutes();
    for (const args of RUNS) {
      const result = run(process.execPath, ['scripts/new-screen.mjs', ...args]);
      if (result.status !== 0) throw new Error(`new:screen ${args.join(' ')} failed:\n${result.output}`);
      created.push(...result.output.split('\n').filter((line) => line.startsWith('  ')).map((line) => line.trim()));
    }
  }, 120_000);

  afterAll(() => {
    if (copy && !process.env.KEEP_PROBE) fs.rmSync(copy, { recursive: true, force: true });
  });

  it('generates the files of each screen and wires the routes', () => {
    expect(created).toHaveLength(RUNS.length * 5);
    for (const file of created) expect(fs.existsSync(path.join(copy, file)), file).toBe(true);
    const table = fs.readFileSync(path.join(copy, 'src/app/routeTable.ts'), 'utf8');
    const loaders = fs.readFileSync(path.join(copy, 'src/app/screens.ts'), 'utf8');
    for (const [route, name] of RUNS) {
      expect(table).toContain(`route('${route}', 'layout', { screen: true, needsLogin: true }),`);
      expect(loaders).toContain(`  '${route}': () => import('@/screens/probe/${name}Screen'),`);
    }
  });

  it('typechecks: tsc --noEmit -p . reports nothing', () => {
    const result = run(bin('tsc'), ['--noEmit', '-p', '.']);
    expect(result.output).toBe('');
    expect(result.status).toBe(0);
  }, 240_000);

  it('lints: ESLint reports nothing on the generated files', () => {
    const result = run(bin('eslint'), ['--max-warnings', '0', ...created.filter((file) => /\.tsx?$/.test(file))]);
    expect(result.output).toBe('');
    expect(result.status).toBe(0);
  }, 240_000);
});
