// Loaded on first use by ./feedback (a chunk of its own).
export { Dialog, Toast } from 'antd-mobile';
