import { describe, expect, it } from 'vitest';
import { filesOf, parseArgs, planScreen } from '../../scripts/new-screen.mjs';
import { findRoute, withScreen } from '../../scripts/lib/new-screen/sources.mjs';

const ROOT = process.cwd();

describe('npm run new:screen', () => {
  it('sets screen: on the route line, with or without options', () => {
    const table = ["  route('/logistics', 'layout', { needsLogin: true }),", "  route('/callCenter', 'layout'),"].join('\n');
    const updated = withScreen(table, '/logistics', '@/screens/order/LogisticsScreen');
    expect(updated).toContain("route('/logistics', 'layout', { screen: () => import('@/screens/order/LogisticsScreen'), needsLogin: true }),");
    expect(withScreen(table, '/callCenter', '@/screens/shop/CallCenterScreen')).toContain(
      "route('/callCenter', 'layout', { screen: () => import('@/screens/shop/CallCenterScreen') }),",
    );
    expect(() => withScreen(updated, '/logistics', '@/screens/order/Other')).toThrow(/already has a screen/);
    expect(findRoute(table, '/nowhere')).toBeUndefined();
  });

  it('plans the six files of a screen from the route table and the catalogue', () => {
    const plan = planScreen(ROOT, parseArgs(['/income/details', 'IncomeDetails', '--call', 'incomeDetail', '--area', 'income', '--at', '/income/details?orderId=o-2003']));
    expect(plan).toMatchObject({ area: 'income', i18nKey: 'incomeDetails', session: 'buyer', storyRoute: '/income/details?orderId=o-2003' });
    expect(plan.call).toMatchObject({ arg: 'OrderIdArg', result: 'OrderIncome', kind: 'query', apiModule: '@/api/orderLifeApi' });
    const files = filesOf(plan);
    expect(Object.keys(files).sort()).toEqual([
      'src/app/routeTable.ts',
      'src/platform/i18n/areas/incomeDetails.en-US.ts',
      'src/platform/i18n/areas/incomeDetails.ts',
      'src/screens/income/IncomeDetailsScreen.module.css',
      'src/screens/income/IncomeDetailsScreen.tsx',
      'stories/screens/income/IncomeDetails.stories.tsx',
    ]);
    expect(files['src/screens/income/IncomeDetailsScreen.tsx']).toContain("orderId: params.get('orderId') ?? '',");
    expect(files['src/screens/income/IncomeDetailsScreen.tsx']).toContain('useIncomeDetailQuery(callArg(params))');
    expect(files['stories/screens/income/IncomeDetails.stories.tsx']).toContain('call: catalogue.incomeDetail,');
    expect(files['stories/screens/income/IncomeDetails.stories.tsx']).toContain('export const ForcedOffline: Story = screen.ForcedOffline;');
  });

  it('refuses a route that already has a screen, a mutation, and an unknown call', () => {
    expect(() => planScreen(ROOT, parseArgs(['/home', 'Home']))).toThrow(/already has a screen/);
    expect(() => planScreen(ROOT, parseArgs(['/logistics', 'Logistics']))).toThrow(/already has a screen/);
    expect(() => planScreen(ROOT, parseArgs(['/income/details', 'IncomeDetails', '--call', 'orderCancel']))).toThrow(/mutation/);
    expect(() => planScreen(ROOT, parseArgs(['/income/details', 'IncomeDetails', '--call', 'noSuchCall']))).toThrow(/no call named/);
  });
});
