import { useState } from 'react';
import type { CallResult } from '@shared/contract/errors';

/**
 * A bridge call a button starts (open a video, a window): whether it is under way, and the reason
 * it failed, told in the window's own words when the bridge cannot say.
 */
export function useBridgeAction<T>(call: () => Promise<CallResult<T>>, fallback: string) {
  const [failure, setFailure] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const run = async () => {
    setRunning(true);
    try {
      const result = await call();
      setFailure(result.ok ? null : result.error.message);
    } catch {
      setFailure(fallback);
    } finally {
      setRunning(false);
    }
  };
  return { failure, running, run };
}
