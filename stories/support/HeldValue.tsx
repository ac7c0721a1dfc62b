import { useState, type ComponentType, type CSSProperties, type ReactNode } from 'react';

/** A controlled component's props: its value and the change it reports. */
interface Controlled {
  value: unknown;
  onChange: (next: never) => void;
}

interface HeldValueProps<P extends Controlled> {
  /** the controlled component */
  of: ComponentType<P>;
  /** its props (the story's args): `value` is where it starts, `onChange` the story's spy */
  props: P;
  /** the frame around it */
  style: CSSProperties;
  /** what stands before it in the frame (a label) */
  before?: ReactNode;
}

/**
 * Holds a controlled component's value the way a form or screen does, so it can be played with in
 * the canvas; every change still reaches the story's `onChange` spy. Give it a `key` from the args
 * that set where it starts, so a changed control starts it again.
 */
export function HeldValue<P extends Controlled>({ of: Component, props, style, before }: HeldValueProps<P>) {
  const [value, setValue] = useState<P['value']>(props.value);
  const report = props.onChange as (next: P['value']) => void;
  const held = {
    ...props,
    value,
    onChange: (next: P['value']) => {
      setValue(next);
      report(next);
    },
  } as P;
  return (
    <div style={style}>
      {before}
      <Component {...held} />
    </div>
  );
}
