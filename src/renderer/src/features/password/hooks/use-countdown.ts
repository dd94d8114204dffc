import { useCallback, useEffect, useState } from 'react';

/** Seconds left of a countdown that ticks once a second; restart() starts it again from the top. */
export function useCountdown(fromSeconds: number): { remaining: number; restart(): void } {
  const [remaining, setRemaining] = useState(fromSeconds);
  const [round, setRound] = useState(0);
  const running = remaining > 0;

  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setRemaining((seconds) => Math.max(0, seconds - 1)), 1000);
    return () => clearInterval(timer);
  }, [running, round]);

  const restart = useCallback(() => {
    setRemaining(fromSeconds);
    setRound((value) => value + 1);
  }, [fromSeconds]);
  return { remaining, restart };
}
