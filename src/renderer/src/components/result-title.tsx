import type { ReactNode } from 'react';

const INHERIT = { margin: 0, font: 'inherit', color: 'inherit' } as const;

/**
 * The title of an antd `Result` that stands for the whole screen (404, 403, ...): a real heading,
 * drawn as `Result` draws its title. Level 1 unless the frame around it already has the page's h1.
 */
export function ResultTitle({ level = 1, children }: { level?: 1 | 2; children: ReactNode }) {
  return level === 1 ? <h1 style={INHERIT}>{children}</h1> : <h2 style={INHERIT}>{children}</h2>;
}
