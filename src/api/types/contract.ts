/**
 * The `contract` domain: the member's franchise contract and its signing. The calls are designed
 * here (no backend document names them): see docs/catalogue.md, "Contract signing".
 */

/** One side of a contract: the company (party A, 甲方) or the member (party B, 乙方). */
export interface ContractParty {
  /** 'company' is 茶商城's operating company, 'member' the signed-in member */
  role: 'company' | 'member';
  /** the company's registered name, or the member's shop or real name */
  name: string;
  /** a legal representative or contact, shown under the name; '' when there is none */
  contact: string;
  /** the company's registration number or the member's masked mobile; '' when there is none */
  identifier: string;
}

/** 0 unsigned (the member has yet to sign), 1 signed. */
export type ContractState = 0 | 1;

/** The member's contract, as `getMemberContract` answers it. */
export interface MemberContract {
  contractId: string;
  /** e.g. 茶馆加盟合同 */
  title: string;
  /** the contract's number, printed on it, e.g. TM-JM-2026-0488 */
  contractNo: string;
  /** party A (the company) first, then party B (the member) */
  parties: ContractParty[];
  /** the contract's text as server HTML: sanitised before it is shown */
  content: string;
  state: ContractState;
  /** 'YYYY-MM-DD HH:mm:ss' Beijing time once signed, else null */
  signTime: string | null;
  /** image-host path (or absolute URL) of the signature once signed, else null */
  signatureUrl: string | null;
}

/**
 * `getMemberContract` answers the member's contract, or null when the member has none (a buyer, or
 * an agent whose contract is not issued yet): the screen's empty state.
 */
export type MemberContractResult = MemberContract | null;

export type SignContractArg = {
  contractId: string;
  /** what `uploadImageByCompress` (bizType 'signature') answered for the signature PNG */
  signatureUrl: string;
}

export interface SignContractResult {
  contractId: string;
  state: 1;
  signTime: string;
  signatureUrl: string;
}
