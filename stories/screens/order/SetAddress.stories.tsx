import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { catalogue } from '@/api/catalogue';
import { addressBookTestIds } from '@/screens/order/address/AddressBook';
import SetAddressScreen from '@/screens/order/SetAddressScreen';
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
    calls: [catalogue.addressPage, catalogue.addressUpdate, catalogue.addressDelete],
  },
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
