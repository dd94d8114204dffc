import type { HcmBridge } from '@shared/bridge';
import { hcm } from '@renderer/lib/bridge';

type CopyRead = ReturnType<HcmBridge['offline']['load']>;

let ahead: CopyRead | null = null;

/**
 * Opening the app on a signed-in screen, the offline copy is asked for alongside the session rather
 * than once the session is in and the screens have drawn: with the gateway away, that is the time
 * to the saved tasks. The restore that takes it checks that the copy names the user it restores
 * for (see isCopyOf), as the session may have changed before the answer.
 */
export function readCopyAhead(bridge: HcmBridge = hcm()): void {
  const reading = bridge.offline.load();
  // A failure here is met again by the restore's own read, which reports it.
  reading.catch(() => undefined);
  ahead = reading;
}

/** The copy read at start, once; null after that or when none was read ahead. */
export function takeCopyReadAhead(): CopyRead | null {
  const reading = ahead;
  ahead = null;
  return reading;
}
