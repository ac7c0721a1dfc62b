/**
 * Webview widths other than the 375 design: `...atWidth(320)` in a story sets Storybook's
 * viewport and the visual suite's screenshot size together. A screen's Success story is shot at
 * these widths as visual modes instead (./modes.ts).
 */
export const webviewHeights = { 320: 640, 414: 896 } as const;
export type WebviewWidth = keyof typeof webviewHeights;

/**
 * A story at another webview width (the design is 375): Storybook's viewport toolbar shows it at
 * that width, and the visual suite screenshots it at that size.
 */
export function atWidth(width: WebviewWidth) {
  return {
    globals: { viewport: { value: `webview${width}`, isRotated: false } },
    parameters: { visual: { viewport: { width, height: webviewHeights[width] } } },
  };
}
