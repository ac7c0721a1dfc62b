/**
 * Webview widths other than the 375 design: `...atWidth(320)` in a story sets Storybook's
 * viewport and the visual suite's screenshot size together. A screen's Success story is shot at
 * these widths as visual modes instead (./modes.ts).
 */
export const webviewHeights = { 320: 640, 414: 896 } as const;
export type WebviewWidth = keyof typeof webviewHeights;

/**
 * A story at another webview width (the design is 375): Storybook's viewport toolbar shows it at
 * that width, and the visual suite sizes the page to it (for the play and the screenshot). The
 * story's other parameters go in `parameters`, merged with the width's (a story that spread
 * atWidth's parameters and then set its own `visual` lost the size and ran at 375):
 *
 *   export const Narrow320: Story = { ...atWidth(320, { visual: { skip: true, reason: '...' } }), play: ... };
 *
 * Its play asserts the width first (assertions.ts expectWebviewWidth).
 */
export function atWidth(width: WebviewWidth, parameters: { visual?: Record<string, unknown> } & Record<string, unknown> = {}) {
  const { visual, ...others } = parameters;
  return {
    globals: { viewport: { value: `webview${width}`, isRotated: false } },
    parameters: { ...others, visual: { ...visual, viewport: { width, height: webviewHeights[width] } } },
  };
}
