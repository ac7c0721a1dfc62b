import type { AfterSale, Order } from '@/api/types/order';
import { OpenRequest } from './OpenRequest';
import { WaybillForm } from './WaybillForm';
import submitPage from '@/styles/submitPage.module.css';

export interface OpenRequestBodyProps {
  order: Order;
  afterSale: AfterSale;
  /** type=logistics on a return awaiting its goods: the waybill form above the request */
  waybill: boolean;
  onFillLogistics: () => void;
  onCancelled: () => void;
}

/** /setRefund for an order with an open request: the request (撤销申请) and, for a return, its waybill form. */
export default function OpenRequestBody({ order, afterSale, waybill, onFillLogistics, onCancelled }: OpenRequestBodyProps) {
  return (
    <div className={submitPage.content}>
      {waybill && <WaybillForm order={order} />}
      <OpenRequest order={order} afterSale={afterSale} onFillLogistics={waybill ? undefined : onFillLogistics} onCancelled={onCancelled} />
    </div>
  );
}
