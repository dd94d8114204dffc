import type { App } from 'electron';

type QuitApp = Pick<App, 'on' | 'quit'>;

/**
 * Holds the quit until `task` settles (the core's shutdown clears a session without remember-me),
 * then quits for real. A failing task is reported and does not keep the app alive.
 */
export function quitAfter(app: QuitApp, task: () => Promise<void>): void {
  let state: 'running' | 'settling' | 'done' = 'running';
  app.on('before-quit', (event) => {
    if (state === 'done') return;
    event.preventDefault();
    if (state === 'settling') return;
    state = 'settling';
    task()
      .catch((error: unknown) => console.error('Shutdown did not finish cleanly:', error instanceof Error ? error.name : typeof error))
      .finally(() => {
        state = 'done';
        app.quit();
      });
  });
}
