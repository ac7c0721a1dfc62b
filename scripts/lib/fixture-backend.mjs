// The embedded mock backend's handlers (mocks/handlers), answered from Node instead of a service
// worker: for measuring the production build, which carries no mock code, against the same data.
// Vite loads the TypeScript handlers (its aliases included); msw's getResponse runs them.
import { existsSync, readFileSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { getResponse } from 'msw';
import { createServer as createViteServer } from 'vite';
import { REVALIDATE } from './cache-policy.mjs';

/** Paths the app's calls use (docs/catalogue.md: every source is under one of these). */
const API_PATH = /^\/(teamall-|settlement\/)/;
const IMAGE_TYPES = { '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg' };

async function readBody(request) {
  const parts = [];
  for await (const part of request) parts.push(part);
  return parts.length ? Buffer.concat(parts) : undefined;
}

/**
 * Resolves with `{ handle, close }`: `handle(request, response, pathname)` answers the app's API
 * calls from the mock handlers and the mock data's pictures (mocks/public/images), and resolves
 * false for anything else (the built app's own files).
 */
export async function startFixtureBackend(root) {
  const vite = await createViteServer({
    root,
    logLevel: 'silent',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    // jsencrypt's ESM build uses extensionless imports Node cannot resolve: let Vite bundle it
    ssr: { noExternal: ['jsencrypt'] },
  });
  const { handlers } = await vite.ssrLoadModule('/mocks/handlers/index.ts');
  const images = join(root, 'mocks', 'public');

  async function handle(request, response, pathname) {
    if (API_PATH.test(pathname)) {
      const method = request.method ?? 'GET';
      const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(request);
      const headers = Object.entries(request.headers).flatMap(([name, value]) =>
        value === undefined ? [] : (Array.isArray(value) ? value : [value]).map((item) => [name, item]),
      );
      const fetchRequest = new Request(new URL(request.url ?? '/', `http://${request.headers.host ?? '127.0.0.1'}`), { method, headers, body });
      const answer = await getResponse(handlers, fetchRequest);
      if (!answer) {
        response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end(`no mock handler for ${method} ${pathname}`);
        return true;
      }
      response.writeHead(answer.status, Object.fromEntries(answer.headers));
      response.end(Buffer.from(await answer.arrayBuffer()));
      return true;
    }
    if (pathname.startsWith('/images/')) {
      const file = normalize(join(images, decodeURIComponent(pathname)));
      if (file.startsWith(images + sep) && existsSync(file) && IMAGE_TYPES[extname(file)]) {
        const type = IMAGE_TYPES[extname(file)];
        const gzip = type === 'image/svg+xml' && /gzip/.test(request.headers['accept-encoding'] ?? '');
        const bytes = readFileSync(file);
        response.writeHead(200, { 'content-type': type, 'cache-control': REVALIDATE, ...(gzip ? { 'content-encoding': 'gzip' } : {}) });
        response.end(gzip ? gzipSync(bytes) : bytes);
        return true;
      }
    }
    return false;
  }

  return { handle, close: () => vite.close() };
}
