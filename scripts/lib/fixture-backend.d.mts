// Types for scripts/lib/fixture-backend.mjs: the mock backend's handlers answered from Node, for a
// TypeScript test that runs the production build against them.
import type { IncomingMessage, ServerResponse } from 'node:http';

export declare function startFixtureBackend(root: string): Promise<{
  /** answers the app's API calls and the mock data's pictures; resolves false for anything else */
  handle: (request: IncomingMessage, response: ServerResponse, pathname: string) => Promise<boolean>;
  close: () => Promise<void>;
}>;
