export function outlineText(source: string): string;
export function hasText(source: string): boolean;
export function svgFilesIn(folder: string): Generator<string>;
