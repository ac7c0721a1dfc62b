/**
 * The Docs page of every story file with the `autodocs` tag (set as `parameters.docs.page` in
 * .storybook/preview.tsx): the title (and a component's description), then every story side by side
 * at phone size, each in its own iframe, exactly as the canvas and the visual suite show it; after
 * the phones, for a screen, what the route does, its pinned session and its calls
 * (`parameters.screenDocs`, from `screenStories({ docs })`).
 *
 * One iframe per story is what makes the previews right: each story gets its own MSW handlers,
 * mock db, clock and store (stories rendered together inline would share one worker and one db),
 * and antd-mobile's popups, masks and toasts, portalled to the document's body, stay inside their
 * preview instead of covering the page. Previews load one at a time as they come into view
 * (./PhonePreview.tsx).
 */
import { ArgTypes, Description, DocsContext, Title, useOf } from '@storybook/addon-docs/blocks';
import { useContext, useEffect, useRef, useState, type CSSProperties } from 'react';
import type { CallSpec } from '@/api/catalogue';
import { previewSize, scenarioKind, storyPreviewHref, type ScenarioKind } from './phoneDocsLayout';
import { PhonePreview } from './PhonePreview';

/** A call as the Docs page lists it. */
export type CallRef = Pick<CallSpec, 'name' | 'method' | 'path' | 'token'>;

/** What a screen's Docs page says about it (`parameters.screenDocs`). */
export interface ScreenDocs {
  /** what the route does, for a reviewer: a sentence or two */
  summary: string;
  /** the calls the screen makes, the scenario stories' call first */
  calls: readonly CallRef[];
}

interface PreviewStory {
  id: string;
  name: string;
  parameters: Record<string, unknown>;
  href: string;
}

const legend: Record<ScenarioKind, { label: string; colour: string }> = {
  success: { label: 'Success', colour: '#2e7d32' },
  failure: { label: 'Call fails', colour: '#c8161d' },
  state: { label: 'Loading / empty', colour: '#8a6d3b' },
  interaction: { label: 'Interaction', colour: '#1565c0' },
  variant: { label: 'Width / locale', colour: '#6a1b9a' },
};

const cell: CSSProperties = { padding: '4px 12px 4px 0', verticalAlign: 'top', fontSize: 14 };

function ScreenFacts({ parameters, globals }: { parameters: Record<string, unknown>; globals: Record<string, unknown> }) {
  const docs = parameters.screenDocs as ScreenDocs | undefined;
  if (!docs) return null;
  const route = typeof parameters.route === 'string' ? parameters.route : '';
  const session = typeof globals.session === 'string' ? globals.session : 'guest';
  return (
    <section data-testid="screen-facts">
      <h2>Route and calls</h2>
      <p style={{ fontSize: 16 }}>{docs.summary}</p>
      <table style={{ borderCollapse: 'collapse', margin: '8px 0 16px' }}>
        <tbody>
          <tr>
            <th style={cell}>Route</th>
            <td style={cell}><code>{route}</code></td>
          </tr>
          <tr>
            <th style={cell}>Session</th>
            <td style={cell}><code>{session}</code> (pinned: the toolbar&apos;s session does not change these stories)</td>
          </tr>
          <tr>
            <th style={cell}>Calls</th>
            <td style={cell}>
              {docs.calls.length === 0 ? 'none: the screen shows built-in content' : null}
              {docs.calls.map((call) => (
                <div key={call.name} data-call={call.name}>
                  <code>{call.name}</code> <code style={{ color: '#666' }}>{call.method} {call.path}</code>
                  {call.token ? null : <em style={{ color: '#666' }}> (no member token)</em>}
                </div>
              ))}
            </td>
          </tr>
        </tbody>
      </table>
    </section>
  );
}

/** Each story of the file in its own phone-sized iframe, side by side. */
export function PhoneStories() {
  const context = useContext(DocsContext);
  const [width, setWidth] = useState(0);
  const sectionRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const section = sectionRef.current;
    if (!section) return undefined;
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0));
    observer.observe(section);
    return () => observer.disconnect();
  }, []);
  const stories: PreviewStory[] = context.componentStories().map((story) => ({
    id: story.id,
    name: story.name,
    parameters: story.parameters,
    // the toolbar's locale and session (the story's own globals merged in, and winning)
    href: storyPreviewHref(story.id, context.getStoryContext(story).globals as Record<string, unknown>),
  }));
  return (
    <section ref={sectionRef}>
      <p style={{ fontSize: 13, color: '#666', display: 'flex', gap: 16, flexWrap: 'wrap' }}>
        {Object.values(legend).map(({ label, colour }) => (
          <span key={label}>
            <span style={{ display: 'inline-block', width: 10, height: 10, borderRadius: 5, background: colour, marginRight: 6 }} />
            {label}
          </span>
        ))}
      </p>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24, alignItems: 'flex-start' }}>
        {stories.map((story) => {
          const size = previewSize(story.parameters);
          // a webview wider than the page (a 1024 px tool) is shown smaller, never cut off
          const scale = width > 0 ? Math.min(1, width / size.width) : 1;
          const kind = legend[scenarioKind(story.name)];
          return (
            <figure key={story.id} style={{ margin: 0, width: size.width * scale }} data-docs-preview={story.id}>
              <figcaption style={{ fontSize: 13, fontWeight: 600, margin: '0 0 6px', display: 'flex', alignItems: 'center', gap: 6 }}>
                <span style={{ width: 10, height: 10, borderRadius: 5, background: kind.colour, flex: 'none' }} title={kind.label} />
                <a href={`./?path=/story/${story.id}`} target="_top" style={{ color: 'inherit' }}>
                  {story.name}
                </a>
              </figcaption>
              {/* a new locale or session remounts the preview, which loads again */}
              <PhonePreview key={story.href} id={story.id} name={story.name} size={size} href={story.href} scale={scale} />
            </figure>
          );
        })}
      </div>
    </section>
  );
}

/** The whole Docs page (`parameters.docs.page`). */
export function PhoneDocsPage() {
  const { preparedMeta } = useOf('meta', ['meta']);
  const parameters = preparedMeta.parameters as Record<string, unknown>;
  const globals = (preparedMeta as { globals?: Record<string, unknown> }).globals ?? {};
  const isScreen = Boolean(parameters.screenDocs);
  // the phones lead: what a reviewer came to see; a screen's route, session and calls follow them
  return (
    <>
      <Title />
      {isScreen ? null : <Description />}
      <PhoneStories />
      <ScreenFacts parameters={parameters} globals={globals} />
      {isScreen || !preparedMeta.component ? null : (
        <>
          <h2>Props</h2>
          <ArgTypes of="meta" />
        </>
      )}
    </>
  );
}
