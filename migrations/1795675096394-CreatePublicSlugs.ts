import type { MigrationInterface, QueryRunner } from 'typeorm';

// The first segments of the product's own routes (web, back office, API, files) and a few names that
// would pass for the product itself: nobody's public address. A route added later reserves its word in
// a migration of its own.
const RESERVED = [
  'accessdenied', 'admin', 'agency', 'agent', 'api', 'assets', 'book', 'c', 'cookies', 'creneau', 'docs',
  'dpa', 'embed', 'error', 'health', 'help', 'i', 'immoweb', 'landing', 'locales', 'login', 'masquerade',
  'media', 'notfound', 'ops', 'privacy', 'pro', 'public', 'rf', 'signin', 'sign-in', 'signout', 'sign-out',
  'static', 'support', 'terms-of-service', 'ultimmo', 'usermgmt', 'vb', 'visits', 'widget', 'www',
]; // prettier-ignore

// A listing's booking page is /book/{its id}: the shape of a UUID belongs to listings.
const UUID_SHAPE = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
const MAX_LENGTH = 80;

interface Owner {
  kind: 'agency' | 'agent';
  id: string;
  agencyId: string;
  slug: string;
}

/**
 * One namespace for every public address: /book/{slug}, /agency/{slug} and /agent/{slug} name one thing
 * each. An agent could take an agency's slug (issue 18: a competitor's agent squatted
 * /book/agence-du-marais); now every agency and agent slug registers into public_slugs, in the same
 * transaction, through triggers, so the unique key refuses the second owner whatever code writes it.
 *
 * Existing clashes are resolved once, deterministically: reserved words first, then agencies, then
 * agents, the oldest first within each; each keeps its slug when it can, and one that lost it becomes
 * slug-2, slug-3… (the first free; so does a slug over 80 characters or shaped like a listing id),
 * and each rename is written to the audit log (action public_slug.renamed). down() drops the namespace
 * but keeps the renamed slugs: the old ones may since have been given out.
 */
export class CreatePublicSlugs1795675096394 implements MigrationInterface {
  name = 'CreatePublicSlugs1795675096394';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE public_slugs (
        slug citext PRIMARY KEY,
        kind text NOT NULL CHECK (kind IN ('reserved', 'agency', 'agent')),
        agency_id uuid NULL UNIQUE REFERENCES agencies (id) ON DELETE CASCADE,
        user_id uuid NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
        CONSTRAINT public_slugs_owner CHECK (
          (kind = 'agency') = (agency_id IS NOT NULL) AND (kind = 'agent') = (user_id IS NOT NULL)),
        CONSTRAINT public_slugs_not_uuid CHECK (slug !~* '${UUID_SHAPE}')
      )`);
    await queryRunner.query(`INSERT INTO public_slugs (slug, kind) SELECT unnest($1::text[]), 'reserved'`, [RESERVED]);
    const agencies: Owner[] = await queryRunner.query(
      `SELECT 'agency' AS kind, id, id AS "agencyId", slug FROM agencies ORDER BY created_at, id`,
    );
    const agents: Owner[] = await queryRunner.query(
      `SELECT 'agent' AS kind, id, agency_id AS "agencyId", public_slug AS slug FROM users
        WHERE public_slug IS NOT NULL ORDER BY created_at, id`,
    );
    // Every owner keeps its slug when it can, so a clash renames only the one that lost it.
    const losers: Owner[] = [];
    for (const owner of [...agencies, ...agents]) {
      if (!(await this.claim(queryRunner, owner, owner.slug))) losers.push(owner);
    }
    for (const owner of losers) await this.rename(queryRunner, owner);
    await this.createTriggers(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER IF EXISTS users_public_slug_registered ON users`);
    await queryRunner.query(`DROP TRIGGER IF EXISTS agencies_slug_registered ON agencies`);
    await queryRunner.query(`DROP FUNCTION IF EXISTS register_agent_slug()`);
    await queryRunner.query(`DROP FUNCTION IF EXISTS register_agency_slug()`);
    await queryRunner.query(`DROP TABLE IF EXISTS public_slugs`);
  }

  private async claim(queryRunner: QueryRunner, owner: Owner, slug: string): Promise<boolean> {
    if (slug.length > MAX_LENGTH || new RegExp(UUID_SHAPE, 'i').test(slug)) return false;
    const column = owner.kind === 'agency' ? 'agency_id' : 'user_id';
    const taken: unknown[] = await queryRunner.query(
      `INSERT INTO public_slugs (slug, kind, ${column}) VALUES ($1, $2, $3) ON CONFLICT (slug) DO NOTHING RETURNING slug`,
      [slug, owner.kind, owner.id],
    );
    return taken.length > 0;
  }

  private async rename(queryRunner: QueryRunner, owner: Owner): Promise<void> {
    let slug = withSuffix(owner.slug, 2);
    for (let n = 3; !(await this.claim(queryRunner, owner, slug)); n += 1) slug = withSuffix(owner.slug, n);
    if (owner.kind === 'agency')
      await queryRunner.query(`UPDATE agencies SET slug = $2 WHERE id = $1`, [owner.id, slug]);
    else await queryRunner.query(`UPDATE users SET public_slug = $2 WHERE id = $1`, [owner.id, slug]);
    const id = owner.kind === 'agency' ? { agencyId: owner.id } : { userId: owner.id };
    await queryRunner.query(
      `INSERT INTO audit_log (action, agency_id, details) VALUES ('public_slug.renamed', $1, $2)`,
      [owner.agencyId, JSON.stringify({ kind: owner.kind, ...id, from: owner.slug, to: slug })],
    );
  }

  private async createTriggers(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION register_agency_slug() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'UPDATE' THEN
          IF NEW.slug = OLD.slug THEN RETURN NULL; END IF;
          DELETE FROM public_slugs WHERE agency_id = NEW.id;
        END IF;
        INSERT INTO public_slugs (slug, kind, agency_id) VALUES (NEW.slug, 'agency', NEW.id);
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER agencies_slug_registered AFTER INSERT OR UPDATE OF slug ON agencies
        FOR EACH ROW EXECUTE FUNCTION register_agency_slug()`);
    await queryRunner.query(`
      CREATE FUNCTION register_agent_slug() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'UPDATE' THEN
          IF NEW.public_slug IS NOT DISTINCT FROM OLD.public_slug THEN RETURN NULL; END IF;
          DELETE FROM public_slugs WHERE user_id = NEW.id;
        END IF;
        IF NEW.public_slug IS NOT NULL THEN
          INSERT INTO public_slugs (slug, kind, user_id) VALUES (NEW.public_slug, 'agent', NEW.id);
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER users_public_slug_registered AFTER INSERT OR UPDATE OF public_slug ON users
        FOR EACH ROW EXECUTE FUNCTION register_agent_slug()`);
  }
}

/** slug-2, slug-3…, cut to the longest slug allowed without leaving a dash at the cut. */
function withSuffix(slug: string, n: number): string {
  const suffix = `-${n}`;
  return `${slug.slice(0, MAX_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`;
}
