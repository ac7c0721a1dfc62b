// A small static file server for built output (dist-mock for e2e and Lighthouse, storybook-static
// for the visual suite), on 127.0.0.1 and a free port.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createGzip } from 'node:zlib';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { cacheControl } from './cache-policy.mjs';

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};

async function fileAt(path) {
  try {
    const info = await stat(path);
    return info.isFile() ? path : null;
  } catch {
    return null;
  }
}

/**
 * Maps a request path to a file under `root`. Existing files are served as is; a missing path
 * that looks like a page (no extension, or the client accepts HTML) gets index.html so the
 * router can answer it; a missing asset gets 404 rather than HTML with the wrong type.
 */
async function resolveFile(root, pathname, acceptsHtml, spaFallback) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const target = normalize(join(root, decoded));
  if (target !== root && !target.startsWith(root + sep)) return null;
  const direct = (await fileAt(target)) ?? (await fileAt(join(target, 'index.html')));
  if (direct) return direct;
  if (spaFallback && (extname(decoded) === '' || acceptsHtml)) return fileAt(join(root, 'index.html'));
  return null;
}

/**
 * Serves `rootDir`; with `spaFallback`, page paths without a file get index.html (the app's
 * router answers them). `handle(request, response, pathname)` goes first and resolves true when it
 * has answered (an API next to the files). `hostCaching` sends the caching a production host must
 * send (scripts/lib/cache-policy.mjs) instead of no-store. Resolves with the server and its URL once listening
 * on a free port.
 */
export function serveStatic(rootDir, { spaFallback = false, host = '127.0.0.1', handle, hostCaching = false } = {}) {
  const root = resolve(rootDir);
  const serveFile = (request, response, pathname) => {
    const method = request.method ?? 'GET';
    if (method !== 'GET' && method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' }).end();
      return Promise.resolve();
    }
    const acceptsHtml = (request.headers.accept ?? '').includes('text/html');
    return resolveFile(root, pathname, acceptsHtml, spaFallback).then((file) => {
      if (!file) {
        response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
        return;
      }
      const type = MIME[extname(file).toLowerCase()] ?? 'application/octet-stream';
      // compress text like any production web server would (Lighthouse measures transfer sizes)
      const gzip = /gzip/.test(request.headers['accept-encoding'] ?? '') && /text|json|javascript|svg/.test(type);
      response.writeHead(200, {
        'content-type': type,
        'cache-control': hostCaching ? cacheControl(pathname) : 'no-store',
        ...(gzip ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {}),
      });
      if (method === 'HEAD') {
        response.end();
        return;
      }
      const stream = createReadStream(file).on('error', () => response.destroy());
      (gzip ? stream.pipe(createGzip()) : stream).pipe(response);
    });
  };
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    (handle ? handle(request, response, pathname) : Promise.resolve(false))
      .then((handled) => (handled ? undefined : serveFile(request, response, pathname)))
      .catch((error) => {
        console.error('[static-server]', error);
        if (!response.headersSent) response.writeHead(500);
        response.end();
      });
  });
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolvePromise({ server, url: `http://${host}:${port}` });
    });
  });
}
