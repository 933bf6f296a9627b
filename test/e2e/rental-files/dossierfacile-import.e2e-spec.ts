import {
  DossierFacileError,
  HttpDossierFacileClient,
  importDossierFacileFile,
  type DossierFacileErrorCode,
  type ImportedDocument,
  type ImportedPerson,
  type RentalFileImportSink,
} from '@creneau/server';
import { startDossierFacilePeer, type DossierFacilePeer } from '../../support/dossierfacile-peer';
import {
  coupleWithVisale,
  onePagePdf,
  profileWithRefusals,
  studentWithParent,
  type SampleProfile,
} from '../../support/dossierfacile-profiles';

/** What the rental-file domain will implement over its tables, kept in memory. */
function memorySink() {
  const people: (ImportedPerson & { personId: string })[] = [];
  const documents: (ImportedDocument & { personId: string })[] = [];
  const sink: RentalFileImportSink = {
    addPerson: (person) => {
      const personId = `person-${people.length + 1}`;
      people.push({ ...person, personId });
      return Promise.resolve({ personId });
    },
    addDocument: (personId, document) => {
      documents.push({ ...document, personId });
      return Promise.resolve();
    },
  };
  return { sink, people, documents };
}

describe('DossierFacile import against a local DossierFacile', () => {
  let peer: DossierFacilePeer;

  beforeAll(async () => {
    peer = await startDossierFacilePeer();
  });
  afterAll(() => peer.close());

  /** The visitor consents and we exchange the code, as the callback route will. */
  async function connect(sample: SampleProfile, client = new HttpDossierFacileClient(peer.settings())) {
    const { accessToken } = await client.exchangeCode(peer.consent(sample));
    return { client, accessToken };
  }

  async function failure(promise: Promise<unknown>): Promise<DossierFacileErrorCode> {
    const error = await promise.then(
      () => null,
      (caught: unknown) => caught,
    );
    if (!(error instanceof DossierFacileError)) throw new Error(`expected a DossierFacileError, got ${String(error)}`);
    return error.code;
  }

  it('imports a couple with a Visale guarantor: every document validated, Visale’s certificate reported', async () => {
    const { client, accessToken } = await connect(await coupleWithVisale(peer.apiUrl));
    const { sink, people, documents } = memorySink();

    const report = await importDossierFacileFile(client, accessToken, sink);

    expect(
      people.map(({ ref, role, tenancy, household, guarantorOf }) => [ref, role, tenancy, household, guarantorOf]),
    ).toEqual([
      ['tenant:101', 'tenant', 'main', 'couple', undefined],
      ['guarantor:501', 'organisation_guarantor', undefined, undefined, 'tenant:101'],
      ['tenant:102', 'tenant', 'co_tenant', 'couple', undefined],
    ]);
    expect(people[0]).toMatchObject({
      professionalSituation: 'permanent_contract',
      declaredMonthlyIncomeCents: 245_000,
    });
    expect(people[1]).toMatchObject({ organisationKind: 'guarantee_provider', declaredMonthlyIncomeCents: null });
    expect(people[2]).toMatchObject({
      professionalSituation: 'fixed_term_contract',
      declaredMonthlyIncomeCents: 195_000,
    });
    expect(documents.map(({ personId, kind }) => `${personId} ${kind}`)).toEqual([
      'person-1 identity_card',
      'person-1 rent_receipts',
      'person-1 employment_contract',
      'person-1 payslips',
      'person-1 tax_notice',
      'person-3 passport',
      'person-3 employment_contract',
      'person-3 payslips',
      'person-3 benefits_statement',
    ]);
    // Through the upload validation: the phone photo re-encoded as JPEG, every document hashed.
    const passport = documents.find(({ kind }) => kind === 'passport');
    expect(passport?.document).toMatchObject({ mimeType: 'image/jpeg', receivedType: 'jpeg', name: 'passport.jpg' });
    expect(documents.every(({ document }) => /^[0-9a-f]{64}$/.test(document.sha256))).toBe(true);
    expect(passport?.source).toEqual({ provider: 'dossierfacile', documentId: '1021', status: 'VALIDATED' });
    expect(report.skipped).toEqual([
      {
        personRef: 'guarantor:501',
        documentId: '5011',
        category: 'GUARANTEE_PROVIDER_CERTIFICATE',
        subCategory: 'VISALE',
        reason: 'no_lawful_kind',
      },
    ]);
    expect(report.refused).toEqual([]);
    expect(report.dossierFacileTenantId).toBe(101);
  });

  it('downloads by token with one partner token (client credentials), never the visitor’s', async () => {
    const { client, accessToken } = await connect(await coupleWithVisale(peer.apiUrl));
    const before = peer.requests.length;

    await importDossierFacileFile(client, accessToken, memorySink().sink);

    const requests = peer.requests.slice(before);
    const downloads = requests.filter(({ path }) => path.startsWith('/dfc/api/v1/tenants/101/documents/'));
    expect(downloads).toHaveLength(9);
    expect(new Set(downloads.map(({ authorization }) => authorization)).size).toBe(1);
    expect(downloads[0].authorization).toMatch(/^Bearer partner-/);
    expect(requests.filter(({ path }) => path.endsWith('/openid-connect/token'))).toHaveLength(1);
    // The refused certificate is never fetched.
    expect(requests.some(({ path }) => path.endsWith('token-5011'))).toBe(false);
  });

  it('imports a student with her mother as guarantor, the mother’s documents by DossierFacile’s URLs', async () => {
    const { client, accessToken } = await connect(studentWithParent(peer.apiUrl));
    const { sink, people, documents } = memorySink();
    const before = peer.requests.length;

    const report = await importDossierFacileFile(client, accessToken, sink);

    expect(people.map(({ role, firstName, household }) => [role, firstName, household])).toEqual([
      ['tenant', 'Léa', 'alone'],
      ['person_guarantor', 'Nathalie', undefined],
    ]);
    expect(people[0]).toMatchObject({ professionalSituation: 'student', declaredMonthlyIncomeCents: 45_000 });
    expect(people[1]).toMatchObject({ professionalSituation: 'civil_servant', declaredMonthlyIncomeCents: 320_000 });
    expect(documents.map(({ personId, kind }) => `${personId} ${kind}`)).toEqual([
      'person-1 identity_card',
      'person-1 host_statement',
      'person-1 student_card',
      'person-1 scholarship_notice',
      'person-2 identity_card',
      'person-2 property_tax_notice',
      'person-2 employment_contract',
      'person-2 payslips',
      'person-2 tax_notice',
    ]);
    expect(documents.find(({ kind }) => kind === 'student_card')?.source.status).toBe('TO_PROCESS');
    // The parents' tax notice is theirs, not Léa's: reported, not fetched.
    expect(report.skipped.map(({ documentId, reason }) => [documentId, reason])).toEqual([['2015', 'no_lawful_kind']]);
    const byUrl = peer.requests.slice(before).filter(({ path }) => path.startsWith('/api/document/resource/'));
    expect(byUrl).toHaveLength(5);
    expect(byUrl.every(({ authorization }) => authorization === `Bearer ${accessToken}`)).toBe(true);
  });

  it('reports what the law or the upload validation refuses and stores none of it', async () => {
    const { client, accessToken } = await connect(profileWithRefusals(peer.apiUrl));
    const { sink, people, documents } = memorySink();
    const before = peer.requests.length;

    const report = await importDossierFacileFile(client, accessToken, sink);

    expect(documents.map(({ personId, kind, source }) => [personId, kind, source.documentId])).toEqual([
      ['person-3', 'organisation_legal_existence', '7021'],
    ]);
    expect(people[2]).toMatchObject({ organisationKind: 'legal_person', organisationName: 'Benali Transports SARL' });
    expect(report.refused.map(({ documentId, code }) => [documentId, code])).toEqual([
      ['3012', 'DOCUMENT_MALWARE'],
      ['3015', 'DOCUMENT_ACTIVE_CONTENT'],
    ]);
    expect(report.skipped.map(({ documentId, reason }) => [documentId, reason])).toEqual([
      ['3011', 'no_lawful_kind'],
      ['3013', 'declined_by_dossierfacile'],
      ['3014', 'no_lawful_kind'],
      ['3016', 'no_document'],
      ['3017', 'no_lawful_kind'],
      ['7011', 'not_for_role'],
      ['7012', 'not_for_role'],
      ['7022', 'not_for_role'],
    ]);
    const fetched = peer.requests.slice(before).filter(({ path }) => path.includes('/documents/'));
    expect(fetched.map(({ path }) => path.split('/').pop()).sort()).toEqual(['token-3012', 'token-3015', 'token-7021']);
  });

  it('refuses a document over 20 MB as any upload, without holding more than the limit', async () => {
    const sample = studentWithParent(peer.apiUrl);
    sample.files.set('token-2011', Buffer.concat([onePagePdf('huge'), Buffer.alloc(21 * 1024 * 1024)]));
    const { client, accessToken } = await connect(sample);

    const report = await importDossierFacileFile(client, accessToken, memorySink().sink);

    expect(report.refused).toEqual([expect.objectContaining({ documentId: '2011', code: 'DOCUMENT_TOO_LARGE' })]);
  });

  describe('when DossierFacile fails', () => {
    it('times out on a profile that never comes, with a retryable error', async () => {
      const client = new HttpDossierFacileClient(peer.settings({ timeoutMs: 300 }));
      const { accessToken } = await connect(studentWithParent(peer.apiUrl), client);
      peer.script('/dfc/tenant/profile', { kind: 'hang' });

      const error = await client.fetchProfile(accessToken).catch((caught: unknown) => caught);

      expect(error).toBeInstanceOf(DossierFacileError);
      expect(error).toMatchObject({ code: 'DOSSIERFACILE_TIMEOUT', retryable: true });
    });

    it('writes nothing when a download hangs midway through the import', async () => {
      const client = new HttpDossierFacileClient(peer.settings({ timeoutMs: 300 }));
      const { accessToken } = await connect(await coupleWithVisale(peer.apiUrl), client);
      peer.script('/dfc/api/v1/tenants/101/documents/token-1014', { kind: 'hang' });
      const { sink, people, documents } = memorySink();

      expect(await failure(importDossierFacileFile(client, accessToken, sink))).toBe('DOSSIERFACILE_TIMEOUT');
      expect([people, documents]).toEqual([[], []]);
    });

    it('says the visitor must connect again when the token is refused (401)', async () => {
      const client = new HttpDossierFacileClient(peer.settings());
      expect(await failure(client.fetchProfile('visitor-revoked'))).toBe('DOSSIERFACILE_UNAUTHORISED');
    });

    it('refuses malformed JSON and JSON of another shape, writing nothing', async () => {
      const { client, accessToken } = await connect(studentWithParent(peer.apiUrl));
      peer.script(
        '/dfc/tenant/profile',
        { kind: 'body', body: '{"connectedTenantId": 201, "apartmentSharing": ' },
        { kind: 'body', body: '{"connectedTenantId": "201", "apartmentSharing": {"tenants": []}}' },
        { kind: 'body', body: '<html>maintenance</html>' },
      );
      const { sink, people } = memorySink();

      for (let attempt = 0; attempt < 3; attempt += 1) {
        expect(await failure(importDossierFacileFile(client, accessToken, sink))).toBe(
          'DOSSIERFACILE_MALFORMED_RESPONSE',
        );
      }
      expect(people).toEqual([]);
    });

    it('names a DossierFacile outage (503) as retryable, and a revoked consent (403) as not', async () => {
      const { client, accessToken } = await connect(await coupleWithVisale(peer.apiUrl));
      peer.script(
        '/dfc/api/v1/tenants/101/documents/',
        { kind: 'status', status: 503 },
        { kind: 'status', status: 403 },
      );

      expect(await failure(importDossierFacileFile(client, accessToken, memorySink().sink))).toBe(
        'DOSSIERFACILE_UNAVAILABLE',
      );
      expect(await failure(importDossierFacileFile(client, accessToken, memorySink().sink))).toBe(
        'DOSSIERFACILE_FORBIDDEN',
      );
    });

    it('refuses a used authorisation code and a wrong client secret', async () => {
      const code = peer.consent(studentWithParent(peer.apiUrl));
      const client = new HttpDossierFacileClient(peer.settings());
      await client.exchangeCode(code);

      expect(await failure(client.exchangeCode(code))).toBe('DOSSIERFACILE_GRANT_INVALID');
      const impostor = new HttpDossierFacileClient(peer.settings({ clientSecret: 'wrong' }));
      const otherCode = peer.consent(studentWithParent(peer.apiUrl));
      expect(await failure(impostor.exchangeCode(otherCode))).toBe('DOSSIERFACILE_UNAUTHORISED');
    });

    it('sends no request and no token to a document URL off DossierFacile', async () => {
      const sample = studentWithParent(peer.apiUrl);
      const tenant = (
        sample.profile.apartmentSharing as { tenants: { documents: { token?: string; name?: string }[] }[] }
      ).tenants[0];
      tenant.documents[0] = {
        ...tenant.documents[0],
        token: undefined,
        name: 'http://169.254.169.254/latest/meta-data',
      };
      const { client, accessToken } = await connect(sample);
      const { sink, people } = memorySink();

      expect(await failure(importDossierFacileFile(client, accessToken, sink))).toBe(
        'DOSSIERFACILE_MALFORMED_RESPONSE',
      );
      expect(people).toEqual([]);
    });
  });

  it('sends the visitor to the consent page, which comes back with a code and the state', async () => {
    const client = new HttpDossierFacileClient(peer.settings());
    const sample = studentWithParent(peer.apiUrl);
    peer.consentNext(sample);

    const consentPage = await fetch(client.authorisationUrl('state-123'), { redirect: 'manual' });
    const back = new URL(consentPage.headers.get('location') ?? '');

    expect(`${back.origin}${back.pathname}`).toBe(peer.settings().redirectUri);
    expect(back.searchParams.get('state')).toBe('state-123');
    const { accessToken } = await client.exchangeCode(back.searchParams.get('code') ?? '');
    expect((await client.fetchProfile(accessToken)).connectedTenantId).toBe(201);
  });
});
