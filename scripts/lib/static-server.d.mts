// Types for scripts/lib/static-server.mjs, so a TypeScript test can serve a built folder:
//
//   import { serveStatic } from '../../scripts/lib/static-server.mjs';
//   const { server, url } = await serveStatic('storybook-static');

import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export interface ServeStaticOptions {
  /** page paths without a file get index.html (the app's router answers them) */
  spaFallback?: boolean;
  host?: string;
  /** answers first; resolves true when it has answered */
  handle?: (request: IncomingMessage, response: ServerResponse, pathname: string) => Promise<boolean>;
  /** the caching a production host sends instead of no-store */
  hostCaching?: boolean;
}

/** Serves `rootDir` on a free port; resolves once listening. */
export declare function serveStatic(rootDir: string, options?: ServeStaticOptions): Promise<{ server: Server; url: string }>;
