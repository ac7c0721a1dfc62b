import type { Source } from './config';

/**
 * One entry per call of spec section 7. The request layer issue fills this table with every
 * call; the workbench ships the entries its demo stories use.
 */
export interface CallSpec {
  name: string;
  source: Source;
  method: 'GET' | 'POST';
  path: string;
  /** path chosen by us (DESIGN.md section 2) because the spec names the call by purpose only */
  assumed: boolean;
  signed: boolean;
  token: boolean;
  rsa: boolean;
  list: boolean;
  exemptFromCodeZero: boolean;
  multipart: boolean;
}

type CallDefaults = Omit<CallSpec, 'name' | 'path'>;
const buyerDefaults: CallDefaults = {
  source: 'buyer',
  method: 'POST',
  assumed: false,
  signed: true,
  token: true,
  rsa: false,
  list: false,
  exemptFromCodeZero: false,
  multipart: false,
};

function call(name: string, path: string, overrides: Partial<CallDefaults> = {}): CallSpec {
  return { ...buyerDefaults, ...overrides, name, path };
}

export const catalogue = {
  hotNews: call('hotNews', '/teamall-buyer/client/home/hotNews', { list: true }),
} satisfies Record<string, CallSpec>;

export type CallName = keyof typeof catalogue;
