import type { UploadProgress } from '@shared/files';

/**
 * Turns the share of a body sent into the file's bytes, told at most once per whole percent and
 * never going back (a replay after a refreshed session starts its body again).
 */
export function createProgressReporter(uploadId: string, total: number, listener: ((progress: UploadProgress) => void) | undefined) {
  let reported = -1;
  let lastStep = -1;
  return (fraction: number): void => {
    if (listener === undefined) return;
    const loaded = Math.min(total, Math.max(0, Math.floor(fraction * total)));
    const step = Math.floor((loaded * 100) / total);
    if (loaded <= reported || (step === lastStep && loaded !== total)) return;
    reported = loaded;
    lastStep = step;
    try {
      listener({ uploadId, loaded, total });
    } catch (error) {
      console.error('An upload progress listener failed:', error instanceof Error ? error.message : String(error));
    }
  };
}
