import type { Decorator, Preview } from '@storybook/react-vite';
import { Dialog, reduceMotion, Toast } from 'antd-mobile';
import MockDate from 'mockdate';
import { setupWorker } from 'msw/browser';
import { isCommonAssetRequest } from 'msw';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure, sb } from 'storybook/test';
import { installAntdRenderer } from '@/platform/antdRender';
import { loadLocale, type Locale } from '@/platform/i18n';
import '@/styles/global.css';
import { MOCK_NOW, MOCK_SEED, seededRandom } from '@mocks/clock';
import { resetDb } from '@mocks/db';
import { handlers } from '@mocks/handlers';
import { PhoneDocsPage } from '../stories/support/PhoneDocs';
import { trackRequestsInFlight } from './requestsInFlight';
import { sessionToolbarItems, storySession } from '../stories/support/session';
import { StoryApp, type StoryAppProps } from '../stories/support/StoryApp';

// The toast and dialog calls are spies that call through (Storybook module mocking): a play asserts
// which toasts the app asked for (stories/support/assertions.ts expectNotToasted), not only the
// ones on the page, which show once the lazily loaded toast UI is in (src/platform/feedback.ts).
// Storybook clears the calls before each story.
sb.mock('../src/platform/feedback.ts', { spy: true });

// Determinism for review and visual diffs: fixed clock, seeded randomness, no JS animations,
// Chinese glyphs from the Chinese CJK face, toasts that stay until the next story.
installAntdRenderer();
// the story runner's readiness wait asks the page which requests it still has in flight
trackRequestsInFlight();
// antd-mobile's own switch: skips react-spring animations and stops SpinLoading's endless loop
reduceMotion();
Toast.config({ duration: 0 });
// A play's findBy / waitFor waits for what the user would see, and returns as soon as it holds: a
// slow machine is not a failed story. In the story run (tests/visual/run.mjs, which sets the flag
// before the page loads: storyLocale.ts) up to 5 s, as in the unit tests: CI's 2 cores run
// Chromium, the static server and the runner at once, and a screen that re-fetches after a
// navigation took over testing-library's default 1 s there. In Storybook's own UI up to 15 s: a
// Docs page renders every story of a screen at once, and on a loaded machine the interactions
// panel said FAIL (a 3 s wait ran out) while the canvas was right. A story that really fails says
// so after that wait.
configure({ asyncUtilTimeout: (window as { __STORY_RUN__?: boolean }).__STORY_RUN__ ? 5000 : 15_000 });
document.documentElement.lang = 'zh-CN';

/** The story worker: assets of the iframe pass, any request without a handler is an error. */
async function setupStoryWorker() {
  const worker = setupWorker();
  await worker.start({
    quiet: true,
    serviceWorker: { url: './mockServiceWorker.js' },
    onUnhandledRequest(request, print) {
      const url = new URL(request.url);
      const isOwnAsset = url.origin === window.location.origin && !/^\/(teamall-|settlement\/)/.test(url.pathname);
      if (isOwnAsset || isCommonAssetRequest(request)) return;
      print.error();
    },
  });
  return worker;
}

const withApp: Decorator = (Story, { parameters, globals }) => {
  const locale = (globals.locale as Locale | undefined) ?? 'zh-CN';
  // a story's own globals.session (its pin) wins over the session toolbar's (default guest)
  const session = storySession(parameters, globals);
  return (
    <StoryApp
      key={`${locale}:${session}`}
      route={(parameters.route as string | undefined) ?? '/story'}
      session={session}
      statusBarHeight={(parameters.statusBarHeight as number | undefined) ?? 0}
      locale={locale}
      mountStory={(parameters.mountStory as boolean | undefined) ?? true}
      storeFactory={parameters.storeFactory as StoryAppProps['storeFactory']}
    >
      <Story />
    </StoryApp>
  );
};

const preview: Preview = {
  // every story file has a Docs page: its stories side by side at phone size (stories/support/PhoneDocs.tsx)
  tags: ['autodocs'],
  // the story's catalogue is loaded before it renders, as the app does before its first paint
  loaders: [
    mswLoader(setupStoryWorker),
    ({ globals }) => loadLocale((globals.locale as Locale | undefined) ?? 'zh-CN'),
  ],
  decorators: [withApp],
  beforeEach() {
    resetDb();
    MockDate.set(MOCK_NOW);
    Math.random = seededRandom(MOCK_SEED);
    Toast.clear();
    Dialog.clear();
    window.localStorage.clear();
    window.sessionStorage.clear();
  },
  globalTypes: {
    locale: {
      description: 'Language of the app',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'zh-CN', title: '简体中文' },
          { value: 'en-US', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
    session: {
      description: 'Session (greyed out: pinned by the story)',
      toolbar: {
        title: 'Session',
        icon: 'user',
        items: sessionToolbarItems,
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    locale: 'zh-CN',
    session: 'guest',
    viewport: { value: 'webview375', isRotated: false },
  },
  parameters: {
    layout: 'fullscreen',
    statusBarHeight: 0,
    // `scenario` first: a story's one-call overrides win over the default backend
    msw: { handlers: { scenario: [], defaults: handlers } },
    viewport: {
      options: {
        webview320: { name: 'Webview 320', styles: { width: '320px', height: '640px' }, type: 'mobile' },
        webview375: { name: 'Webview 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
        webview414: { name: 'Webview 414', styles: { width: '414px', height: '896px' }, type: 'mobile' },
      },
    },
    a11y: {
      test: 'error',
      // antd-mobile's Dialog renders role="dialog" without aria-labelledby; its title is visible text
      config: { rules: [{ id: 'aria-dialog-name', enabled: false }] },
    },
    controls: { expanded: true },
    // a Docs page shows every story of its file side by side at phone size, each in its own iframe
    // (own MSW handlers, db, clock; popups stay inside their preview): stories/support/PhoneDocs.tsx
    docs: { page: PhoneDocsPage, story: { inline: false, height: '812px' } },
    options: {
      storySort: { order: ['Introduction', ['Start here', 'Design tokens'], 'App', 'Components', 'Screens', 'Tools', 'Workbench'] },
    },
  },
};

export default preview;
