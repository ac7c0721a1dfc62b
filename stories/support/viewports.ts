/**
 * Webview widths other than the 375 design: `...atWidth(320)` in a story sets Storybook's
 * viewport and the visual suite's screenshot size together. `screenStories` variants use it.
 */
const heights = { 320: 640, 414: 896 } as const;

/**
 * A story at another webview width (the design is 375): Storybook's viewport toolbar shows it at
 * that width, and the visual suite screenshots it at that size.
 */
export function atWidth(width: keyof typeof heights) {
  return {
    globals: { viewport: { value: `webview${width}`, isRotated: false } },
    parameters: { visual: { viewport: { width, height: heights[width] } } },
  };
}
