import { createRoot } from 'react-dom/client';
import { I18nProvider, type Locale } from '@/platform/i18n';
import { CASHIER_RESULT_EVENT, type CashierResultDetail, type PayOutcome, type PayRequest } from '@/platform/payment';
import { CashierSheet } from './CashierSheet';

/**
 * Shows the stand-in cashier for one payment (bridge.pay's `standIn` outside the host app) and
 * resolves with the user's choice. The choice is also sent as CASHIER_RESULT_EVENT: what the
 * channel would tell the shop's server (the embedded mock backend settles the payment from it).
 * The sheet is unmounted as soon as the user chose.
 */
export function openCashier(request: PayRequest, locale: Locale): Promise<PayOutcome> {
  const container = document.createElement('div');
  container.dataset.cashier = '';
  document.body.append(container);
  const root = createRoot(container);
  return new Promise<PayOutcome>((resolve) => {
    let done = false;
    const choose = (outcome: PayOutcome) => {
      if (done) return;
      done = true;
      root.unmount();
      container.remove();
      const detail: CashierResultDetail = { ...request, outcome };
      window.dispatchEvent(new CustomEvent(CASHIER_RESULT_EVENT, { detail }));
      resolve(outcome);
    };
    root.render(
      <I18nProvider locale={locale}>
        <CashierSheet visible channel={request.channel} {...(request.amount === undefined ? {} : { amount: request.amount })} onOutcome={choose} />
      </I18nProvider>,
    );
  });
}
