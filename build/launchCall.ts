/**
 * The launch advert's call, sent by index.html itself (docs/performance.md, the launch path's step 0).
 *
 * The home page's largest paint is the launch advert's picture. Sent by the app, its call waits
 * for the scripts (108 KB of libraries first), the store, the screen chunk and the request layer,
 * and its picture for the answer: a chain of four round trips after the document. Sent from the
 * document, the call is answered while the scripts are still loading, and the picture is asked
 * for (preload, fetchpriority high) the moment the answer says it will show. The app adopts the
 * answer instead of sending the call again (src/api/launchCall.ts).
 *
 * Written by hand, not bundled: it must cost the launch no JavaScript file. It signs as the request
 * layer does (docs/request-protocol.md) with what the browser has: the Auth-Token through Web
 * Crypto's AES-CBC (PKCS7 padding, as crypto-js's defaults), and the `sign` header, whose payload
 * is empty, computed at build time. Where Web Crypto is missing (a page served over plain http
 * from another host than localhost) nothing is sent and the app sends the call as usual.
 * tests/unit/build/launchCall.test.ts runs it against the mock backend, which checks the signature
 * and the token as the server does, and checks its settings against the request layer's.
 *
 * Only the production build has it: in mock mode the embedded backend answers calls only once the
 * app has started it.
 */

import { home } from '../src/api/catalogue/home';
import { DEFAULT_AUTH_TOKEN_IV, DEFAULT_AUTH_TOKEN_KEY, DEFAULT_SIGN_SECRET, REQUEST_TIMEOUT_MS } from '../src/api/configDefaults';
import { signPayload } from '../src/api/signing';

/** The global the script leaves its call on (src/api/launchCall.ts reads it). */
export const LAUNCH_CALL_GLOBAL = '__teaLaunchCall';

export interface LaunchCallOptions {
  /** the page path the call belongs to ('/home'): sent only when the app opens on it */
  page: string;
  /** the call's URL (its source's base URL and path) */
  url: string;
  /** its path in the catalogue (src/api/catalogue): how the app knows the call */
  path: string;
  /** the `sign` header of its payload, `{}` */
  sign: string;
  /** Auth-Token's AES-128-CBC key and IV (16-byte UTF-8 strings) */
  key: string;
  iv: string;
  /** the image host (src/platform/imageHost.ts): where a picture's path is resolved */
  imageHost: string;
  /** the request layer's timeout: an unanswered call is given up and the app sends its own */
  timeoutMs: number;
  /** the scripts of the view its answer shows (the advert's), asked for only when it will show */
  views: string[];
}

export function launchCallScript({ page, url, path, sign, key, iv, imageHost, timeoutMs, views }: LaunchCallOptions): string {
  const args = [page, url, path, sign, key, iv, imageHost.replace(/\/$/, ''), timeoutMs, views, LAUNCH_CALL_GLOBAL].map((value) => JSON.stringify(value)).join(', ');
  return [
    '(function (page, url, path, sign, key, iv, imageHost, timeoutMs, views, global) {',
    '  var subtle = window.crypto && crypto.subtle;',
    '  if (location.pathname.replace(/\\/$/, "") !== page || !subtle || typeof fetch !== "function" || typeof TextEncoder !== "function") return;',
    '  function stored(k) { try { return JSON.parse(localStorage.getItem(k)); } catch (e) { return null; } }',
    '  // the app\'s `mac` (src/api/callIdentity.ts): the native host\'s device id as last stored, else the browser\'s own id',
    '  var device = stored("deviceInfo"), mac = device && typeof device.deviceId === "string" && device.deviceId ? device.deviceId : stored("macFallback");',
    '  if (typeof mac !== "string" || !mac) {',
    '    mac = "h5-" + Array.prototype.map.call(crypto.getRandomValues(new Uint8Array(8)), function (b) { return (b + 256).toString(16).slice(1); }).join("");',
    '    try { localStorage.setItem("macFallback", JSON.stringify(mac)); } catch (e) { /* no storage: the id lives for this launch */ }',
    '  }',
    '  var utf8 = new TextEncoder(), header = JSON.stringify({ client: "H5", version: "1.0", transeq: Math.floor(Date.now() / 1000), sid: "", mac: mac });',
    '  function link(rel, href) { var l = document.createElement("link"); l.rel = rel; l.href = href; document.head.appendChild(l); return l; }',
    '  function show(text) {',
    '    // as the popup decides (src/screens/home/newUserPopup.ts): a new-user advert only for a guest, once per device',
    '    var body = JSON.parse(text), popup = body && body.code === 1 && body.data, shown = stored("newUserPopupShown");',
    '    var picture = popup && typeof popup.imageUrl === "string" ? popup.imageUrl.trim() : "";',
    '    if (!picture || (popup.popupType === 1 && (stored("sid") || (Array.isArray(shown) && shown.indexOf(popup.id) >= 0)))) return;',
    '    // its view (as the boot loader asks for scripts) and its picture (resolved as src/platform/imageHost.ts does)',
    '    views.forEach(function (href) { link("modulepreload", href).crossOrigin = ""; });',
    '    if (/^(data|blob):/i.test(picture)) return;',
    '    var image = link("preload", /^(https?:|\\/\\/)/i.test(picture) || picture.indexOf(imageHost + "/") === 0 ? picture : imageHost + "/" + picture.replace(/^\\//, ""));',
    '    image.setAttribute("as", "image"); image.setAttribute("fetchpriority", "high");',
    '  }',
    '  var answer = subtle.importKey("raw", utf8.encode(key), "AES-CBC", false, ["encrypt"])',
    '    .then(function (k) { return subtle.encrypt({ name: "AES-CBC", iv: utf8.encode(iv) }, k, utf8.encode(header)); })',
    '    .then(function (cipher) {',
    '      var token = ""; new Uint8Array(cipher).forEach(function (b) { token += String.fromCharCode(b); });',
    '      var abort = typeof AbortController === "function" ? new AbortController() : null;',
    '      if (abort) setTimeout(function () { abort.abort(); }, timeoutMs);',
    '      return fetch(url, { method: "POST", credentials: "include", headers: { "Auth-Token": btoa(token), sign: sign, "Content-Type": "application/json" }, body: "{}", signal: abort ? abort.signal : undefined });',
    '    })',
    '    .then(function (response) { return response.text().then(function (text) { return { status: response.status, text: text }; }); })',
    '    .then(function (result) {',
    '      call.answered = true;',
    '      try { show(result.text); } catch (e) { /* not JSON: the app reports it */ }',
    '      return result;',
    '    }, function () { return null; });',
    '  var call = window[global] = { path: path, mac: mac, answered: false, answer: answer };',
    `})(${args});`,
  ].join('\n');
}

/**
 * The home page's launch advert call (getImagePopup), with the settings src/api/config.ts and
 * src/platform/imageHost.ts read from the same `VITE_*` variables (`env`, as Vite's loadEnv gives
 * them at build time), their defaults included.
 */
export function homeLaunchCall(env: Record<string, string | undefined>): Omit<LaunchCallOptions, 'views'> {
  const call = home.getImagePopup;
  return {
    page: '/home',
    url: (env.VITE_API_BUYER ?? '') + call.path,
    path: call.path,
    sign: signPayload({}, env.VITE_SIGN_SECRET || DEFAULT_SIGN_SECRET),
    key: env.VITE_AUTH_TOKEN_KEY || DEFAULT_AUTH_TOKEN_KEY,
    iv: env.VITE_AUTH_TOKEN_IV || DEFAULT_AUTH_TOKEN_IV,
    imageHost: env.VITE_IMAGE_HOST ?? '/images',
    timeoutMs: REQUEST_TIMEOUT_MS,
  };
}
