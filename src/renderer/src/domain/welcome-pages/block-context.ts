import type { ReactNode } from 'react';

/** What a page's blocks need beyond themselves: whose page it is and what may be done on it. */
export interface WelcomeBlockContext {
  /** The hire, with their version as read: a form is sent on it. */
  hireId: string;
  hireVersion: number;
  /** `own`: the new hire's own page, forms are sent. `preview`: everything shown, nothing sent. */
  mode: 'own' | 'preview';
  /** The colour avatars are drawn in, and the colour on it. */
  accent: { background: string; color: string } | null;
  /** The hire's own tasks, as their welcome lists them; without it a tasks block only names itself. */
  renderTasks?(title: string): ReactNode;
}

export const PREVIEW_NOTHING_SENT = 'Preview: nothing is sent';
