import type { MeResponse } from '@creneau/contracts';
import { useEffect, useState } from 'react';
import { fetchMe } from './session';

/** Who is signed in (null while loading or when nobody is); one request shared by every caller. */
export function useMe(): MeResponse | null {
  const [me, setMe] = useState<MeResponse | null>(null);
  useEffect(() => {
    let live = true;
    void fetchMe().then((value) => live && setMe(value));
    return () => {
      live = false;
    };
  }, []);
  return me;
}
