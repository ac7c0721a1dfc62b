import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { catalogue } from '@/api/catalogue';
import { addressBookTestIds } from '@/screens/order/address/AddressBook';
import SetAddressScreen from '@/screens/order/address/SetAddressScreen';
import { expectEmptyView } from '../../support/scenarios';
import { screenStories } from '../../support/screenStories';
import { visualModes } from '../../support/modes';
import { textOf } from '../../support/text';

/** /mine/setAddress: the settings' entry to the address book, the same component as /address/address. */
const screen = screenStories({
  component: SetAddressScreen,
  route: '/mine/setAddress',
  session: 'buyer',
  docs: {
    summary: "The settings' entry to the address book: the same book as /address/address (Screens/Order/AddressList has its states and actions).",
    calls: [catalogue.addressUpdate, catalogue.addressDelete],
  },
  // the page's own states on its call (the actions' stories are Screens/Order/AddressList's: the same book)
  scenarios: {
    call: catalogue.addressPage,
    businessMessage: '地址服务繁忙，请稍后再试',
    emptyData: { list: [], total: 0, pageNo: 1, pageSize: 20, hasMore: false },
    expectSuccess: async (canvas, t) => {
      await expect(await canvas.findByRole('heading', { name: t('route./mine/setAddress') })).toBeVisible();
      await waitFor(() => expect(canvas.getAllByTestId(addressBookTestIds.item)).toHaveLength(3));
    },
    expectEmpty: expectEmptyView('address.emptyTitle', { button: 'address.add', is: 'enabled' }),
  },
  // the same book as /address/address, whose Success is shot at 320
  widths: null,
});

const meta = { title: 'Screens/Order/SetAddress', ...screen.meta } satisfies Meta<typeof SetAddressScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The book under the settings' title, default first. */
export const Success: Story = {
  parameters: visualModes({ widths: [] }),
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await expect(await canvas.findByRole('heading', { name: t('route./mine/setAddress') })).toBeVisible();
    await waitFor(() => expect(canvas.getAllByTestId(addressBookTestIds.item)).toHaveLength(3));
    await expect(canvas.getAllByTestId(addressBookTestIds.item)[0]).toHaveTextContent(t('address.isDefault'));
    await expect(canvas.getByRole('button', { name: t('address.add') })).toBeVisible();
  },
};

export const BusinessError: Story = screen.BusinessError;
export const SessionExpired: Story = screen.SessionExpired;
export const ForcedOffline: Story = screen.ForcedOffline;
export const ForcedOfflineGotIt: Story = screen.ForcedOfflineGotIt;
export const Loading: Story = screen.Loading;
export const Empty: Story = screen.Empty;
export const NetworkError: Story = screen.NetworkError;
