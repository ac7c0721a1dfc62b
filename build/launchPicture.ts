/**
 * The warm launch's picture (docs/performance.md, "A warm launch"), as a part of index.html's
 * inline boot loader. On a second launch every script comes from the cache, and what the user
 * waits for last is the first screen's picture: its call answers, the screen renders, and only then
 * is the picture asked for. So, per page path, the loader:
 *   - at once preloads (fetchpriority high) the picture stored for this path at the last launch;
 *   - once the launch has settled (after the load event, no resource finished for 1.5 s), stores the
 *     page's largest picture in the viewport, dialogs left out (the launch advert shows once).
 * The key's shape is the app's too (src/platform/storedKeys.ts: `launchPictures`, expendable): only
 * http(s) addresses and paths on this origin, for the latest LAUNCH_PICTURES_KEPT paths. It lives in
 * the loader, not in the app's scripts: it costs the launch no JavaScript file.
 */

/** The storage key (src/platform/storedKeys.ts). */
export const LAUNCH_PICTURES_KEY = 'launchPictures';
/** Paths kept, the latest (src/platform/storedKeys.ts: LAUNCH_PICTURES_KEPT). */
export const LAUNCH_PICTURES_KEPT = 8;
/** How long no resource may finish before the launch counts as settled. */
export const LAUNCH_SETTLE_QUIET_MS = 1500;
/** http(s), or a path on this origin, at most 2048 characters (storedKeys' isPreloadablePicture). */
const PRELOADABLE = String.raw`/^(https?:\/\/[^/]|\/(?![/\\]))/i`;

export function launchPictureScript(): string {
  return [
    '(function (key, preloadable, kept, quietMs) {',
    '  var path = location.pathname;',
    '  function fits(url) { return typeof url === "string" && url.length <= 2048 && preloadable.test(url); }',
    '  function read() {',
    '    try { var value = JSON.parse(localStorage.getItem(key) || "{}"); return value && typeof value === "object" && !Array.isArray(value) ? value : {}; } catch (e) { return {}; }',
    '  }',
    '  var picture = read()[path];',
    '  if (fits(picture)) {',
    '    var l = document.createElement("link"); l.rel = "preload"; l.setAttribute("as", "image"); l.setAttribute("fetchpriority", "high"); l.href = picture; document.head.appendChild(l);',
    '  }',
    '  function largest() {',
    '    var best = "", bestArea = 0, w = innerWidth, h = innerHeight;',
    '    for (var i = 0; i < document.images.length; i++) {',
    '      var image = document.images[i], src = image.currentSrc || image.src;',
    '      if (!image.complete || !src || image.closest(\'[role="dialog"], [aria-modal="true"]\')) continue;',
    '      var r = image.getBoundingClientRect();',
    '      var area = Math.max(0, Math.min(r.right, w) - Math.max(r.left, 0)) * Math.max(0, Math.min(r.bottom, h) - Math.max(r.top, 0));',
    '      if (area > bestArea) { best = src; bestArea = area; }',
    '    }',
    '    return best.indexOf(location.origin + "/") === 0 ? best.slice(location.origin.length) : best;',
    '  }',
    '  function record() {',
    '    // a launch left before it settled, or scrolled, says nothing about its first screen',
    '    if (location.pathname !== path || scrollY > 0) return;',
    '    var stored = read(), next = {}, url = largest();',
    '    Object.keys(stored).forEach(function (k) { if (k !== path && k.charAt(0) === "/" && fits(stored[k])) next[k] = stored[k]; });',
    '    if (fits(url)) next[path] = url;',
    '    var out = {}, keys = Object.keys(next).slice(-kept);',
    '    keys.forEach(function (k) { out[k] = next[k]; });',
    '    try { if (keys.length) localStorage.setItem(key, JSON.stringify(out)); else localStorage.removeItem(key); } catch (e) { /* full or no storage: no hint */ }',
    '  }',
    '  addEventListener("load", function () {',
    '    var timer, observer;',
    '    function arm() { clearTimeout(timer); timer = setTimeout(function () { if (observer) observer.disconnect(); record(); }, quietMs); }',
    '    try { observer = new PerformanceObserver(arm); observer.observe({ type: "resource" }); } catch (e) { observer = null; }',
    '    arm();',
    '  });',
    `})(${JSON.stringify(LAUNCH_PICTURES_KEY)}, ${PRELOADABLE}, ${LAUNCH_PICTURES_KEPT}, ${LAUNCH_SETTLE_QUIET_MS});`,
  ].join('\n');
}
