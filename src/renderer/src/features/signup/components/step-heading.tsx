import { theme } from 'antd';
import { useEffect, useRef } from 'react';

/**
 * The heading of a sign-up screen. It takes focus when it appears, so a screen-reader or keyboard
 * user starts at the top of each new step.
 */
export function StepHeading({ id, children }: { id: string; children: string }) {
  const { token } = theme.useToken();
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [children]);
  return (
    <h2
      ref={ref}
      id={id}
      tabIndex={-1}
      style={{ fontSize: token.fontSizeHeading3, fontWeight: 600, color: token.colorTextHeading, margin: `0 0 ${token.marginLG}px`, outline: 'none' }}
    >
      {children}
    </h2>
  );
}
