export declare const IMMUTABLE: string;
export declare const REVALIDATE: string;
/** Cache-Control for a request path of the built app: hashed /assets/ immutable, the rest revalidated. */
export declare function cacheControl(pathname: string): string;
