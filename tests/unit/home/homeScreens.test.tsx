import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { homeApi } from '@/api/homeApi';
import { readStored, writeStored } from '@/platform/storage';
import { sessions } from '@mocks/data/sessions';
import { server } from '@mocks/node';
import * as homeStories from '../../../stories/screens/home/Home.stories';
import * as memberAreaStories from '../../../stories/screens/home/MemberArea.stories';
import * as repurchaseZoneStories from '../../../stories/screens/home/RepurchaseZone.stories';
import { renderApp } from '../renderApp';
import { composeForJsdom, renderStory, storyLocation } from '../stories';
import { makeTestStore } from '../teardown';

// the stories' own setup: a guest on /home (Success), a fresh launch (NewUserPopup), a guest on the
// repurchase zone and a buyer on the members zone
const { Success: GuestHome, NewUserPopup: FreshLaunch } = composeForJsdom(homeStories);
const { GuestSeesLoginPrompt: GuestOnRepurchaseZone } = composeForJsdom(repurchaseZoneStories);
const { Success: BuyerOnMemberArea } = composeForJsdom(memberAreaStories);

/** Counts the requests to one path that reach the network layer. */
function countRequests(path: string) {
  let count = 0;
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname === path) count += 1;
  };
  server.events.on('request:start', listener);
  return {
    get count() {
      return count;
    },
    stop: () => server.events.removeListener('request:start', listener),
  };
}

describe('/home', () => {
  it('shows the sections of the home page to a guest', async () => {
    await renderStory(GuestHome);
    expect(await screen.findByRole('heading', { name: '为你推荐' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '勐海古树普洱生茶饼' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '新品上市' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '岩茶' })).toBeInTheDocument();
    expect(screen.getByTestId('home-notices')).toHaveTextContent('冬季暖茶节开幕');
  });

  it('opens the category page with the tapped category selected', async () => {
    const user = userEvent.setup();
    await renderStory(GuestHome);
    await user.click(await screen.findByRole('button', { name: '岩茶' }));
    await waitFor(() => expect(storyLocation()).toBe('/goods/category?categoryId=c-02'));
  });

  it('shows the new-user popup once, then never again', async () => {
    const user = userEvent.setup();
    const first = await renderStory(FreshLaunch);
    // the popup's view is a lazy chunk of its own (setup.ts's ceiling allows for a busy machine)
    const dialog = await screen.findByRole('dialog', { name: '新人专享活动' });
    expect(readStored('newUserPopupShown')).toEqual(['p-01']);
    await user.click(within(dialog).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByTestId('new-user-popup')).toBeNull());
    first.unmount();

    // a new launch (fresh store, the popup is asked for again): the same new-user popup stays hidden
    const popupCalls = countRequests('/teamall-buyer/imagePopup/getImagePopup');
    writeStored('isStartupFirstLogin', '1');
    renderApp(['/home']);
    expect(await screen.findByRole('heading', { name: '勐海古树普洱生茶饼' })).toBeInTheDocument();
    await waitFor(() => expect(popupCalls.count).toBe(1));
    popupCalls.stop();
    expect(screen.queryByTestId('new-user-popup')).toBeNull();
  });

  it('does not ask for the popup when the launch advert was already shown', async () => {
    const popupCalls = countRequests('/teamall-buyer/imagePopup/getImagePopup');
    await renderStory(GuestHome);
    expect(await screen.findByRole('heading', { name: '勐海古树普洱生茶饼' })).toBeInTheDocument();
    expect(popupCalls.count).toBe(0);
    popupCalls.stop();
  });
});

describe('/home/repurchaseZone and /home/memberArea', () => {
  it('shows a guest a login prompt that returns to the zone, and sends no call', async () => {
    const user = userEvent.setup();
    const calls = countRequests('/teamall-buyer/client/home/repurchaseAreaGoods');
    await renderStory(GuestOnRepurchaseZone);
    expect(await screen.findByText('登录后查看复购专区')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '去登录' }));
    await waitFor(() => expect(storyLocation()).toBe(`/login?redirect=${encodeURIComponent('/home/repurchaseZone')}`));
    expect(calls.count).toBe(0);
    calls.stop();
  });

  it('lists the members zone for a buyer', async () => {
    await renderStory(BuyerOnMemberArea);
    expect(await screen.findByRole('heading', { name: '武夷山大红袍 特级' })).toBeInTheDocument();
    expect(screen.getAllByTestId('goods-card')).toHaveLength(8);
  });

  it('pages the repurchase zone: page 2 follows page 1 and the last page ends the list', async () => {
    const store = makeTestStore({ session: sessions.buyer });
    const pages = homeApi.endpoints.repurchaseAreaGoodsPages;
    const first = await store.dispatch(pages.initiate({}));
    expect(first.data?.pages[0]?.list).toHaveLength(10);
    expect(first.hasNextPage).toBe(true);
    const second = await store.dispatch(pages.initiate({}, { direction: 'forward' }));
    expect(second.data?.pages).toHaveLength(2);
    expect(second.data?.pages[1]?.list.map((goods) => goods.goodsId)).toEqual(['g-1601']);
    expect(second.hasNextPage).toBe(false);
  });
});
