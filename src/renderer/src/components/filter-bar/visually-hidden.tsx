import type { CSSProperties, ReactNode } from 'react';

const HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

/** A label read by assistive technology but not drawn, for a control whose purpose the layout already shows. */
export function HiddenLabel({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} style={HIDDEN}>
      {children}
    </label>
  );
}
