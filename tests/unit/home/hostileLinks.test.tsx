import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { catalogue } from '@/api/catalogue';
import type { Banner } from '@/api/types/home';
import { server } from '@mocks/node';
import { scenario } from '@mocks/scenarios';
import * as homeStories from '../../../stories/screens/home/Home.stories';
import { composeForJsdom, renderStory, storyLocation } from '../stories';

const { Success: GuestHome } = composeForJsdom(homeStories);

const banner = (id: string, title: string, linkValue: string): Banner => ({
  id,
  title,
  imageUrl: 'banners/winter-festival.svg',
  linkType: 'page',
  linkValue,
  sort: Number(id.slice(2)),
});

/** Issue 10 item 6: hostile banner links render as disabled slides; a page of the app still opens. */
describe('home banners with hostile page links', () => {
  it('a backslash or tab path is no button, and the in-app page opens', async () => {
    const user = userEvent.setup();
    server.use(
      scenario.success(catalogue.topImageCarousel, [
        banner('b-01', '客服中心', '/callCenter'),
        banner('b-02', '反斜杠链接', '/\\evil.example/steal'),
        banner('b-03', '制表符链接', '/\t/evil.example/steal'),
        banner('b-04', '不存在的页面', '/no-such-page'),
      ]),
    );
    await renderStory(GuestHome);
    const banners = within(await screen.findByTestId('home-banners'));
    const good = await banners.findByRole('button', { name: '客服中心' });
    for (const title of ['反斜杠链接', '制表符链接', '不存在的页面']) {
      expect(banners.queryByRole('button', { name: title })).toBeNull();
    }
    await user.click(good);
    expect(storyLocation()).toBe('/callCenter');
  });
});
