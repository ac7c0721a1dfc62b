import { unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';

const roots = new Map<Element | DocumentFragment, Root>();

/**
 * antd-mobile's imperative API (Toast.show, Dialog.alert) renders with ReactDOM.render, which
 * React 19 removed; give it a createRoot-based renderer. Installed by the modules that use that API
 * (feedbackUi, the goods picture viewer), so the renderer and rc-util's default stay out of the first paint.
 */
export function installAntdRenderer(): void {
  unstableSetRender((node, container) => {
    let root = roots.get(container);
    if (!root) {
      root = createRoot(container);
      roots.set(container, root);
    }
    root.render(node);
    return async () => {
      await Promise.resolve();
      root.unmount();
      roots.delete(container);
    };
  });
}

/**
 * Unmounts every root the imperative API still holds. For test teardown: with motion reduced, a
 * closed toast is never unmounted by antd-mobile, and its duration timer would update it after the
 * test's document is gone.
 */
export function unmountImperativeRoots(): void {
  for (const [container, root] of roots) {
    root.unmount();
    roots.delete(container);
  }
}
