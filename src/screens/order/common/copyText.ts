/** The order screens' copy (order number, waybill): the platform's clipboard helper. */
export { copyText } from '@/platform/clipboard';
