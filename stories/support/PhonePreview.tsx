/**
 * One story of a Docs page in its own iframe at the size the visual suite shoots it. It loads when
 * it comes near the viewport and holds a turn of the page's queue until its story has rendered
 * and played (./previewQueue), so previews boot two at a time (one per core). `data-preview-state`: waiting ->
 * loading -> done (or `timeout` after 30 s), which the e2e check reads.
 */
import { useEffect, useRef, useState } from 'react';
import { createPreviewQueue, storyDone } from './previewQueue';
import type { Size } from './phoneDocsLayout';

const queue = createPreviewQueue(2);
const POLL_MS = 100;
const GIVE_UP_MS = 30_000;

type PreviewState = 'waiting' | 'loading' | 'done' | 'timeout';

/** `scale` < 1 shrinks a preview wider than the page (a 1024 px tool), its webview staying `size`. */
export function PhonePreview({ id, name, size, href, scale = 1 }: { id: string; name: string; size: Size; href: string; scale?: number }) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [near, setNear] = useState(false);
  const [state, setState] = useState<PreviewState>('waiting');

  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setNear(true);
        observer.disconnect();
      }
    }, { rootMargin: '200px 0px' });
    observer.observe(frame);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!near) return undefined;
    let timer: ReturnType<typeof setInterval> | undefined;
    const release = queue.request(() => {
      setState('loading');
      const started = Date.now();
      timer = setInterval(() => {
        const done = storyDone(frameRef.current?.contentWindow ?? null);
        if (!done && Date.now() - started < GIVE_UP_MS) return;
        clearInterval(timer);
        setState(done ? 'done' : 'timeout');
        release();
      }, POLL_MS);
    });
    return () => {
      clearInterval(timer);
      release();
    };
  }, [near]);

  const frame = (
    <iframe
      ref={frameRef}
      title={name}
      src={state === 'waiting' ? 'about:blank' : href}
      data-story-id={id}
      data-preview-state={state}
      width={size.width}
      height={size.height}
      style={{
        display: 'block',
        border: 'none',
        outline: '1px solid #ddd',
        background: '#f5f5f5',
        ...(scale < 1 ? { transform: `scale(${scale})`, transformOrigin: 'top left' } : {}),
      }}
    />
  );
  return scale < 1 ? <div style={{ width: size.width * scale, height: size.height * scale, overflow: 'hidden' }}>{frame}</div> : frame;
}
