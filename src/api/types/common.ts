/**
 * Shared request-layer shapes (page calls, code-0 pass-through) and the `common` domain:
 * image upload, cloud-storage upload token, share command codes.
 */

/**
 * Query of a page call: pageNo from 1. Payloads are `type` aliases (not interfaces) so they
 * satisfy the catalogue's `Payload` (`Record<string, unknown>`) constraint.
 */
export type PageArg = { pageNo?: number; pageSize?: number };

/** `data` of a page call: screens read `data.list` (docs/catalogue.md, naming). */
export interface PageResult<T> {
  list: T[];
  total: number;
  pageNo: number;
  pageSize: number;
  hasMore: boolean;
}

/** 0/1 flags in the backend's style (readFlag, selected, invalid, ...). */
export type Flag = 0 | 1;

/**
 * What a code-0-exempt call (orderCreate, collectCount, parseCommand) resolves to when the
 * server answers code 0: the whole envelope, passed through as data (docs/request-protocol.md).
 */
export interface PassedThroughFailure<T = unknown> {
  code: 0;
  message: string;
  data: T;
}

export function isPassedThroughFailure(value: unknown): value is PassedThroughFailure {
  return typeof value === 'object' && value !== null && (value as { code?: unknown }).code === 0 && 'message' in value;
}

/** uploadImageByCompress: multipart, the file goes in field `image`. */
export type UploadImageArg = {
  image: Blob;
  /** business folder, e.g. 'feedback' | 'evaluation' | 'avatar' */
  bizType?: string;
  /** upload progress 0..1; not sent to the server */
  onUploadProgress?: (ratio: number) => void;
}

export interface UploadImageResult {
  /** stored image path (image-host relative) */
  url: string;
  fileName: string;
  size: number;
}

export type UploadTokenArg = {
  bizType?: string;
}

/** Cloud-storage direct-upload token. */
export interface UploadToken {
  token: string;
  bucket: string;
  region: string;
  keyPrefix: string;
  expireTime: string;
}

/** goods: a goods page; lottery: help a friend's draw; invite: join the mall with the sharer's invite code */
export type CommandType = 'goods' | 'lottery' | 'invite';

export type GenerateCommandArg = {
  type: CommandType;
  /** goodsId for goods, memberId (the inviter asking for help) for lottery, the sharer's own memberId for invite */
  businessId: string;
}

/** A share command code (口令): pasted into the app, it opens the link. */
export interface ShareCommand {
  command: string;
  /** text the share sheet copies, containing the command */
  shareText: string;
  type: CommandType;
  businessId: string;
  expireTime: string;
}

export type ParseCommandArg = {
  command: string;
}

export interface ParsedCommand {
  type: CommandType;
  businessId: string;
  /** in-app route the command opens */
  path: string;
  title: string;
  image: string;
  /** nickname of the member who shared it */
  sharerName: string;
}

/** parseCommand is exempt from the code-0 rule: an unknown or expired command passes through. */
export type ParseCommandResult = ParsedCommand | PassedThroughFailure<{ command: string }>;
