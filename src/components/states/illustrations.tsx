import type { ReactElement, ReactNode } from 'react';

/*
 * The status illustrations of the app: a few strokes each, drawn for this shop (a tea cup, a
 * teapot), so the empty/error/offline/coming-soon blocks cost a few hundred bytes instead of the
 * 8.8 KB gzip of antd-mobile's own pictures. Decorative: hidden from screen readers.
 */

const LINE = '#c9ccd1';
const ACCENT = '#e0a86b';

function Frame({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 200 150" width="100%" height="100%" fill="none" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <ellipse cx="100" cy="138" rx="70" ry="7" fill="#f2f3f5" stroke="none" />
      {children}
    </svg>
  );
}

/** Cup and saucer: steam only, nothing poured (empty lists). */
function TeaCup({ steam = LINE }: { steam?: string }) {
  return (
    <>
      <path d="M62 72h64v18a32 32 0 0 1-32 32a32 32 0 0 1-32-32z" stroke={LINE} />
      <path d="M126 80h8a12 12 0 0 1 0 24h-10" stroke={LINE} />
      <path d="M48 126h92" stroke={LINE} />
      <path d="M82 58c-6-8 6-12 0-22M98 58c-6-8 6-12 0-22M114 58c-6-8 6-12 0-22" stroke={steam} />
    </>
  );
}

/** Teapot body, lid and spout; the caller adds its sign. */
function Teapot({ children }: { children?: ReactNode }) {
  return (
    <>
      <path d="M60 74h80l-6 40a10 10 0 0 1-10 8H76a10 10 0 0 1-10-8z" stroke={LINE} />
      <path d="M76 74c0-14 48-14 48 0M96 56h8" stroke={LINE} />
      <path d="M60 84l-18-10v14l20 16M140 84h8a14 14 0 0 1 0 28h-12" stroke={LINE} />
      {children}
    </>
  );
}

export const statusIllustrations: Record<'default' | 'disconnected' | 'empty' | 'busy', ReactElement> = {
  empty: (
    <Frame>
      <TeaCup />
    </Frame>
  ),
  default: (
    <Frame>
      <Teapot>
        <path d="M100 86v14M100 108v1" stroke={ACCENT} />
      </Teapot>
    </Frame>
  ),
  disconnected: (
    <Frame>
      <TeaCup steam="none" />
      <path d="M70 40a44 44 0 0 1 60 0M80 50a30 30 0 0 1 40 0M92 60h16M66 30l68 40" stroke={ACCENT} />
    </Frame>
  ),
  busy: (
    <Frame>
      <Teapot>
        <circle cx="100" cy="98" r="12" stroke={ACCENT} />
        <path d="M100 91v7l5 4" stroke={ACCENT} />
      </Teapot>
    </Frame>
  ),
};
