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
