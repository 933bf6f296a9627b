import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDossierFacilePeer, type DossierFacilePeer } from '../../support/dossierfacile-peer';
import { coupleWithVisale, studentWithParent } from '../../support/dossierfacile-profiles';
import type { SignedIn } from '../../support/factories';
import { startStack, type Stack } from '../../support/stack';
import { verifiedVisitor } from '../visitor/visitor-fixtures';
import { storedFiles } from './rental-file-fixtures';

const CONNECT = '/api/rental-file/dossierfacile/connect';

/**
 * The visitor's way into the DossierFacile import (docs/integrations/dossierfacile.md): the editor's
 * button leads to connect, DossierFacile (the local peer) sends them back to the callback with a code,
 * and the file is imported; a state that does not match, a refusal or a file already started import nothing.
 */
describe('DossierFacile Connect for the visitor: connect, callback, file imported', () => {
  let peer: DossierFacilePeer;
  let stack: Stack;
  let storageDir: string;

  beforeAll(async () => {
    peer = await startDossierFacilePeer();
    storageDir = mkdtempSync(join(tmpdir(), 'dossierfacile-connect-'));
    const settings = peer.settings();
    stack = await startStack({
      workers: 0,
      env: {
        STORAGE_DIR: storageDir,
        DOSSIERFACILE_SSO_URL: settings.ssoUrl,
        DOSSIERFACILE_API_URL: settings.apiUrl,
        DOSSIERFACILE_CLIENT_ID: settings.clientId,
        DOSSIERFACILE_CLIENT_SECRET: settings.clientSecret,
        DOSSIERFACILE_REDIRECT_URI: settings.redirectUri,
      },
    });
  }, 120_000);

  afterAll(async () => {
    await stack?.stop();
    await peer?.close();
  });

  const peopleOf = async (userId: string) =>
    (
      await stack.db.pool.query<{ role: string; first_name: string | null; organisation_type: string | null }>(
        `SELECT p.role, p.first_name, p.organisation_type FROM rental_file_people p
           JOIN rental_files f ON f.id = p.file_id WHERE f.user_id = $1 ORDER BY p.position`,
        [userId],
      )
    ).rows;
  const documentsOf = async (userId: string) =>
    (
      await stack.db.pool.query<{ kind: string }>(
        `SELECT d.kind FROM rental_file_documents d JOIN rental_files f ON f.id = d.file_id
          WHERE f.user_id = $1 ORDER BY d.created_at, d.id`,
        [userId],
      )
    ).rows.map(({ kind }) => kind);

  /** The visitor clicks the button: our redirect to DossierFacile, then DossierFacile's back to the callback. */
  async function consent(session: SignedIn): Promise<{ authorisation: URL; callback: URL }> {
    const connect = await session.agent.get(CONNECT).redirects(0);
    expect(connect.status).toBe(302);
    const authorisation = new URL(connect.headers.location);
    const back = await fetch(authorisation, { redirect: 'manual' });
    expect(back.status).toBe(302);
    return { authorisation, callback: new URL(back.headers.get('location') ?? '') };
  }

  it('imports the consented file into the empty file and sends the visitor back to the editor', async () => {
    const { user, session } = await verifiedVisitor(stack.db.pool, stack.baseUrl);
    const file = await session.agent.get('/api/visitor/rental-file');
    expect(file.body.dossierFacileImport).toBe(true);
    peer.consentNext(await coupleWithVisale(peer.apiUrl));

    const { authorisation, callback } = await consent(session);
    // PKCE with S256, and a state that comes back with the code.
    expect(authorisation.pathname).toBe('/auth/realms/dossier-facile/protocol/openid-connect/auth');
    expect(authorisation.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorisation.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    const state = authorisation.searchParams.get('state') ?? '';
    expect(state.length).toBeGreaterThanOrEqual(32);
    expect(callback.searchParams.get('state')).toBe(state);
    expect(callback.pathname).toBe('/api/rental-file/dossierfacile/callback');

    const done = await session.agent.get(`${callback.pathname}${callback.search}`).redirects(0);
    expect(done.status).toBe(303);
    expect(done.headers.location).toBe('/visits/rental-file?dossierfacile=imported&documents=9&skipped=1&refused=0');
    expect(await peopleOf(user.id)).toEqual([
      { role: 'tenant', first_name: expect.any(String), organisation_type: null },
      { role: 'organisation_guarantor', first_name: null, organisation_type: 'visale' },
      { role: 'tenant', first_name: expect.any(String), organisation_type: null },
    ]);
    expect(await documentsOf(user.id)).toHaveLength(9);
    expect(storedFiles(storageDir).filter((name) => name.includes(user.id.toLowerCase()))).toHaveLength(9);
    const view = await session.agent.get('/api/visitor/rental-file');
    expect(view.body.people[0]).toMatchObject({
      professionalSituation: 'permanent_employee',
      monthlyIncomeCents: 245_000,
    });
    const { rows: audited } = await stack.db.pool.query(
      `SELECT details FROM audit_log WHERE action = 'rental_file.imported' AND actor_user_id = $1`,
      [user.id],
    );
    expect(audited).toEqual([{ details: expect.objectContaining({ provider: 'dossierfacile', documents: 9 }) }]);

    // The same code again (a reload of the callback): single use, nothing more is written.
    const again = await session.agent.get(`${callback.pathname}${callback.search}`).redirects(0);
    expect(again.headers.location).toBe('/visits/rental-file?dossierfacile=expired');
    expect(await documentsOf(user.id)).toHaveLength(9);
  });

  it('imports nothing when the state is not the one this browser was given', async () => {
    const { user, session } = await verifiedVisitor(stack.db.pool, stack.baseUrl);
    peer.consentNext(studentWithParent(peer.apiUrl));
    const { callback } = await consent(session);
    callback.searchParams.set('state', 'forged-state-forged-state-forged-state');
    const before = peer.requests.length;

    const done = await session.agent.get(`${callback.pathname}${callback.search}`).redirects(0);

    expect(done.headers.location).toBe('/visits/rental-file?dossierfacile=expired');
    // The code was never exchanged.
    expect(peer.requests.slice(before).some(({ path }) => path.endsWith('/token'))).toBe(false);
    expect(await peopleOf(user.id)).toEqual([]);
  });

  it('imports nothing when the visitor declines at DossierFacile, or their file is already started', async () => {
    const { user, session } = await verifiedVisitor(stack.db.pool, stack.baseUrl);
    await session.agent.get(CONNECT).redirects(0);
    const declined = await session.agent
      .get('/api/rental-file/dossierfacile/callback?error=access_denied&state=x')
      .redirects(0);
    expect(declined.headers.location).toBe('/visits/rental-file?dossierfacile=denied');

    const added = await session.agent
      .post('/api/visitor/rental-file/people')
      .set('X-CSRF-Token', session.csrf)
      .send({ role: 'tenant', firstName: 'Camille' });
    expect(added.status).toBe(201);
    const connect = await session.agent.get(CONNECT).redirects(0);
    expect(connect.status).toBe(303);
    expect(connect.headers.location).toBe('/visits/rental-file?dossierfacile=notEmpty');
    expect(await peopleOf(user.id)).toHaveLength(1);
  });

  it('is the visitor’s only: signed out, the routes answer 401', async () => {
    const response = await fetch(`${stack.baseUrl}${CONNECT}`, { redirect: 'manual' });
    expect(response.status).toBe(401);
  });
});

describe('DossierFacile Connect off (no DOSSIERFACILE_ variables)', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({ workers: 0 });
  }, 120_000);

  afterAll(async () => {
    await stack?.stop();
  });

  it('hides the button and answers 404', async () => {
    const { session } = await verifiedVisitor(stack.db.pool, stack.baseUrl);
    expect((await session.agent.get('/api/visitor/rental-file')).body.dossierFacileImport).toBe(false);
    const connect = await session.agent.get(CONNECT).redirects(0);
    expect(connect.status).toBe(404);
    expect(connect.body.code).toBe('NOT_FOUND');
  });
});
