/**
 * The full-size picture viewers (antd-mobile ImageViewer): a dark, opaque stage, so neither the
 * page title nor the gallery picture shows through behind the enlarged one, and the n / total
 * counter sits below the status bar in white. The styles are in src/styles/global.css
 * (`.tm-picture-viewer`), since antd-mobile renders the viewer on document.body.
 */
export const pictureViewerClassNames = { mask: 'tm-picture-viewer' } as const;
