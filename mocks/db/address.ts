import type { Address } from '@/api/types/member';
import { addresses } from '../data/member';

export interface AddressTables {
  /** the members' address books (other domains read them by `memberId`) */
  addresses: Address[];
  /** next address id number */
  addressSeq: number;
}

export function seedAddresses(): AddressTables {
  return { addresses: structuredClone(addresses), addressSeq: 100 };
}
