#!/usr/bin/env node
// npm run new:screen -- <route> <Name> [--call <query>] [--submit <mutation>] [--area <folder>]
//                       [--session guest|buyer|agent|teaRoomAgent|shopOwner|partner|legionAgent] [--at <where the stories mount, e.g. /logistics?orderId=o-2003>]
//                       [--zh <中文标题>] [--en <English title>] [--dry-run]
//
// Creates a screen for a route of the route table, in the shape every screen has:
//   src/screens/<area>/<Name>Screen.tsx          the screen: QueryView over the query (--call), or
//                                                with --submit a form on the form kit whose submit
//                                                runs the mutation through useAction (after loading
//                                                the --call query first, when given)
//   src/screens/<area>/<Name>Screen.module.css   its styles
//   src/platform/i18n/areas/<name>.ts            its zh-CN strings (registers itself)
//   src/platform/i18n/areas/<name>.en-US.ts      their English (found by the en-US glob)
//   stories/screens/<area>/<Name>.stories.tsx     meta + the standard scenarios on the query + English,
//                                                and with --submit the submit's stories (actionStories)
// sets `screen: true` on the route's line in src/app/routeTable.ts and adds its loader to
// src/app/screens.ts. Then fill in the generated files.
//
// Examples: npm run new:screen -- /logistics Logistics --call orderLogistics --area order --at '/logistics?orderId=o-2003'
//           npm run new:screen -- /mine/feedback Feedback --submit suggestionFeedback
import fs from 'node:fs';
import path from 'node:path';
import { findCall, findRoute, pathName, readArgType, ROUTE_TABLE, SCREEN_LOADERS, typeModules, withLoader, withScreen } from './lib/new-screen/sources.mjs';
import { formOf, formScreenTemplate, formStoryTemplate } from './lib/new-screen/formTemplates.mjs';
import { cssTemplate, enTemplate, screenTemplate, storyTemplate, zhTemplate } from './lib/new-screen/templates.mjs';

/** The story sessions a screen's stories may pin: the kinds of mocks/data/sessions.ts (a test keeps them equal). */
export const SESSIONS = ['guest', 'buyer', 'agent', 'teaRoomAgent', 'shopOwner', 'partner', 'legionAgent'];

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
    else if (['--call', '--submit', '--area', '--session', '--at', '--zh', '--en'].includes(arg)) {
      const value = argv[index + 1];
      if (value === undefined || value.startsWith('--')) fail(`${arg} needs a value`);
      options[arg.slice(2)] = value;
      index += 1;
    } else if (arg.startsWith('--')) fail(`unknown option ${arg}`);
    else positional.push(arg);
  }
  const [route, name] = positional;
  if (!route?.startsWith('/') || !name || positional.length !== 2) fail('usage: npm run new:screen -- <route> <Name> [--call <query>] [--submit <mutation>] [--area <folder>]');
  if (!/^[A-Z][A-Za-z0-9]*$/.test(name)) fail(`${name}: the screen name is PascalCase (e.g. OrderDetails)`);
  if (name.endsWith('Screen')) fail(`${name}: give the name without "Screen" (it is added)`);
  if (options.session && !SESSIONS.includes(options.session)) fail(`--session is one of ${SESSIONS.join(', ')}`);
  if (options.at && options.at.split(/[?#]/)[0] !== route) fail(`--at ${options.at}: must be ${route} with a query`);
  if (options.area && !/^[a-z][A-Za-z0-9]*$/.test(options.area)) fail(`--area ${options.area}: a folder name in camelCase`);
  return { route, name, ...options };
}

/** Where a form goes once it worked, opened directly: the route's parent when that is a route, else home. */
function backOf(root, route) {
  const parent = `/${route.split('/')[1]}`;
  const name = parent !== route ? pathName(root, parent) : undefined;
  return name ? { name, route: parent } : { name: 'home', route: '/home' };
}

/** Everything the templates need, read from the route table, `paths` and the catalogue. */
export function planScreen(root, args) {
  const table = fs.readFileSync(path.join(root, ROUTE_TABLE), 'utf8');
  const entry = findRoute(table, args.route);
  if (!entry) throw new Error(`${args.route} is not a route of ${ROUTE_TABLE}`);
  if (entry.hasScreen) throw new Error(`${args.route} already has a screen`);
  const area = args.area ?? args.route.split('/')[1];
  const i18nKey = args.name[0].toLowerCase() + args.name.slice(1);
  const query = args.call ? findCall(root, args.call) : undefined;
  if (query?.kind === 'mutation') {
    throw new Error(`${args.call} is a mutation: --call loads the screen with a query; a form that sends ${args.call} is --submit ${args.call}`);
  }
  const submit = args.submit ? findCall(root, args.submit) : undefined;
  if (submit && submit.kind !== 'mutation') throw new Error(`${args.submit} is a ${submit.kind}: --submit names the mutation the form sends`);
  if (submit && query?.kind === 'pages') throw new Error(`${args.call} is a page list: a form loads one record (--call <query>)`);
  const submitArg = submit ? readArgType(root, submit.arg) : undefined;
  const summary = submit
    ? `A form that sends ${submit.name} (${submitArg.argName})${query ? ` after loading ${query.name}` : ''}. Fill in what it is for.`
    : `${query ? `Shows what ${query.name} answers` : 'A screen that loads nothing yet'}. Fill in what it is for.`;
  return {
    name: args.name,
    route: args.route,
    storyRoute: args.at ?? args.route,
    area,
    i18nKey,
    query,
    queryArg: query ? readArgType(root, query.arg) : undefined,
    typeModules: typeModules(root, [query?.arg ?? '', query?.result ?? '', submit?.arg ?? '']),
    submit,
    submitArg,
    form: submitArg ? formOf(submitArg) : undefined,
    back: backOf(root, args.route),
    session: args.session ?? (entry.needsLogin ? 'buyer' : 'guest'),
    summary,
    zhTitle: args.zh ?? args.name,
    enTitle: args.en ?? args.name,
    table,
    loaders: fs.readFileSync(path.join(root, SCREEN_LOADERS), 'utf8'),
  };
}

/** The files to write (path -> content), the route table included. */
export function filesOf(plan) {
  const screenDir = `src/screens/${plan.area}`;
  return {
    [`${screenDir}/${plan.name}Screen.tsx`]: plan.submit ? formScreenTemplate(plan) : screenTemplate(plan),
    [`${screenDir}/${plan.name}Screen.module.css`]: cssTemplate(plan),
    [`src/platform/i18n/areas/${plan.i18nKey}.ts`]: zhTemplate(plan),
    [`src/platform/i18n/areas/${plan.i18nKey}.en-US.ts`]: enTemplate(plan),
    [`stories/screens/${plan.area}/${plan.name}.stories.tsx`]: plan.submit ? formStoryTemplate(plan) : storyTemplate(plan),
    [ROUTE_TABLE]: withScreen(plan.table, plan.route),
    [SCREEN_LOADERS]: withLoader(plan.loaders, plan.route, `@/screens/${plan.area}/${plan.name}Screen`),
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
  const updated = new Set([ROUTE_TABLE, SCREEN_LOADERS]);
  const created = Object.keys(files).filter((file) => !updated.has(file));
  const clash = created.filter((file) => fs.existsSync(path.join(root, file)));
  if (clash.length) fail(`these files exist already: ${clash.join(', ')}`);
  for (const [file, content] of Object.entries(files)) {
    if (args.dryRun) {
      console.log(`--- ${file}\n${file === ROUTE_TABLE ? '(screen: true set on the route line)' : file === SCREEN_LOADERS ? `(the route's loader added)` : content}`);
      continue;
    }
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  }
  console.log(`${args.dryRun ? 'would create' : 'created'}:\n${created.map((file) => `  ${file}`).join('\n')}\n${args.dryRun ? 'would update' : 'updated'}: ${ROUTE_TABLE} (screen: true on ${args.route}), ${SCREEN_LOADERS} (its loader)`);
  for (const line of notesOf(plan)) console.log(`note: ${line}`);
  console.log(`next: fill in the screen and its strings, then npm run test:stories -- --only screens-${plan.area}-${plan.name.toLowerCase()}`);
}

/** What the developer must write by hand because the generator could not. */
export function notesOf(plan) {
  const notes = [];
  const { query, queryArg, submit, submitArg, form } = plan;
  if (query && queryArg && !queryArg.void && !queryArg.fields) notes.push(`callArg() throws: ${queryArg.argName} has fields the generator cannot read; write it.`);
  if (submit && form.literal === undefined) notes.push(`submitArg() throws: ${submitArg.argName} has fields the generator cannot fill; write it.`);
  if (submit && form.placeholder) notes.push(`the form has one placeholder text field (note): replace it with the fields ${submit.name} needs.`);
  if (submit && form.defaulted.length) notes.push(`submitArg() sends a default for ${form.defaulted.join(', ')}: give them real values.`);
  if (submit && query) notes.push(`initialOf() starts the form empty: fill it from what ${query.name} loaded.`);
  return notes;
}

if (import.meta.url === `file://${process.argv[1]}`) main();
