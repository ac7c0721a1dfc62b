/**
 * `npm run review`: the last run's results on 127.0.0.1, with accept / reject (Node's http server,
 * no framework). Routes:
 *   GET  /                              the review page
 *   GET  /data.json                     the review state
 *   GET  /images/<baseline|actual|diff>/<story-id>.png
 *   GET  /storybook/...                 storybook-static/, when built (the stories' links)
 *   GET  /images/previous/<story-id>.png  the baseline an accept replaced (kept to undo it)
 *   POST /api/accept, /api/undo         body {"ids": [...]}: JSON only, same origin only
 *   POST /api/reject                    body {"ids": [...], "reason": "why"}: the same
 */
import fs from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { ReviewPathError } from './model';
import { renderPage } from './page';
import { MAX_REASON } from './decisions';
import { acceptStories, IMAGE_KINDS, imagePath, loadReview, rejectStories, undoStories, type ImageKind, type ReviewPaths } from './store';

export interface ReviewServerOptions {
  paths: ReviewPaths;
  /** storybook-static/, served under /storybook/ when it exists */
  storybookDir?: string;
  port?: number;
}

export interface ReviewServer {
  url: string;
  close(): Promise<void>;
}

const MAX_BODY = 1 << 20;
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8', '.png': 'image/png', '.svg': 'image/svg+xml', '.woff2': 'font/woff2',
};

function send(response: ServerResponse, status: number, type: string, body: string | Buffer): void {
  response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' }).end(body);
}

function sendJson(response: ServerResponse, status: number, value: unknown): void {
  send(response, status, TYPES['.json'] ?? 'application/json', JSON.stringify(value));
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) reject(new ReviewPathError('request body too large'));
      else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/** The ids of a decision request, or an error message. */
export function parseDecisionBody(text: string): string[] | string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return 'the body is not JSON';
  }
  const ids = (value as { ids?: unknown } | null)?.ids;
  if (!Array.isArray(ids) || !ids.every((id): id is string => typeof id === 'string')) return 'the body needs {"ids": [story ids]}';
  return ids;
}

/** A reject's reason, trimmed and capped: the developer reads it in the list and the export. */
export function parseReason(text: string): string {
  try {
    const reason = (JSON.parse(text) as { reason?: unknown } | null)?.reason;
    return typeof reason === 'string' ? reason.trim().slice(0, MAX_REASON) : '';
  } catch {
    return '';
  }
}

const DECISION_ROUTES = new Set(['/api/accept', '/api/reject', '/api/undo']);

function serveStorybook(dir: string, pathname: string, response: ServerResponse): void {
  const root = path.resolve(dir);
  let relative: string;
  try {
    relative = decodeURIComponent(pathname.slice('/storybook/'.length)) || 'index.html';
  } catch {
    send(response, 400, 'text/plain', 'bad path');
    return;
  }
  const file = path.resolve(root, relative);
  if (!file.startsWith(root + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
    send(response, 404, 'text/plain', 'not found');
    return;
  }
  send(response, 200, TYPES[path.extname(file)] ?? 'application/octet-stream', fs.readFileSync(file));
}

export function startReviewServer(options: ReviewServerOptions): Promise<ReviewServer> {
  const { paths, storybookDir } = options;
  const hasStorybook = Boolean(storybookDir && fs.existsSync(path.join(storybookDir, 'index.html')));
  let origin = '';

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', origin);
    const method = request.method ?? 'GET';
    // a page that rebinds its own host name to 127.0.0.1 still sends that name
    if (request.headers.host !== url.host && request.headers.host !== `localhost:${url.port}`) {
      send(response, 403, 'text/plain', 'unknown host');
      return;
    }
    if (method === 'POST' && DECISION_ROUTES.has(url.pathname)) {
      // a page on another origin can neither send JSON without a preflight nor pass this check
      const sentFrom = request.headers.origin;
      if ((sentFrom && sentFrom !== origin) || !(request.headers['content-type'] ?? '').startsWith('application/json')) {
        sendJson(response, 403, { error: 'same-origin JSON requests only' });
        return;
      }
      const body = await readBody(request);
      const ids = parseDecisionBody(body);
      if (typeof ids === 'string') {
        sendJson(response, 400, { error: ids });
        return;
      }
      const results =
        url.pathname === '/api/accept' ? acceptStories(paths, ids)
        : url.pathname === '/api/undo' ? undoStories(paths, ids)
        : rejectStories(paths, ids, parseReason(body));
      sendJson(response, results.every((r) => r.ok) ? 200 : 400, { results, state: loadReview(paths) });
      return;
    }
    if (method !== 'GET' && method !== 'HEAD') {
      send(response, 405, 'text/plain', 'method not allowed');
      return;
    }
    if (url.pathname === '/') {
      const html = renderPage({
        interactive: true,
        state: loadReview(paths),
        imageBase: '/images',
        storybookBase: hasStorybook ? '/storybook/' : 'http://localhost:6006/',
      });
      send(response, 200, TYPES['.html'] ?? 'text/html', html);
      return;
    }
    if (url.pathname === '/data.json') {
      sendJson(response, 200, loadReview(paths));
      return;
    }
    const image = /^\/images\/([a-z]+)\/([^/]+)\.png$/.exec(url.pathname);
    if (image && IMAGE_KINDS.includes(image[1] as ImageKind)) {
      const file = imagePath(paths, image[1] as ImageKind, decodeURIComponent(image[2] ?? ''));
      if (!fs.existsSync(file)) send(response, 404, 'text/plain', 'no such image');
      else send(response, 200, 'image/png', fs.readFileSync(file));
      return;
    }
    if (hasStorybook && storybookDir && url.pathname.startsWith('/storybook/')) {
      serveStorybook(storybookDir, url.pathname, response);
      return;
    }
    send(response, 404, 'text/plain', 'not found');
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      const refused = error instanceof ReviewPathError || error instanceof URIError;
      if (!response.headersSent) sendJson(response, refused ? 400 : 500, { error: error instanceof Error ? error.message : String(error) });
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      origin = `http://127.0.0.1:${port}`;
      resolve({
        url: origin,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
