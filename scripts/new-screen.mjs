#!/usr/bin/env node
// npm run new:screen -- <route> <Name> [--call <callName>] [--area <folder>] [--session guest|buyer|agent]
//                                       [--at <where the stories mount, e.g. /logistics?orderId=o-2003>]
//                                       [--zh <中文标题>] [--en <English title>] [--dry-run]
//
// Creates a screen for a route of the route table, in the shape every screen has:
//   src/screens/<area>/<Name>Screen.tsx          the screen (QueryView over the call's hook)
//   src/screens/<area>/<Name>Screen.module.css   its styles
//   src/platform/i18n/areas/<name>.ts            its zh-CN strings (registers itself)
//   src/platform/i18n/areas/<name>.en-US.ts      their English (found by the en-US glob)
//   stories/screens/<area>/<Name>.stories.tsx     meta + the standard scenarios on the call + English
// and sets `screen:` on the route's line in src/app/routeTable.ts. Then fill in the generated files.
//
// Example: npm run new:screen -- /logistics Logistics --call orderLogistics --area order --at '/logistics?orderId=o-2003'
import fs from 'node:fs';
import path from 'node:path';
import { findCall, findRoute, readArgType, ROUTE_TABLE, withScreen } from './lib/new-screen/sources.mjs';
import { cssTemplate, enTemplate, screenTemplate, storyTemplate, zhTemplate } from './lib/new-screen/templates.mjs';

const SESSIONS = ['guest', 'buyer', 'agent'];

function fail(message) {
  console.error(`new:screen: ${message}`);
  process.exit(2);
}

export function parseArgs(argv) {
  const positional = [];
  const options = { dryRun: false };
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index];
    if (arg === '--dry-run') options.dryRun = true;
    else if (['--call', '--area', '--session', '--at', '--zh', '--en'].includes(arg)) {
      const value = argv[index + 1];
      if (value === undefined || value.startsWith('--')) fail(`${arg} needs a value`);
      options[arg.slice(2)] = value;
      index += 1;
    } else if (arg.startsWith('--')) fail(`unknown option ${arg}`);
    else positional.push(arg);
  }
  const [route, name] = positional;
  if (!route?.startsWith('/') || !name || positional.length !== 2) fail('usage: npm run new:screen -- <route> <Name> [--call <callName>] [--area <folder>]');
  if (!/^[A-Z][A-Za-z0-9]*$/.test(name)) fail(`${name}: the screen name is PascalCase (e.g. OrderDetails)`);
  if (name.endsWith('Screen')) fail(`${name}: give the name without "Screen" (it is added)`);
  if (options.session && !SESSIONS.includes(options.session)) fail(`--session is one of ${SESSIONS.join(', ')}`);
  if (options.at && options.at.split(/[?#]/)[0] !== route) fail(`--at ${options.at}: must be ${route} with a query`);
  if (options.area && !/^[a-z][A-Za-z0-9]*$/.test(options.area)) fail(`--area ${options.area}: a folder name in camelCase`);
  return { route, name, ...options };
}

/** Everything the templates need, read from the route table and the catalogue. */
export function planScreen(root, args) {
  const table = fs.readFileSync(path.join(root, ROUTE_TABLE), 'utf8');
  const entry = findRoute(table, args.route);
  if (!entry) throw new Error(`${args.route} is not a route of ${ROUTE_TABLE}`);
  if (entry.hasScreen) throw new Error(`${args.route} already has a screen`);
  const area = args.area ?? args.route.split('/')[1];
  const i18nKey = args.name[0].toLowerCase() + args.name.slice(1);
  const call = args.call ? findCall(root, args.call) : undefined;
  if (call?.kind === 'mutation') throw new Error(`${args.call} is a mutation: a screen loads with a query (give the query it shows)`);
  const argType = call && !/\bvoid\b/.test(call.arg) ? readArgType(root, call.arg) : { module: undefined, fields: [] };
  return {
    name: args.name,
    route: args.route,
    storyRoute: args.at ?? args.route,
    area,
    i18nKey,
    call,
    fields: argType.fields,
    argModule: argType.module,
    session: args.session ?? (entry.needsLogin ? 'buyer' : 'guest'),
    purpose: `the ${args.name} screen.`,
    zhTitle: args.zh ?? args.name,
    enTitle: args.en ?? args.name,
    table,
  };
}

/** The files to write (path -> content), the route table included. */
export function filesOf(plan) {
  const screenDir = `src/screens/${plan.area}`;
  return {
    [`${screenDir}/${plan.name}Screen.tsx`]: screenTemplate(plan),
    [`${screenDir}/${plan.name}Screen.module.css`]: cssTemplate(plan),
    [`src/platform/i18n/areas/${plan.i18nKey}.ts`]: zhTemplate(plan),
    [`src/platform/i18n/areas/${plan.i18nKey}.en-US.ts`]: enTemplate(plan),
    [`stories/screens/${plan.area}/${plan.name}.stories.tsx`]: storyTemplate(plan),
    [ROUTE_TABLE]: withScreen(plan.table, plan.route, `@/screens/${plan.area}/${plan.name}Screen`),
  };
}

function main() {
  const root = process.cwd();
  const args = parseArgs(process.argv.slice(2));
  let plan;
  try {
    plan = planScreen(root, args);
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  const files = filesOf(plan);
  const created = Object.keys(files).filter((file) => file !== ROUTE_TABLE);
  const clash = created.filter((file) => fs.existsSync(path.join(root, file)));
  if (clash.length) fail(`these files exist already: ${clash.join(', ')}`);
  for (const [file, content] of Object.entries(files)) {
    if (args.dryRun) {
      console.log(`--- ${file}\n${file === ROUTE_TABLE ? '(screen: set on the route line)' : content}`);
      continue;
    }
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  }
  console.log(`${args.dryRun ? 'would create' : 'created'}:\n${created.map((file) => `  ${file}`).join('\n')}\n${args.dryRun ? 'would update' : 'updated'}: ${ROUTE_TABLE} (screen: on ${args.route})`);
  if (plan.call && plan.fields === undefined) {
    console.log(`note: ${plan.call.arg} has fields the generator cannot read from the query string: fill in callArg() in the screen.`);
  }
  console.log(`next: fill in the screen and its strings, then npm run test:stories -- --only screens-${plan.area}-${plan.name.toLowerCase()}`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
