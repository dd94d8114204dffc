import { useEffect, useState } from 'react';

// Below 1 (zoomed out) a canvas sized by the ratio would only be partly drawn and cleared.
const readRatio = () => Math.max(window.devicePixelRatio || 1, 1);

/** Device pixels per CSS pixel, following the window to another screen or a new zoom level. */
export function useDevicePixelRatio(): number {
  const [ratio, setRatio] = useState(readRatio);
  useEffect(() => {
    const query = window.matchMedia(`(resolution: ${ratio}dppx)`);
    const update = () => setRatio(readRatio());
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, [ratio]);
  return ratio;
}
