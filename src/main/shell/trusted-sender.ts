import { isAllowedOrigin } from './renderer-origin';

/** What the check reads of an IPC sender frame (Electron's WebFrameMain has these). */
export interface SenderFrame {
  readonly url: string;
  readonly parent: unknown;
}

export interface SenderTrust {
  /** The top frame of our window, or undefined when there is no window. */
  topFrame(): SenderFrame | null | undefined;
  /** The top frames of the app's other windows (a hire's welcome preview), trusted as the main one is. */
  otherTopFrames?(): readonly SenderFrame[];
  allowedOrigins: readonly string[];
}

/**
 * An IPC message is trusted only from the top frame of one of our windows while it shows our own
 * origin: never from a subframe, a window we did not open or a page it was navigated to.
 */
export function isTrustedSender(frame: SenderFrame | null | undefined, trust: SenderTrust): boolean {
  if (!frame) return false;
  try {
    const tops = [trust.topFrame(), ...(trust.otherTopFrames?.() ?? [])];
    if (!tops.some((top) => top && top === frame) || frame.parent !== null) return false;
    return isAllowedOrigin(frame.url, trust.allowedOrigins);
  } catch {
    // A destroyed frame throws on access; it is no trusted sender.
    return false;
  }
}
