/**
 * The public address shared links and QR codes point at: `VITE_SHARE_ORIGIN` (the H5 site as
 * people outside the app open it; inside the app the page may be served from an address nobody
 * else can reach), else this page's own origin.
 */
let pinned: string | null = null;

export function shareOrigin(): string {
  return pinned ?? (import.meta.env.VITE_SHARE_ORIGIN || window.location.origin);
}

/**
 * Pins the origin (stories, tests: a link or a QR code must not depend on the port they run on);
 * returns the undo.
 */
export function pinShareOrigin(origin: string): () => void {
  pinned = origin;
  return () => {
    pinned = null;
  };
}
