/** Widen every leaf string so other locales can hold their own text with the same shape. */
export type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
