// Loaded on first use by ./feedback (a chunk of its own). antd-mobile's imperative API needs the
// createRoot renderer; it is installed here, with the first thing that uses it, not at boot.
import { installAntdRenderer } from './antdRender';

installAntdRenderer();

export { Dialog, Toast } from 'antd-mobile';
