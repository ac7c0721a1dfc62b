import { addons } from 'storybook/manager-api';
import { installFitCanvas } from './fitCanvas';

/**
 * The review workbench at a laptop's 1280x900: the addons panel sits at the side, not under the
 * canvas, so the 375x812 phone shows whole; it opens on Interactions (what the play did), not on
 * an empty Controls tab; and a taller webview (414x896) or a narrower window zooms the canvas
 * until the phone fits (./fitCanvas).
 */
addons.setConfig({
  layout: { panelPosition: 'right', rightPanelWidth: 340 },
  selectedPanel: 'storybook/interactions/panel',
});

addons.register('teamall/fit-canvas', (api) => {
  installFitCanvas(api);
});
