import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeTable } from '@/app/routeTable';
import { screenLoaders } from '@/app/screens';
import { translate } from '@/platform/i18n';
import { paths } from '@/routes';

// The 89 routes the app must serve, one a line (tests/unit/fixtures/routes.txt).
const specRoutes = readFileSync(join(process.cwd(), 'tests/unit/fixtures/routes.txt'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter(Boolean)
  .map((line) => line.replace('{id}', ':id'));

describe('route table', () => {
  it('serves exactly the routes of the list', () => {
    expect(specRoutes).toHaveLength(89);
    expect(routeTable.map((entry) => entry.path).sort()).toEqual([...specRoutes].sort());
  });

  it('has a screen loader (src/app/screens.ts) for exactly the routes marked screen: true, each a screen module', async () => {
    const marked = routeTable.filter((entry) => entry.screen).map((entry) => entry.path);
    expect(Object.keys(screenLoaders).sort()).toEqual([...marked].sort());
    for (const [path, load] of Object.entries(screenLoaders)) expect(typeof (await load?.())?.default, path).toBe('function');
  }, 60_000);

  it('mounts every named path of src/routes exactly once', () => {
    expect(routeTable.map((entry) => entry.path).sort()).toEqual(Object.values(paths).sort());
  });

  it('keeps alive exactly four routes: the two apply steps, the large turntable and register', () => {
    expect(routeTable.filter((entry) => entry.keepAlive).map((entry) => entry.path).sort()).toEqual(
      ['/apply/agent', '/apply/nextStep', '/mine/largeTurntable', '/register'].sort(),
    );
  });

  it('puts the top-level routes outside the layout', () => {
    expect(routeTable.filter((entry) => entry.area === 'top').map((entry) => entry.path).sort()).toEqual(
      ['/agreement', '/login', '/password', '/privacy', '/privacySDK', '/register', '/share/download', '/share/invitation'].sort(),
    );
  });

  it('requires login for the mine area and not for browsing', () => {
    const needsLogin = (path: string) => routeTable.find((entry) => entry.path === path)?.needsLogin;
    expect(needsLogin('/mine')).toBe(true);
    expect(needsLogin('/mine/signIn')).toBe(true);
    expect(needsLogin('/home')).toBe(false);
    expect(needsLogin('/goods/detail/:id')).toBe(false);
    expect(needsLogin('/login')).toBe(false);
  });

  it('has a title in both languages for every route', () => {
    for (const entry of routeTable) {
      for (const locale of ['zh-CN', 'en-US'] as const) {
        const title = translate(locale, `route.${entry.title}`);
        expect(title, `${locale} ${entry.path}`).not.toBe(`route.${entry.title}`);
        expect(title.length).toBeGreaterThan(0);
      }
    }
    expect(translate('zh-CN', 'route./callCenter')).toBe('客服中心');
    expect(translate('en-US', 'route./callCenter')).toBe('Customer service centre');
  });

  it('guards leaving the order list', () => {
    expect(routeTable.find((entry) => entry.path === '/order')?.leaveGuard).toEqual({
      allow: ['/shoppingCart/confirmOrder', '/orderDetails', '/mine', '/logistics', '/comment'],
      fallback: '/mine',
    });
  });
});
