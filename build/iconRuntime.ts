import { createElement, type ComponentType, type CSSProperties, type ReactElement, type SVGProps } from 'react';
import type { IconNode } from './compactIcons';

/**
 * The one `<svg>` wrapper of the icons `compactIcons` compiles (build/compactIcons.ts): the markup
 * antd-mobile-icons writes out in each of its modules (1em square, the view box, its vertical
 * alignment, the `antd-mobile-icon` class, the props passed), drawing the icon's shapes.
 */
type IconProps = SVGProps<SVGSVGElement> & { style?: CSSProperties; className?: string };

const draw = ([tag, attributes, children]: IconNode): ReactElement => createElement(tag, attributes, ...children.map(draw));

export function icon(name: string, viewBox: string, body: IconNode[]): ComponentType<IconProps> {
  const Icon = (props: IconProps) =>
    createElement(
      'svg',
      Object.assign({ width: '1em', height: '1em', viewBox, xmlns: 'http://www.w3.org/2000/svg', xmlnsXlink: 'http://www.w3.org/1999/xlink' }, props, {
        style: Object.assign({ verticalAlign: '-0.125em' }, props.style),
        className: ['antd-mobile-icon', props.className].filter(Boolean).join(' '),
      }),
      ...body.map(draw),
    );
  Icon.displayName = name;
  return Icon;
}
