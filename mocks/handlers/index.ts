import { homeHandlers } from './home';

/** The one handler set: browser worker (npm start, Storybook) and Node (unit tests) both use it. */
export const handlers = [...homeHandlers];
