import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RegionPlace } from '@/api/types/region';
import { ContactAddressFields } from '@/components/ContactAddressFields/ContactAddressFields';
import { contactAddressRules, type ContactAddressSpec } from '@/components/ContactAddressFields/contactAddressRules';
import { useForm } from '@/hooks/form';
import type { RegionOptionsState } from '@/hooks/useRegionOptions';
import { showToast } from '@/platform/feedback';
import { emptyOpenShop, openShopFields } from '@/screens/openShop/openShopForm';
import { addressFields } from '@/screens/order/address/addressForm';
import '@/platform/i18n/areas/address';
import '@/platform/i18n/areas/openShop';

vi.mock('@/platform/feedback', () => ({ showToast: vi.fn() }));

/*
 * The contact and place rows bind to whichever of a form's values its declaration names, in that form's
 * words: the address form's 收货人 and the shop application's 联系人 are the same four rows.
 */

interface Values {
  who: string;
  phone: string;
  place: RegionPlace | null;
  street: string;
  note: string;
}

const empty: Values = { who: '', phone: '', place: null, street: '', note: '' };
/** The address form's words over a form whose values are named otherwise. */
const spec: ContactAddressSpec<Values> = {
  name: { ...addressFields.name, field: 'who' },
  mobile: { ...addressFields.mobile, field: 'phone' },
  region: { ...addressFields.region, field: 'place' },
  detail: { ...addressFields.detail, field: 'street' },
};
const rules = contactAddressRules<Values>(spec);

const regionsOf = (state: Partial<RegionOptionsState>): RegionOptionsState => ({ options: [], loading: false, failed: false, retry: vi.fn(), ...state });

function Harness({ regions }: { regions: RegionOptionsState }) {
  const form = useForm({ id: 'harness', draft: 'harness', initial: empty, parse: () => null, rules });
  return (
    <form onSubmit={form.handleSubmit(() => undefined)} noValidate>
      <ContactAddressFields form={form} fields={spec} regions={regions} />
      <output data-testid="values">{JSON.stringify(form.values)}</output>
      <button type="submit">保存</button>
    </form>
  );
}

const valuesShown = () => JSON.parse(screen.getByTestId('values').textContent ?? '{}') as Values;

// jsdom lays nothing out: a refused submit scrolls its first field into view
if (!('scrollIntoView' in Element.prototype)) Object.defineProperty(Element.prototype, 'scrollIntoView', { value: vi.fn(), configurable: true });

afterEach(() => {
  sessionStorage.clear();
  vi.mocked(showToast).mockClear();
});

describe('ContactAddressFields', () => {
  it('writes what is typed to the values its declaration names, the mobile normalised', async () => {
    const user = userEvent.setup();
    render(<Harness regions={regionsOf({})} />);
    await user.type(screen.getByRole('textbox', { name: '收货人' }), '林母');
    await user.click(screen.getByRole('textbox', { name: '手机号码' }));
    await user.paste('+86 137-0591-8866');
    await user.type(screen.getByRole('textbox', { name: '详细地址' }), '鹭江道 8 号');
    await waitFor(() => expect(valuesShown()).toEqual({ ...empty, who: '林母', phone: '13705918866', street: '鹭江道 8 号' }));
  });

  it("shows each rule's message in the form's words once the field was left or a submit was tried", async () => {
    const user = userEvent.setup();
    render(<Harness regions={regionsOf({})} />);
    await user.type(screen.getByRole('textbox', { name: '收货人' }), '林');
    await user.tab();
    expect(await screen.findByText('收货人姓名为 2-20 个字')).toBeInTheDocument();
    expect(screen.queryByText('请选择所在地区')).toBeNull();
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请选择所在地区')).toBeInTheDocument();
    expect(screen.getByText('请填写手机号码')).toBeInTheDocument();
    expect(screen.getByText('请填写详细地址')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '收货人' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps the region greyed out until the regions are in; when they failed a tap says so and asks again', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Harness regions={regionsOf({ loading: true })} />);
    expect(screen.getByRole('button', { name: /所在地区/ })).toBeDisabled();
    const failed = regionsOf({ failed: true });
    rerender(<Harness regions={failed} />);
    await user.click(screen.getByRole('button', { name: /所在地区/ }));
    expect(showToast).toHaveBeenCalledWith({ content: '地区加载失败，请稍后再试' });
    expect(failed.retry).toHaveBeenCalledTimes(1);
  });

  it("the shop application's rows say 联系人 and 联系电话", () => {
    function Shop() {
      const form = useForm({ id: 'shop', draft: null, initial: emptyOpenShop, parse: () => null, rules: {} });
      return <ContactAddressFields form={form} fields={openShopFields} regions={regionsOf({})} />;
    }
    render(<Shop />);
    expect(screen.getByRole('textbox', { name: '联系人' })).toHaveAttribute('placeholder', '请填写联系人姓名');
    expect(screen.getByRole('textbox', { name: '联系电话' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '详细地址' })).toHaveAttribute('placeholder', '街道、门牌号、铺面号');
  });
});
