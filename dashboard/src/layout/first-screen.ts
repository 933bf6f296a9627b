import { useLayoutEffect } from 'react';

// The agent's home may come drawn by the server (api/src/frontends/agent-home/): #first-screen, with the app's
// #root hidden under it. The app renders there unseen and takes the drawn screen's place once its own home
// has everything the drawn one showed, in the same commit: nothing blinks, moves or grows (issue 32: the
// phone's largest paint stays the server's). Any other screen (sign-in, an error, a page the app went to on
// its own) takes it at once.

/** Removes the server's screen, if any, and shows the app. */
export function releaseFirstScreen(): void {
  const drawn = document.getElementById('first-screen');
  if (!drawn) return;
  drawn.remove();
  // When the app's screen replaced the server's (test/browser/agent-home-first-screen.browser-spec.ts).
  performance.mark('first-screen-released');
  document.getElementById('root')?.removeAttribute('hidden');
  // What the public pages say once React has taken them over: the screen's buttons now work.
  document.documentElement.dataset.interactive = 'true';
}

/** Releases the server's screen once `ready`, before the browser paints the commit that made it so. */
export function useReleaseFirstScreen(ready = true): void {
  useLayoutEffect(() => {
    if (ready) releaseFirstScreen();
  }, [ready]);
}

/** However the app fares, its screen shows within this time. */
export const FIRST_SCREEN_LIMIT_MS = 15_000;
