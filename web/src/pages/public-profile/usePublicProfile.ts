import type { ListingCard } from '@creneau/contracts';
import { useApiGet } from '../../session/useApiGet';

/** A public profile (agency or agent) and its open listings, read side by side. */
export function usePublicProfile<T>(kind: 'agencies' | 'agents', slug: string) {
  const base = `/api/public/${kind}/${encodeURIComponent(slug)}`;
  const profile = useApiGet<T>(base);
  const listings = useApiGet<ListingCard[]>(`${base}/listings`);
  return { profile, listings };
}
