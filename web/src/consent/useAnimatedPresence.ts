import { useEffect, useState } from 'react';

// The specification's timings: 300 ms to appear, 200 ms to leave.
export const ENTER_MS = 300;
export const LEAVE_MS = 200;

/** Keeps an element mounted while it plays its leaving animation. */
export function useAnimatedPresence(visible: boolean): { mounted: boolean; leaving: boolean } {
  const [mounted, setMounted] = useState(visible);
  useEffect(() => {
    if (visible) {
      setMounted(true);
      return;
    }
    const timer = setTimeout(() => setMounted(false), LEAVE_MS);
    return () => clearTimeout(timer);
  }, [visible]);
  return { mounted: mounted || visible, leaving: mounted && !visible };
}
