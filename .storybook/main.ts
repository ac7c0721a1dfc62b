import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  // mocks/public holds the MSW worker script (never part of a production build)
  staticDirs: ['../public', '../mocks/public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
};

export default config;
