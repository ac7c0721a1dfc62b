import { describe, expect, it } from 'vitest';
import { formatProjection, suiteProjection } from '../../visual/lib/projection.mjs';

const routes = (built: number, total: number) => Array.from({ length: total }, (_, index) => ({ specifier: index < built ? `./Screen${index}` : null }));
const stories = (screens: number, others: number) => [
  ...Array.from({ length: screens }, () => ({ title: 'Screens/Order/OrderList' })),
  ...Array.from({ length: others }, () => ({ title: 'Components/Price' })),
];

describe('the suite projected to every route built', () => {
  it('grows the screens’ stories with the routes and keeps the others as they are', () => {
    const projection = suiteProjection(stories(500, 100), routes(25, 89), 0.5);
    // 500 screen stories over 25 built routes: 20 a route, 1780 at 89; the 100 others stay
    expect(projection).toEqual({ routes: 89, built: 25, stories: 600, projected: 1880, seconds: 940 });
    expect(formatProjection(projection, 0.5)).toBe('projection at 89 routes (25 built): ~1880 stories x 0.50 s = 15.7 min of story run (this run\'s locales, this machine)');
  });

  it('projects nothing more once every route is built', () => {
    expect(suiteProjection(stories(10, 5), routes(4, 4), 1)).toMatchObject({ projected: 15, seconds: 15 });
  });
});
