import { addons } from 'storybook/manager-api';
import { installFitCanvas } from './fitCanvas';

/**
 * The review workbench at a laptop's 1280x800 or 1280x900: the addons panel sits at the side, not
 * under the canvas, so the 375x812 phone shows whole; it opens on Interactions (what the play did),
 * not on an empty Controls tab; and a taller webview (414x896) or a narrower window zooms the canvas
 * until the phone fits (./fitCanvas). The panel is 500 px wide and the sidebar 220, so the panel's
 * four tabs with their counts (Controls, Actions, Interactions, Accessibility; tighter padding in
 * ./manager-head.html) show whole, without the tab strip's scroll arrows, and the canvas keeps 560 px for the phone.
 */
addons.setConfig({
  layout: { panelPosition: 'right', rightPanelWidth: 500, navSize: 220 },
  selectedPanel: 'storybook/interactions/panel',
});

addons.register('teamall/fit-canvas', (api) => {
  installFitCanvas(api);
});
