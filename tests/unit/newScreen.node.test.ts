import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionKinds } from '../../mocks/data/sessions';
import { filesOf, notesOf, parseArgs, planScreen, SESSIONS } from '../../scripts/new-screen.mjs';
import { findCall, findRoute, readArgType, withLoader, withScreen } from '../../scripts/lib/new-screen/sources.mjs';

/*
 * The generator's plan and templates at the string level, quick. Whether what it writes compiles
 * and lints is newScreenCompiles.node.test.ts. The routes here are throwaway ones, in a small copy
 * of what the generator reads (src/api, src/routes/paths.ts, a route table), so no test samples a
 * route that will be built.
 */
const ROOT = process.cwd();
let root = '';

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'new-screen-plan-'));
  fs.cpSync(path.join(ROOT, 'src/api'), path.join(root, 'src/api'), { recursive: true });
  fs.mkdirSync(path.join(root, 'src/routes'), { recursive: true });
  fs.mkdirSync(path.join(root, 'src/app'), { recursive: true });
  fs.writeFileSync(path.join(root, 'src/routes/paths.ts'), ["export const home = '/home';", "export const probe = '/__probe';", "export const probeRead = '/__probe/read';", ''].join('\n'));
  fs.writeFileSync(path.join(root, 'src/app/screens.ts'), ['export const screenLoaders = {', "  '/home': () => import('@/screens/home/HomeScreen'),", '};', ''].join('\n'));
  fs.writeFileSync(
    path.join(root, 'src/app/routeTable.ts'),
    [
      "  route('/home', 'layout', { screen: true }),",
      "  route('/__probe', 'layout'),",
      "  route('/__probe/read', 'layout', { needsLogin: true }),",
      "  route('/__probe/write', 'layout', { needsLogin: true }),",
      '',
    ].join('\n'),
  );
});

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('npm run new:screen', () => {
  it('sets screen: true on the route line, with or without options', () => {
    const table = ["  route('/__probe/read', 'layout', { needsLogin: true }),", "  route('/__probe', 'layout'),"].join('\n');
    const updated = withScreen(table, '/__probe/read');
    expect(updated).toContain("route('/__probe/read', 'layout', { screen: true, needsLogin: true }),");
    expect(withScreen(table, '/__probe')).toContain("route('/__probe', 'layout', { screen: true }),");
    expect(() => withScreen(updated, '/__probe/read')).toThrow(/already has a screen/);
    expect(findRoute(table, '/nowhere')).toBeUndefined();
  });

  it('adds the loader in route order, once', () => {
    const loaders = ['export const screenLoaders = {', "  '/goods/search': () => import('@/screens/goods/SearchScreen'),", "  '/mine': () => import('@/screens/mine/MineScreen'),", '};'].join('\n');
    const middle = withLoader(loaders, '/home', '@/screens/home/HomeScreen');
    expect(middle.split('\n')[2]).toBe("  '/home': () => import('@/screens/home/HomeScreen'),");
    expect(withLoader(loaders, '/__probe', '@/screens/probe/ProbeScreen').split('\n')[1]).toBe("  '/__probe': () => import('@/screens/probe/ProbeScreen'),");
    expect(withLoader(loaders, '/vipInfo', '@/screens/vip/VipInfoScreen').split('\n')[3]).toBe("  '/vipInfo': () => import('@/screens/vip/VipInfoScreen'),");
    expect(() => withLoader(middle, '/home', '@/screens/home/Other')).toThrow(/already has a loader/);
  });

  it('reads an endpoint, the catalogue call it serves and its argument through aliases, intersections and Partial', () => {
    expect(findCall(ROOT, 'addressSetDefault')).toMatchObject({ callName: 'addressUpdate', kind: 'mutation', apiModule: '@/api/addressApi' });
    const update = readArgType(ROOT, 'AddressUpdateArg');
    expect(update).toMatchObject({ void: false, argName: 'AddressUpdateArg', module: '@/api/types/member' });
    expect(update.fields?.find((field) => field.name === 'id')).toMatchObject({ optional: false, kind: 'string' });
    expect(update.fields?.find((field) => field.name === 'detail')).toMatchObject({ optional: true, kind: 'string' });
    expect(readArgType(ROOT, 'SuggestionFeedbackArg').fields?.map((field) => `${field.name}${field.optional ? '?' : ''}:${field.kind}`)).toEqual([
      'type?:literal',
      'content:string',
      'contact?:string',
      'images?:array',
    ]);
    expect(readArgType(ROOT, 'MonthArg | void')).toMatchObject({ optional: true, argName: 'MonthArg' });
    expect(readArgType(ROOT, 'void')).toMatchObject({ void: true });
  });

  it('--session takes every story session, the role accounts included', () => {
    expect(SESSIONS).toEqual([...sessionKinds]);
    for (const session of ['teaRoomAgent', 'shopOwner', 'partner', 'legionAgent']) {
      const plan = planScreen(root, parseArgs(['/__probe/read', 'ProbeRead', '--call', 'orderLogistics', '--area', 'probe', '--session', session]));
      expect(plan.session).toBe(session);
      expect(filesOf(plan)['stories/screens/probe/ProbeRead.stories.tsx']).toContain(`'${session}'`);
    }
  });

  it('plans a read screen: its five files, the argument read from the query string, its type imported, widths given', () => {
    const plan = planScreen(root, parseArgs(['/__probe/read', 'ProbeRead', '--call', 'orderLogistics', '--area', 'probe', '--at', '/__probe/read?orderId=o-2003']));
    expect(plan).toMatchObject({ area: 'probe', i18nKey: 'probeRead', session: 'buyer', storyRoute: '/__probe/read?orderId=o-2003' });
    expect(plan.query).toMatchObject({ arg: 'OrderIdArg', kind: 'query', callName: 'orderLogistics' });
    const files = filesOf(plan);
    expect(Object.keys(files).sort()).toEqual([
      'src/app/routeTable.ts',
      'src/app/screens.ts',
      'src/platform/i18n/areas/probeRead.en-US.ts',
      'src/platform/i18n/areas/probeRead.ts',
      'src/screens/probe/ProbeReadScreen.module.css',
      'src/screens/probe/ProbeReadScreen.tsx',
      'stories/screens/probe/ProbeRead.stories.tsx',
    ]);
    const screen = files['src/screens/probe/ProbeReadScreen.tsx'];
    expect(screen).toContain("import type { OrderIdArg } from '@/api/types/order';");
    expect(screen).toContain("orderId: params.get('orderId') ?? '',");
    expect(screen).toContain('useOrderLogisticsQuery(callArg(params))');
    const stories = files['stories/screens/probe/ProbeRead.stories.tsx'];
    expect(stories).toContain('call: catalogue.orderLogistics,');
    expect(stories).toContain('widths: [],');
    expect(stories).toContain('export const ForcedOffline: Story = screen.ForcedOffline;');
  });

  it('gives a page list its filter even when optional, and leaves the query string unread when nothing comes from it', () => {
    const list = filesOf(planScreen(root, parseArgs(['/__probe/read', 'ProbeList', '--call', 'orderList', '--area', 'probe'])));
    expect(list['src/screens/probe/ProbeListScreen.tsx']).toContain('useOrderListInfiniteQuery(callArg(params))');
    expect(list['src/screens/probe/ProbeListScreen.tsx']).toContain('<InfiniteList source={query}>');
    const settle = filesOf(planScreen(root, parseArgs(['/__probe/read', 'ProbeSettle', '--call', 'cartSettle', '--area', 'probe'])));
    expect(settle['src/screens/probe/ProbeSettleScreen.tsx']).toContain('function callArg(_params: URLSearchParams): CartSettleArg {');
    const month = filesOf(planScreen(root, parseArgs(['/__probe/read', 'ProbeMonth', '--call', 'monthBonus', '--area', 'probe'])));
    expect(month['src/screens/probe/ProbeMonthScreen.tsx']).toContain('useMonthBonusQuery()');
  });

  it('plans a write screen: a text field per string field, the submit through useAction, the submit stories', () => {
    const plan = planScreen(root, parseArgs(['/__probe/write', 'ProbeWrite', '--submit', 'suggestionFeedback', '--area', 'probe']));
    expect(plan.form?.textFields.map((field) => [field.name, field.required])).toEqual([
      ['content', true],
      ['contact', false],
    ]);
    expect(plan.back).toEqual({ name: 'probe', route: '/__probe' });
    const files = filesOf(plan);
    const screen = files['src/screens/probe/ProbeWriteScreen.tsx'];
    expect(screen).toContain("import type { SuggestionFeedbackArg } from '@/api/types/member';");
    expect(screen).toContain('const [send] = useSuggestionFeedbackMutation();');
    expect(screen).toContain("content: (value) => (value.trim() ? null : 'probeWrite.required.content'),");
    expect(screen).toContain('contact: values.contact.trim() || undefined,');
    expect(screen).toContain('loading={save.busy}');
    expect(screen).toContain('disabled={!form.dirty || save.busy}');
    expect(screen).toContain('onBack={() => void leaveForm(leave)}');
    expect(screen).toContain('else void navigate(paths.probe, { replace: true });');
    expect(files['src/platform/i18n/areas/probeWrite.en-US.ts']).toContain("contact: 'Contact',");
    const stories = files['stories/screens/probe/ProbeWrite.stories.tsx'];
    expect(stories).toContain('call: catalogue.suggestionFeedback,');
    expect(stories).toContain("const LEAVES_TO = '/__probe';");
    expect(stories).not.toContain('scenarios:');
    for (const story of ['Success', 'Busy', 'BusinessError', 'SessionExpired', 'ForcedOffline', 'ForcedOfflineGotIt', 'NetworkError']) {
      expect(stories).toContain(`export const Submit${story}: Story = submit.Submit${story};`);
    }
    expect(notesOf(plan)).toEqual([]);
  });

  it('plans a form that loads first (--call with --submit), and a placeholder field when the argument has no text', () => {
    const edit = planScreen(root, parseArgs(['/__probe/write', 'ProbeEdit', '--call', 'addressGet', '--submit', 'addressUpdate', '--area', 'probe']));
    const files = filesOf(edit);
    expect(files['src/screens/probe/ProbeEditScreen.tsx']).toContain('{(data) => <ProbeEditForm initial={initialOf(data)} />}');
    expect(files['src/screens/probe/ProbeEditScreen.tsx']).toContain("import type { Address, AddressIdArg, AddressUpdateArg } from '@/api/types/member';");
    expect(files['stories/screens/probe/ProbeEdit.stories.tsx']).toContain('call: catalogue.addressGet,');
    expect(notesOf(edit)).toEqual(['initialOf() starts the form empty: fill it from what addressGet loaded.']);

    const remove = planScreen(root, parseArgs(['/__probe/write', 'ProbeRemove', '--submit', 'cartDelete', '--area', 'probe']));
    expect(remove.form).toMatchObject({ placeholder: true, defaulted: ['cartIds'] });
    expect(filesOf(remove)['src/screens/probe/ProbeRemoveScreen.tsx']).toContain('cartIds: [],');
    expect(notesOf(remove)).toHaveLength(2);
  });

  it('refuses a route that has a screen, a mutation as --call, a query as --submit and an unknown call', () => {
    expect(() => planScreen(root, parseArgs(['/home', 'Home']))).toThrow(/already has a screen/);
    expect(() => planScreen(root, parseArgs(['/__probe/read', 'ProbeRead', '--call', 'orderCancel']))).toThrow(/--submit orderCancel/);
    expect(() => planScreen(root, parseArgs(['/__probe/read', 'ProbeRead', '--submit', 'orderLogistics']))).toThrow(/is a query/);
    expect(() => planScreen(root, parseArgs(['/__probe/read', 'ProbeRead', '--call', 'noSuchCall']))).toThrow(/no call named/);
  });
});
