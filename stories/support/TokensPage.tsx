/**
 * The blocks of the design-tokens page (stories/docs/DesignTokens.mdx): colours, type scale,
 * spacing, radii and the state illustrations, all read from the app's own stylesheets and
 * components (./designTokens, ./appStylesheets, src/components/states).
 */
import { useState, type CSSProperties, type ReactNode } from 'react';
import { statusIllustrations } from '@/components/states/illustrations';
import { appStylesheets } from './appStylesheets';
import { colours, customProperties, fontSizes, isColour, radii, spacings, type UsedValue } from './designTokens';

const grid: CSSProperties = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 16, margin: '16px 0 32px' };
const caption: CSSProperties = { fontSize: 12, lineHeight: '16px', color: '#666', margin: '6px 0 0', fontFamily: 'ui-monospace, monospace' };
const used = (count: number) => `used ${count}×`;

function Tile({ children, label, note }: { children: ReactNode; label: string; note?: string }) {
  return (
    <figure style={{ margin: 0 }} data-token={label}>
      {children}
      <figcaption style={caption}>
        <strong style={{ color: '#333' }}>{label}</strong>
        {note ? <div>{note}</div> : null}
      </figcaption>
    </figure>
  );
}

/** The custom properties of src/styles, resolved in this page (getComputedStyle of :root). */
export function TokenColours() {
  const properties = customProperties(Object.fromEntries(Object.entries(appStylesheets).filter(([file]) => file.startsWith('src/styles/'))));
  // the preview loaded src/styles/global.css before this page: read the values the browser applies
  const [resolved] = useState<Record<string, string>>(() => {
    const style = getComputedStyle(document.documentElement);
    return Object.fromEntries(properties.map((property) => [property.name, style.getPropertyValue(property.name).trim()]));
  });
  const swatches = properties.filter((property) => isColour(property.value));
  const others = properties.filter((property) => !isColour(property.value));
  return (
    <>
      <div style={grid} data-testid="token-colours">
        {swatches.map((property) => (
          <Tile key={property.name} label={property.name} note={resolved[property.name] || property.value}>
            <div style={{ height: 56, borderRadius: 8, background: `var(${property.name})`, boxShadow: 'inset 0 0 0 1px rgba(0,0,0,0.08)' }} />
          </Tile>
        ))}
      </div>
      <table data-testid="token-other-properties">
        <tbody>
          {others.map((property) => (
            <tr key={property.name}>
              <td><code>{property.name}</code></td>
              <td><code>{resolved[property.name] || property.value}</code></td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** Every hex colour the stylesheets write, most used first. */
export function UsedColours({ limit = 24 }: { limit?: number }) {
  return (
    <div style={grid} data-testid="token-used-colours">
      {colours(appStylesheets).slice(0, limit).map(({ value, count }) => (
        <Tile key={value} label={value} note={used(count)}>
          <div style={{ height: 32, borderRadius: 6, background: value, boxShadow: 'inset 0 0 0 1px rgba(0,0,0,0.08)' }} />
        </Tile>
      ))}
    </div>
  );
}

function Scale({ values, render, testId }: { values: UsedValue[]; render: (px: string) => ReactNode; testId: string }) {
  return (
    <div style={{ margin: '16px 0 32px' }} data-testid={testId}>
      {values.map(({ value, count }) => (
        <div key={value} style={{ display: 'flex', alignItems: 'center', gap: 16, minHeight: 28, borderBottom: '1px solid #eee' }} data-token={value}>
          <code style={{ width: 56, flex: 'none' }}>{value}</code>
          <span style={{ width: 72, flex: 'none', fontSize: 12, color: '#666' }}>{used(count)}</span>
          <div style={{ flex: 1, minWidth: 0 }}>{render(value)}</div>
        </div>
      ))}
    </div>
  );
}

/** The font sizes the app declares, each drawn in the app's font. */
export function TypeScale() {
  return (
    <Scale
      testId="token-type-scale"
      values={fontSizes(appStylesheets)}
      render={(px) => <span style={{ fontSize: px, fontFamily: 'var(--adm-font-family)', color: 'var(--tm-text)', whiteSpace: 'nowrap' }}>明前西湖龙井 Tea ¥198.00</span>}
    />
  );
}

/** The paddings, margins and gaps the app declares, as bars of that length. */
export function Spacing() {
  return <Scale testId="token-spacing" values={spacings(appStylesheets)} render={(px) => <div style={{ width: px, height: 12, background: 'var(--tm-brand)', opacity: 0.7 }} />} />;
}

/** The corner radii the app declares. */
export function Radii() {
  return (
    <div style={grid} data-testid="token-radii">
      {radii(appStylesheets).map(({ value, count }) => (
        <Tile key={value} label={value} note={used(count)}>
          <div style={{ width: 80, height: 56, borderRadius: value, background: 'var(--tm-bg)', border: '2px solid var(--tm-brand)' }} />
        </Tile>
      ))}
    </div>
  );
}

const illustrationNames: Record<keyof typeof statusIllustrations, string> = {
  empty: 'EmptyState, NotFound',
  default: 'ErrorState (a call failed), the route error page',
  disconnected: 'ErrorState (network error), ChunkErrorPage',
  busy: 'ComingSoon',
};

/** The state illustrations of src/components/states (EmptyState, ErrorState, StatusBlock). */
export function StateIllustrations() {
  return (
    <div style={grid} data-testid="token-illustrations">
      {(Object.keys(statusIllustrations) as (keyof typeof statusIllustrations)[]).map((name) => (
        <Tile key={name} label={name} note={illustrationNames[name]}>
          <div style={{ width: 160, height: 120, background: '#fff', borderRadius: 8, padding: 8 }}>{statusIllustrations[name]}</div>
        </Tile>
      ))}
    </div>
  );
}
