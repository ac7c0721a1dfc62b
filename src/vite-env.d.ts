/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE?: string;
  readonly VITE_API_SELLER?: string;
  readonly VITE_API_SETTLEMENT?: string;
  readonly VITE_API_MEMBER?: string;
  readonly VITE_API_BUYER?: string;
  readonly VITE_API_SIGHTSEER?: string;
  readonly VITE_API_PAY?: string;
  readonly VITE_IMAGE_HOST?: string;
  readonly VITE_SIGN_SECRET?: string;
  readonly VITE_AUTH_TOKEN_KEY?: string;
  readonly VITE_AUTH_TOKEN_IV?: string;
  readonly VITE_SETTLEMENT_PRODUCT?: string;
  readonly VITE_SETTLEMENT_ACCESS_SOURCE?: string;
  readonly VITE_RSA_PUBLIC_KEY?: string;
  readonly VITE_SHARE_ORIGIN?: string;
  readonly VITE_APP_DOWNLOAD_IOS?: string;
  readonly VITE_APP_DOWNLOAD_ANDROID?: string;
}
