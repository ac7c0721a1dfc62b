/**
 * Types for the axios core modules the request layer builds its instance from (axios exports its
 * `lib/` folder as `axios/unsafe/*`; its own typings cover only the package's main entry).
 */
declare module 'axios/unsafe/core/Axios.js' {
  import { Axios } from 'axios';
  export default Axios;
}
declare module 'axios/unsafe/core/mergeConfig.js' {
  import type { AxiosRequestConfig } from 'axios';
  export default function mergeConfig(defaults: AxiosRequestConfig, config: AxiosRequestConfig): AxiosRequestConfig;
}
declare module 'axios/unsafe/defaults/index.js' {
  import type { AxiosRequestConfig } from 'axios';
  const defaults: AxiosRequestConfig;
  export default defaults;
}
declare module 'axios/unsafe/helpers/isAxiosError.js' {
  import type { AxiosError } from 'axios';
  export default function isAxiosError(value: unknown): value is AxiosError;
}
