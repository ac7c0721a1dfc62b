/**
 * Request-layer configuration, read once from `VITE_*` env variables (`.env.example` lists them).
 * The defaults serve the embedded mock backend. None of these values is a secret: they ship in
 * the bundle (README, Security).
 */
import { DEFAULT_AUTH_TOKEN_IV, DEFAULT_AUTH_TOKEN_KEY, DEFAULT_SIGN_SECRET } from './configDefaults';

export type Source = 'base' | 'seller' | 'settlement' | 'member' | 'buyer' | 'sightseer' | 'pay';

const env = import.meta.env;

/** Base URL per call source (docs/request-protocol.md). Empty means same origin. */
export const apiBaseUrls: Record<Source, string> = {
  base: env.VITE_API_BASE ?? '',
  seller: env.VITE_API_SELLER ?? '',
  settlement: env.VITE_API_SETTLEMENT ?? '',
  member: env.VITE_API_MEMBER ?? '',
  buyer: env.VITE_API_BUYER ?? '',
  sightseer: env.VITE_API_SIGHTSEER ?? '',
  pay: env.VITE_API_PAY ?? '',
};

export { REQUEST_TIMEOUT_MS } from './configDefaults';

/** Secret appended to the signature string (docs/request-protocol.md, the `sign` header). */
export const SIGN_SECRET = env.VITE_SIGN_SECRET || DEFAULT_SIGN_SECRET;

/** AES-128-CBC key and IV for Auth-Token: 16-byte UTF-8 strings. */
export const AUTH_TOKEN_KEY = env.VITE_AUTH_TOKEN_KEY || DEFAULT_AUTH_TOKEN_KEY;
export const AUTH_TOKEN_IV = env.VITE_AUTH_TOKEN_IV || DEFAULT_AUTH_TOKEN_IV;

/** Settlement service's fixed header object fields. */
export const SETTLEMENT_PRODUCT = env.VITE_SETTLEMENT_PRODUCT || 'teamall';
export const SETTLEMENT_ACCESS_SOURCE = env.VITE_SETTLEMENT_ACCESS_SOURCE || 'H5';

/** The mock backend's key pair (mocks/keys.ts holds its private half); deployments set their own. */
const DEFAULT_RSA_PUBLIC_KEY = `-----BEGIN PUBLIC KEY-----
MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAplrNEhH6/BijpfoQKH/o
pGz5z5eDvhsFGIZm8NJ8tdDHxhf705KYUS8rqv5RfDh05KfhpobV0ttPXS8B6Hrx
pwoce/Mt0PnhN2MjqG7sRqBi2NyDJqKYoztAsfAqzLG0Jw81GqiAtS9XrnvZo193
pcDCMIc7MMpJwpuSiXKLu09X8KPK7I6Pe+BhYrfUdsU0zYTN90ZuFmgSYz3uPwsz
djK7Z8roAO2YZFftx8Eiq0pa9eMGUfkaJ5RnaFYhCjKh4ngkvheOx1CtRdzK2k83
AcZeF/mQr6++xbCzYbUW0aqDtxTjrl670L2lAqX6Mse1FRdwnYB5jvvb+0vBPAxv
WwIDAQAB
-----END PUBLIC KEY-----`;

/** RSA public key (PEM) for settlement register / login / retrieve-password bodies. */
export const RSA_PUBLIC_KEY = env.VITE_RSA_PUBLIC_KEY || DEFAULT_RSA_PUBLIC_KEY;
