import type { ReactNode } from 'react';

/** A label read by assistive technology but not drawn, for a control whose purpose the layout already shows. */
export function HiddenLabel({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="sr-only">
      {children}
    </label>
  );
}
