import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { openEventStream, type EventStream } from '../../support/event-stream';
import { createAgency, createUser, signIn, type SignedIn } from '../../support/factories';
import { jpegPhoto, pngPixelBomb } from '../../support/images';
import { waitFor } from '../../support/processes';
import { startSmtpPeer, type SmtpPeer } from '../../support/smtp-peer';
import { startStack, type Stack } from '../../support/stack';
import { verifiedVisitor } from '../visitor/visitor-fixtures';
import { actionToken, payslipPdf, rawPdf, rentListing, storedFiles } from './rental-file-fixtures';

const EICAR = 'X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*';

describe('rental files: the visitor builds a file, the agency is told and decides', () => {
  let stack: Stack;
  let smtp: SmtpPeer;
  let storageDir: string;
  let agencyId: string;
  let admin: SignedIn;
  let adminId: string;
  let agentCookie: string;

  beforeAll(async () => {
    storageDir = mkdtempSync(join(tmpdir(), 'rental-files-'));
    smtp = await startSmtpPeer();
    stack = await startStack({
      env: { STORAGE_DIR: storageDir, DOCUMENT_ALERT_WINDOW_SECONDS: '1', SMTP_URL: smtp.url },
    });
    const agency = await createAgency(stack.db.pool);
    agencyId = agency.id;
    const adminUser = await createUser(stack.db.pool, { authType: 'realtor', agencyId, role: 'agency_admin' });
    adminId = adminUser.id;
    admin = await signIn(stack.baseUrl, adminUser, 'pro');
    const response = await fetch(`${stack.baseUrl}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: adminUser.email, password: adminUser.password, area: 'pro' }),
    });
    agentCookie = response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
  }, 120_000);

  afterAll(async () => {
    await stack?.stop();
    await smtp?.close();
  });

  const count = async (table: string): Promise<number> =>
    Number((await stack.db.pool.query(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n);

  async function visitorWithTenant() {
    const visitor = await verifiedVisitor(stack.db.pool, stack.baseUrl);
    const { agent, csrf } = visitor.session;
    const person = await agent.post('/api/visitor/rental-file/people').set('X-CSRF-Token', csrf).send({
      role: 'tenant',
      firstName: 'Camille',
      lastName: 'Durand',
      professionalSituation: 'permanent_employee',
      monthlyIncomeCents: 300_000,
    });
    expect(person.status).toBe(201);
    return { ...visitor, personId: person.body.id as string };
  }

  const upload = (session: SignedIn, personId: string, data: Buffer, name: string, kind = 'payslips') =>
    session.agent
      .post(`/api/visitor/rental-file/people/${personId}/documents`)
      .set('X-CSRF-Token', session.csrf)
      .field('kind', kind)
      .attach('document', data, name);

  it('refuses every bad upload with its code and stores nothing', async () => {
    const { session, personId } = await visitorWithTenant();
    const before = storedFiles(storageDir);
    const documentsBefore = await count('rental_file_documents');
    const bad: [string, Buffer, string, string, number][] = [
      ['a text file named .pdf', Buffer.from('not a pdf at all'), 'fiche.pdf', 'DOCUMENT_TYPE_NOT_ACCEPTED', 400],
      ['EICAR', Buffer.from(EICAR), 'eicar.pdf', 'DOCUMENT_MALWARE', 400],
      ['an encrypted PDF', rawPdf({ trailer: '/Encrypt 9 0 R' }), 'locked.pdf', 'DOCUMENT_ENCRYPTED', 400],
      [
        'a scripted PDF',
        rawPdf({ extra: '/OpenAction << /S /JavaScript /JS (app.alert(1)) >>' }),
        'js.pdf',
        'DOCUMENT_ACTIVE_CONTENT',
        400,
      ],
      [
        'a PDF/zip polyglot',
        Buffer.concat([rawPdf(), Buffer.from('PK\x05\x06', 'latin1'), Buffer.alloc(18)]),
        'poly.pdf',
        'DOCUMENT_TYPE_NOT_ACCEPTED',
        400,
      ],
      [
        'a zip named .pdf',
        Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(40)]),
        'fiche-de-paie.pdf',
        'DOCUMENT_TYPE_NOT_ACCEPTED',
        400,
      ],
      ['a pixel bomb', pngPixelBomb(), 'bomb.png', 'DOCUMENT_TOO_MANY_PIXELS', 400],
      [
        'over 20 MB',
        Buffer.concat([await payslipPdf(), Buffer.alloc(20 * 1024 * 1024)]),
        'big.pdf',
        'DOCUMENT_TOO_LARGE',
        413,
      ],
    ];
    for (const [what, data, name, code, status] of bad) {
      const response = await upload(session, personId, data, name);
      expect({ what, status: response.status, code: response.body.code }).toEqual({ what, status, code });
    }
    const notAllowed = await upload(session, personId, await payslipPdf(), 'x.pdf', 'bank_statements');
    expect(notAllowed.status).toBe(422);
    expect(notAllowed.body.code).toBe('DOCUMENT_KIND_NOT_ALLOWED');
    expect(notAllowed.body.details.reason).toBe('unknown_kind');
    expect(storedFiles(storageDir)).toEqual(before);
    expect(await count('rental_file_documents')).toBe(documentsBefore);
  }, 60_000);

  it('stores a valid upload under a server-made key with its hash, a dangerous name sanitised', async () => {
    const { session, personId, user } = await visitorWithTenant();
    const response = await upload(session, personId, await jpegPhoto(3000, 2000), '../../etc/passwd.jpg', 'passport');
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ kind: 'passport', category: 'identity', mimeType: 'image/jpeg', pages: 1 });
    expect(response.body.name).not.toContain('/');
    const { rows } = await stack.db.pool.query('SELECT storage_key FROM rental_file_documents WHERE id = $1', [
      response.body.id,
    ]);
    expect(rows[0].storage_key).toMatch(new RegExp(`^rental-files/${user.id}/[0-9a-f-]{36}\\.jpg$`));
    expect(storedFiles(storageDir)).toContain(rows[0].storage_key);
    // The photo was reduced to a readable page (2480 px on its long side).
    const file = await session.agent.get('/api/visitor/rental-file');
    expect(file.body.people[0].documents).toHaveLength(1);
    expect(file.body.completeness[0].missing.map((item: { category?: string }) => item.category)).toEqual([
      'address',
      'professional',
      'resources',
    ]);
  });

  it('stores an HEIC phone photo as a readable JPEG', async () => {
    const { session, personId } = await visitorWithTenant();
    // A real HEIC (HEVC-coded, 480 × 640), sent with the name and type an iPhone gives it.
    const heic = readFileSync(join(__dirname, '../../fixtures/payslip-page.heic'));
    const response = await session.agent
      .post(`/api/visitor/rental-file/people/${personId}/documents`)
      .set('X-CSRF-Token', session.csrf)
      .field('kind', 'payslips')
      .attach('document', heic, { filename: 'IMG_0412.HEIC', contentType: 'image/heic' });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ mimeType: 'image/jpeg', name: 'IMG_0412.jpg', pages: 1 });
    const { rows } = await stack.db.pool.query('SELECT storage_key, sha256 FROM rental_file_documents WHERE id = $1', [
      response.body.id,
    ]);
    expect(rows[0].storage_key).toMatch(/\.jpg$/);
    const stored = readFileSync(join(storageDir, rows[0].storage_key));
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'jpeg', width: 480, height: 640 });
    expect(createHash('sha256').update(stored).digest('hex')).toBe(rows[0].sha256);
  });

  it('resumes an upload cut in the middle: a chunk at the wrong offset changes nothing', async () => {
    const { session, personId } = await visitorWithTenant();
    const data = await payslipPdf('Avis d’imposition');
    const open = await session.agent
      .post('/api/visitor/rental-file/uploads')
      .set('X-CSRF-Token', session.csrf)
      .send({ personId, kind: 'tax_notice', name: 'avis.pdf', totalBytes: data.length });
    expect(open.status).toBe(201);
    const half = Math.floor(data.length / 2);
    const put = (start: number, end: number) =>
      session.agent
        .put(`/api/visitor/rental-file/uploads/${open.body.id}`)
        .set('X-CSRF-Token', session.csrf)
        .set('Content-Type', 'application/octet-stream')
        .set('Content-Range', `bytes ${start}-${end - 1}/${data.length}`)
        .send(data.subarray(start, end));
    expect((await put(0, half)).body).toMatchObject({ done: false, session: { offset: half } });
    const skipped = await put(half + 10, data.length);
    expect(skipped.status).toBe(409);
    expect(skipped.body).toMatchObject({ code: 'UPLOAD_RANGE_INVALID', details: { offset: half } });
    expect((await session.agent.get(`/api/visitor/rental-file/uploads/${open.body.id}`)).body.offset).toBe(half);
    const last = await put(half, data.length);
    expect(last.status).toBe(201);
    expect(last.body).toMatchObject({ done: true, document: { kind: 'tax_notice', pages: 1 } });
    expect(await count('rental_file_uploads')).toBe(0);
  });

  async function applied() {
    const visitor = await visitorWithTenant();
    const listingId = await rentListing(stack.db.pool, agencyId);
    const response = await visitor.session.agent
      .post('/api/visitor/rental-file/applications')
      .set('X-CSRF-Token', visitor.session.csrf)
      .send({ listingId });
    expect(response.status).toBe(201);
    return {
      ...visitor,
      listingId,
      applicationId: response.body.id as string,
      candidateId: response.body.candidateId as string,
    };
  }

  it('asks for a visit first unless the agency accepts files before', async () => {
    const visitor = await visitorWithTenant();
    const listingId = await rentListing(stack.db.pool, agencyId);
    const before = await visitor.session.agent
      .post('/api/visitor/rental-file/applications')
      .set('X-CSRF-Token', visitor.session.csrf)
      .send({ listingId });
    expect(before.status).toBe(409);
    expect(before.body.code).toBe('APPLICATION_NEEDS_VISIT');
    const settings = await admin.agent
      .put('/api/rental-applications/settings')
      .set('X-CSRF-Token', admin.csrf)
      .send({ applicationsBeforeVisit: true });
    expect(settings.status).toBe(200);
    const after = await visitor.session.agent
      .post('/api/visitor/rental-file/applications')
      .set('X-CSRF-Token', visitor.session.csrf)
      .send({ listingId });
    expect(after.status).toBe(201);
    expect(after.body).toMatchObject({ status: 0, listing: { id: listingId, rentCents: 90_000 } });
    const { rows } = await stack.db.pool.query('SELECT source FROM candidates WHERE id = $1', [after.body.candidateId]);
    expect(rows[0].source).toBe('rental_file');
  });

  it('brings a new document to the agent’s live stream, and one grouped alert for several uploads', async () => {
    const { session, personId, applicationId } = await applied();
    let stream: EventStream | undefined;
    try {
      stream = await openEventStream(stack.baseUrl, agentCookie);
      for (let index = 0; index < 3; index += 1) {
        expect((await upload(session, personId, await payslipPdf(`Bulletin ${index}`), `b${index}.pdf`)).status).toBe(
          201,
        );
      }
      const live = await waitFor(
        async () => {
          const found = (stream?.events ?? []).filter(
            (event) => event.includes('rental_file.document_added') && event.includes(applicationId),
          );
          return found.length > 0 ? found : null;
        },
        'the live toast',
        10_000,
      );
      expect(live.length).toBeGreaterThanOrEqual(1);
      await waitFor(
        async () =>
          (
            await stack.db.pool.query(
              `SELECT 1 FROM messages WHERE purpose = 'rental_documents_added' AND body_text LIKE '%/rf/%'`,
            )
          ).rowCount,
        'the grouped alert',
        20_000,
      );
      const alerts = await stack.db.pool.query(
        `SELECT body_text FROM messages WHERE purpose = 'rental_documents_added' AND claim_key LIKE $1`,
        [`rental-application:${applicationId}:%`],
      );
      // Three uploads within the window: at most one message per window, never one per upload.
      expect(alerts.rowCount).toBeLessThan(3);
    } finally {
      stream?.close();
    }
  }, 60_000);

  it('keeps the /rf tokens of an alert out of the message log, and sends them usable', async () => {
    const { session, personId, applicationId, candidateId } = await applied();
    expect((await upload(session, personId, await payslipPdf('Bulletin'), 'b.pdf')).status).toBe(201);
    const linksOf = (text: string | undefined): Record<string, string> =>
      Object.fromEntries([...(text ?? '').matchAll(/\/rf\/([A-Za-z0-9_-]+)\/(\w+)/g)].map((m) => [m[2], m[1]]));
    // The alert sent for this application: its view link previews it (a GET changes nothing).
    const links = await waitFor(
      async () => {
        for (const mail of smtp.received) {
          const found = linksOf(mail.text);
          if (!found.view) continue;
          const preview = await fetch(`${stack.baseUrl}/api/public/rf/${found.view}/view`);
          if (!preview.ok || ((await preview.json()) as { applicationId: string }).applicationId !== applicationId)
            continue;
          const links: Record<string, string> = { ...found, html: String(mail.html || '') };
          return links;
        }
        return null;
      },
      'the alert e-mail',
      20_000,
    );
    expect(Object.keys(links)).toEqual(expect.arrayContaining(['view', 'accept', 'refuse', 'ask_documents']));
    expect(links.html).toContain(`/rf/${links.accept}/accept`);
    const { rows } = await stack.db.pool.query(
      `SELECT concat(body_text, body_html) AS body FROM messages WHERE claim_key LIKE $1`,
      [`rental-application:${applicationId}:documents:%`],
    );
    expect(rows.length).toBeGreaterThanOrEqual(1);
    expect(rows[0].body).toContain('/rf/redacted/accept');
    // No message at all holds a usable /rf token: only the redacted placeholder follows /rf/.
    const leaked = await stack.db.pool.query(
      `SELECT id FROM messages WHERE concat(body_text, body_html) ~ '/rf/(?!redacted/)[A-Za-z0-9_-]{16,}'`,
    );
    expect(leaked.rows).toEqual([]);
    for (const token of [links.view, links.accept, links.refuse, links.ask_documents])
      expect(rows.map((row) => row.body).join('')).not.toContain(token);
    const accepted = await fetch(`${stack.baseUrl}/api/public/rf/${links.accept}/accept`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(accepted.status).toBe(200);
    const { rows: status } = await stack.db.pool.query('SELECT status FROM candidates WHERE id = $1', [candidateId]);
    expect(status[0].status).toBe(1);
  }, 60_000);

  it('shows the agent completeness, the solvency indicator and watermarked pages, each view audited', async () => {
    const { session, personId, applicationId } = await applied();
    const document = await upload(session, personId, await payslipPdf(), 'paie.pdf');
    const detail = await admin.agent.get(`/api/rental-applications/${applicationId}`);
    expect(detail.status).toBe(200);
    expect(detail.body.solvency).toMatchObject({
      rentCents: 90_000,
      tenantsIncomeCents: 300_000,
      incomeCoversRent: true,
      basis: 'income',
    });
    expect(detail.body.complete).toBe(false);
    const list = await admin.agent.get('/api/rental-applications');
    expect(list.body.map((row: { id: string }) => row.id)).toContain(applicationId);
    const page = await admin.agent
      .get(`/api/rental-applications/${applicationId}/documents/${document.body.id}/pages/1`)
      .buffer(true);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(page.body as Buffer).metadata()).format).toBe('jpeg');
    const audit = await stack.db.pool.query(
      `SELECT details FROM audit_log WHERE action = 'rental_file.document_viewed' AND details ->> 'documentId' = $1`,
      [document.body.id],
    );
    expect(audit.rowCount).toBe(1);
    expect(
      (await admin.agent.get(`/api/rental-applications/${applicationId}/documents/${document.body.id}/pages/2`)).status,
    ).toBe(404);
  }, 60_000);

  it('asks for documents through the candidate’s status and e-mails the applicant exactly those', async () => {
    const { applicationId, candidateId } = await applied();
    const refused = await admin.agent
      .post(`/api/rental-applications/${applicationId}/decision`)
      .set('X-CSRF-Token', admin.csrf)
      .send({ decision: 'ask_documents', kinds: ['bank_statements'] });
    expect(refused.status).toBe(422);
    const asked = await admin.agent
      .post(`/api/rental-applications/${applicationId}/decision`)
      .set('X-CSRF-Token', admin.csrf)
      .send({ decision: 'ask_documents', kinds: ['payslips', 'tax_notice'] });
    expect(asked.status).toBe(201);
    expect(asked.body).toMatchObject({ status: 3, requestedKinds: ['payslips', 'tax_notice'] });
    const { rows } = await stack.db.pool.query('SELECT status FROM candidates WHERE id = $1', [candidateId]);
    expect(rows[0].status).toBe(3);
    const message = await waitFor(
      async () =>
        (
          await stack.db.pool.query(
            `SELECT body_text FROM messages WHERE purpose = 'rental_documents_requested' AND body_text LIKE $1`,
            [`%${applicationId}%`],
          )
        ).rows[0],
      'the documents request',
    );
    expect(message.body_text).toContain('Trois derniers bulletins de salaires');
    expect(message.body_text).toContain('kinds=payslips%2Ctax_notice');
  }, 40_000);

  describe('/rf action links', () => {
    const statusOf = async (candidateId: string) =>
      (await stack.db.pool.query('SELECT status FROM candidates WHERE id = $1', [candidateId])).rows[0]
        .status as number;
    const post = (token: string, action: string, body: object = {}) =>
      fetch(`${stack.baseUrl}/api/public/rf/${token}/${action}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });

    it('shows on GET and acts only on POST, once', async () => {
      const { applicationId, candidateId } = await applied();
      const token = await actionToken(stack.db.pool, applicationId, adminId, 'accept');
      const preview = await fetch(`${stack.baseUrl}/api/public/rf/${token}/accept`);
      expect(preview.status).toBe(200);
      expect(await preview.json()).toMatchObject({ action: 'accept', applicationId });
      expect(await statusOf(candidateId)).toBe(0);
      expect((await post(token, 'accept')).status).toBe(200);
      expect(await statusOf(candidateId)).toBe(1);
      const again = await post(token, 'accept');
      expect(again.status).toBe(409);
      expect(((await again.json()) as { code: string }).code).toBe('TOKEN_USED');
    });

    it('changes nothing with an expired, tampered, wrong-action or another application’s token', async () => {
      const { applicationId, candidateId } = await applied();
      const other = await applied();
      const expired = await actionToken(stack.db.pool, applicationId, adminId, 'accept', '-1 minute');
      const refuse = await actionToken(stack.db.pool, applicationId, adminId, 'refuse');
      const accept = await actionToken(stack.db.pool, applicationId, adminId, 'accept');
      const tampered = `${accept.slice(0, -1)}${accept.endsWith('A') ? 'B' : 'A'}`;
      const otherToken = await actionToken(stack.db.pool, other.applicationId, adminId, 'view');

      expect((await post(expired, 'accept')).status).toBe(410);
      expect((await post(tampered, 'accept')).status).toBe(404);
      expect((await post(refuse, 'accept')).status).toBe(404);
      expect((await post(accept, 'nonsense')).status).toBe(404);
      // A refusal without its reason is refused, and the token stays unspent.
      expect((await post(refuse, 'refuse')).status).toBe(409);
      const viewed = await post(otherToken, 'view');
      expect(viewed.status).toBe(200);
      expect(((await viewed.json()) as { applicationId: string }).applicationId).toBe(other.applicationId);
      expect(await statusOf(candidateId)).toBe(0);
      expect(await statusOf(other.candidateId)).toBe(0);
      const spent = await stack.db.pool.query(
        'SELECT count(*)::int AS n FROM rental_file_action_tokens WHERE application_id = $1 AND used_at IS NOT NULL',
        [applicationId],
      );
      expect(spent.rows[0].n).toBe(0);
      expect((await post(refuse, 'refuse', { refusalReason: 'noFinancialData' })).status).toBe(200);
      expect(await statusOf(candidateId)).toBe(2);
    });
  });

  it('exports every document with the visitor’s data, and the erasure deletes them', async () => {
    const { session, personId, user } = await visitorWithTenant();
    const pdf = await payslipPdf('Export');
    await upload(session, personId, pdf, 'export.pdf');
    await upload(session, personId, await jpegPhoto(), 'id.jpg', 'passport');
    const exported = await session.agent.get('/api/visitor/account/export');
    expect(exported.status).toBe(200);
    const documents = exported.body.rentalFile.documents as { kind: string; dataBase64: string }[];
    expect(documents.map((document) => document.kind).sort()).toEqual(['passport', 'payslips']);
    expect(
      Buffer.from(documents.find((document) => document.kind === 'payslips')!.dataBase64, 'base64').equals(pdf),
    ).toBe(true);
    const keys = (
      await stack.db.pool.query(
        'SELECT storage_key FROM rental_file_documents d JOIN rental_files f ON f.id = d.file_id WHERE f.user_id = $1',
        [user.id],
      )
    ).rows.map((row) => row.storage_key as string);
    expect(keys).toHaveLength(2);
    const erased = await session.agent
      .post('/api/visitor/account/delete')
      .set('X-CSRF-Token', session.csrf)
      .send({ confirmEmail: user.email });
    expect(erased.status).toBe(204);
    const left = storedFiles(storageDir);
    for (const key of keys) expect(left).not.toContain(key);
  }, 40_000);
});
