import type { EntityManager } from 'typeorm';

/** Who owns a public address (/book/{slug}, /agency/{slug}, /agent/{slug}): one agency or one agent. */
export interface PublicSlugOwner {
  kind: 'agency' | 'agent';
  id: string;
  agencyId: string;
}

/**
 * The one owner of a slug in the public namespace (table public_slugs, see its migration), when it is
 * live: an active agency, or an active agent of an active agency. Reserved words own nothing.
 */
export async function findPublicSlugOwner(manager: EntityManager, slug: string): Promise<PublicSlugOwner | null> {
  const [owner] = await manager.query<PublicSlugOwner[]>(
    `SELECT s.kind, COALESCE(s.user_id, s.agency_id) AS id, a.id AS "agencyId"
       FROM public_slugs s
       LEFT JOIN users u ON u.id = s.user_id AND u.active AND u.auth_type = 'realtor'
       JOIN agencies a ON a.id = COALESCE(u.agency_id, s.agency_id) AND a.active
      WHERE s.slug = $1 AND s.kind IN ('agency', 'agent')`,
    [slug],
  );
  return owner ?? null;
}

/** The error of a write whose slug another owner, a reserved word or a listing id's shape holds. */
export function isPublicSlugTaken(error: unknown): boolean {
  const { code, constraint } = error as { code?: string; constraint?: string };
  return (
    (code === '23505' && constraint === 'public_slugs_pkey') ||
    (code === '23514' && constraint === 'public_slugs_not_uuid')
  );
}
