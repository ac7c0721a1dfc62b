#!/usr/bin/env node
// End-to-end runner: build the mock-mode app, serve it, run the e2e specs against it.
//
//   node tests/e2e/run.mjs [--no-build] [vitest args...]
//
// 1. Unless --no-build: `npx vite build --mode mock --outDir dist-mock` (the MSW worker is the backend).
// 2. Serve dist-mock on 127.0.0.1 on a free port (static files, SPA fallback to index.html).
// 3. `vitest run --config tests/e2e/vitest.config.ts` with E2E_BASE_URL set; exit with its code.
// Any other argument goes to vitest (e.g. a file filter or `-t 'leave guard'`).
import { spawn } from 'node:child_process';
import { createReadStream, existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DIST = join(ROOT, 'dist-mock');
const CONFIG = 'tests/e2e/vitest.config.ts';

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

/** Runs a command with inherited stdio; resolves with its exit code. */
function run(command, args, env = process.env) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', env });
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolvePromise(code ?? (signal ? 1 : 0));
    });
  });
}

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
async function resolveFile(root, pathname, acceptsHtml) {
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
  if (extname(decoded) === '' || acceptsHtml) return fileAt(join(root, 'index.html'));
  return null;
}

/** A small static server with SPA fallback. Resolves once listening on a free port. */
export function serveStatic(rootDir, host = '127.0.0.1') {
  const root = resolve(rootDir);
  const server = createServer((request, response) => {
    const method = request.method ?? 'GET';
    if (method !== 'GET' && method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    const acceptsHtml = (request.headers.accept ?? '').includes('text/html');
    resolveFile(root, pathname, acceptsHtml).then(
      (file) => {
        if (!file) {
          response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
          return;
        }
        response.writeHead(200, {
          'content-type': MIME[extname(file).toLowerCase()] ?? 'application/octet-stream',
          'cache-control': 'no-store',
        });
        if (method === 'HEAD') {
          response.end();
          return;
        }
        createReadStream(file)
          .on('error', () => response.destroy())
          .pipe(response);
      },
      () => response.writeHead(500).end(),
    );
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

async function main() {
  const argv = process.argv.slice(2);
  const build = !argv.includes('--no-build');
  const vitestArgs = argv.filter((arg) => arg !== '--no-build');
  const started = Date.now();

  if (build) {
    console.log('[e2e] building the mock-mode app: vite build --mode mock --outDir dist-mock');
    const code = await run('npx', ['vite', 'build', '--mode', 'mock', '--outDir', 'dist-mock']);
    if (code !== 0) {
      console.error(`[e2e] build failed (exit ${code})`);
      return code;
    }
  }
  if (!existsSync(join(DIST, 'index.html'))) {
    console.error('[e2e] dist-mock/index.html is missing: run without --no-build first.');
    return 1;
  }
  if (!existsSync(join(DIST, 'mockServiceWorker.js'))) {
    console.warn('[e2e] warning: dist-mock/mockServiceWorker.js is missing; the mock backend cannot start.');
  }

  const { server, url } = await serveStatic(DIST);
  console.log(`[e2e] serving dist-mock at ${url}`);
  let code;
  try {
    const testsStarted = Date.now();
    code = await run('npx', ['vitest', 'run', '--config', CONFIG, ...vitestArgs], {
      ...process.env,
      E2E_BASE_URL: url,
    });
    console.log(`[e2e] specs took ${((Date.now() - testsStarted) / 1000).toFixed(1)} s`);
  } finally {
    server.closeAllConnections();
    server.close();
  }
  console.log(`[e2e] ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return code;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().then(
    (code) => process.exit(code),
    (error) => {
      console.error('[e2e]', error);
      process.exit(1);
    },
  );
}
