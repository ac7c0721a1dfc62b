import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogue } from '@/api/catalogue';
import { writeDraft } from '@/platform/formDraft';
import { addressDraftKey, type AddressFormValues } from '@/screens/order/address/addressForm';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { renderApp } from '../renderApp';

const xiamen = { provinceId: 350000, provinceName: '福建省', cityId: 350200, cityName: '厦门市', regionId: 350203, regionName: '思明区' };
const complete: AddressFormValues = { receiver: '林母', mobile: '13705918866', region: xiamen, detail: '鹭江道 8 号', isDefault: false };

/** Counts the addressAdd requests that reach the network layer. */
function countAdds() {
  let count = 0;
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname === catalogue.addressAdd.path) count += 1;
  };
  server.events.on('request:start', listener);
  return { count: () => count, stop: () => server.events.removeListener('request:start', listener) };
}

// jsdom lays nothing out: a refused save scrolls its first field into view
if (!('scrollIntoView' in Element.prototype)) Object.defineProperty(Element.prototype, 'scrollIntoView', { value: vi.fn(), configurable: true });

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  sessionStorage.clear();
});

describe('the address form with what a user really types', () => {
  it('keeps a 12-digit mobile as typed, says the rule and saves nothing', async () => {
    const adds = countAdds();
    stop = adds.stop;
    writeDraft(addressDraftKey(null), { ...complete, mobile: '' });
    const user = userEvent.setup();
    renderApp(['/address/editaddress'], { session: 'buyer' });
    const mobile = await screen.findByRole('textbox', { name: '手机号码' });
    await user.click(mobile);
    await user.paste('137 0591 8866 1');
    expect(mobile).toHaveValue('137059188661');
    const before = db.addresses.length;
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请填写 11 位手机号码')).toBeVisible();
    expect(mobile).toHaveValue('137059188661');
    expect(adds.count()).toBe(0);
    expect(db.addresses.length).toBe(before);
  });

  it('saves a name and street address without the bidi controls that would show them reversed', async () => {
    writeDraft(addressDraftKey(null), { ...complete, receiver: '\u202E林母\u202C', detail: '\u2067鹭江道 8 号\u2069' });
    const user = userEvent.setup();
    renderApp(['/address/editaddress'], { session: 'buyer' });
    await user.click(await screen.findByRole('button', { name: '保存' }));
    await waitFor(() => expect(db.addresses.at(-1)).toMatchObject({ receiver: '林母', detail: '鹭江道 8 号', mobile: '13705918866' }));
  });
});
