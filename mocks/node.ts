import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The same handlers in Node, for unit tests. */
export const server = setupServer(...handlers);
