import type { Widen } from '../widen';
import type { openShopZhCN } from './openShop';

/** /openshop/openshop: en-US, the same keys (checked by the type). */
const openShopEnUS: Widen<typeof openShopZhCN> = {
  form: 'Open a shop',
  fields: {
    shopName: 'Shop name',
    contactName: 'Contact name',
    mobile: 'Mobile',
    address: 'Address',
    requestNo: 'Request no',
  },
  required: {
    shopName: 'Enter the shop name',
    contactName: 'Enter the contact name',
    mobile: 'Enter the mobile',
    address: 'Enter the address',
  },
  submit: 'Submit',
  submitting: 'Submitting',
  done: 'Submitted',
  failed: 'Could not submit, please try again',
};

export default openShopEnUS;
