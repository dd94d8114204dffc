/** The one question asked before unsaved changes are left behind: in the app, and by the desktop window when it closes. */
export const UNSAVED_CHANGES_TEXT = {
  title: 'Leave without saving?',
  detail: 'Your changes on this page have not been saved. If you leave now, they are lost.',
  leave: 'Leave',
  stay: 'Stay',
} as const;
