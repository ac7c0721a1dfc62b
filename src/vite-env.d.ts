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
}
