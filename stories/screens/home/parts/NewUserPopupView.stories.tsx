import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import NewUserPopupView from '@/screens/home/NewUserPopupView';
import { imagePopups } from '@mocks/data/home';
import { currentLocation, page } from '../../../support/assertions';
import { type StoryText } from '../../../support/text';
import { storyMaker } from '../../../support/storyMaker';
import { endsOn } from '../../../support/flows';

const newUser = imagePopups[0]!;
/** The picture's button: 查看活动：新人专享 首单立减20元. */
const openButton = (t: StoryText) => ({ name: t('home.popup.open', { title: newUser.title }) });

// the popup renders in a portal on document.body, outside the story's canvas

/**
 * The launch advert's picture in a centred popup (NewUserPopup decides whether it shows; this is
 * what shows). A tap on the picture opens its link; 关闭 or the mask closes it.
 */
const meta = {
  title: 'Screens/Home/Parts/NewUserPopupView',
  component: NewUserPopupView,
  tags: ['autodocs'],
  args: { popup: newUser },
  argTypes: { popup: { control: 'object' } },
} satisfies Meta<typeof NewUserPopupView>;

export default meta;
type Story = StoryObj<typeof meta>;
const story = storyMaker<typeof meta>();

export const Open: Story = story(async ({ t }) => {
  const popup = await page().findByTestId('new-user-popup');
  await expect(popup).toBeVisible();
  // no light picture ground behind the advert's own rounded corners (a white hairline)
  const ground = popup.querySelector('img')?.parentElement;
  if (!ground) throw new Error('no advert picture');
  await expect(getComputedStyle(ground).backgroundColor).toBe('rgba(0, 0, 0, 0)');
  await expect(page().getByRole('button', openButton(t))).toBeVisible();
});

/**
 * A signed-in new member taps the picture: its link, the coupon centre, opens with its coupons (a
 * guest would be asked to log in first: the centre is the member's, the login guard's stories).
 */
export const TapOpensItsLink: Story = story({ globals: { session: 'buyer' }, parameters: endsOn('/collectCoupons') }, async ({ t }) => {
  await userEvent.click(await page().findByRole('button', openButton(t)));
  await waitFor(() => expect(currentLocation()).toBe('/collectCoupons'));
  await expect(await page().findByRole('heading', { name: t('route./collectCoupons') })).toBeVisible();
  await expect((await page().findAllByTestId('coupon-card')).length).toBeGreaterThan(0);
});

export const Closed: Story = story(async ({ t }) => {
  await userEvent.click(await page().findByRole('button', { name: t('home.popup.close') }));
  await waitFor(() => expect(page().queryByTestId('new-user-popup')).toBeNull());
});
