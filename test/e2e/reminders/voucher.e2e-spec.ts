import sharp from 'sharp';
import { createAgency, createUser, signIn, type SignedIn } from '../../support/factories';
import { pdfText } from '../../support/pdf-text';
import { startStack, type Stack } from '../../support/stack';
import { bookPublic, contact, createBookableListing, moveVisitToPast, offeredSlots } from '../visits/visit-fixtures';

async function signaturePng(): Promise<string> {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100"><path d="M10 80 C 60 10, 120 10, 290 70" stroke="black" stroke-width="4" fill="none"/></svg>';
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

describe('the signed visit voucher (bon de visite)', () => {
  let stack: Stack;
  let session: SignedIn;
  let listingId: string;

  beforeAll(async () => {
    stack = await startStack({ workers: 0 });
    const agency = await createAgency(stack.db.pool);
    const agent = await createUser(stack.db.pool, { authType: 'realtor', agencyId: agency.id });
    session = await signIn(stack.baseUrl, agent);
    listingId = await createBookableListing(stack.db.pool, agency.id, agent.id);
  });

  afterAll(async () => {
    await stack?.stop();
  });

  /** A visit booked by a candidate, still to come. */
  async function bookedVisit(name: string): Promise<string> {
    const [slot] = await offeredSlots(stack.baseUrl, listingId);
    const booked = await bookPublic(
      stack.baseUrl,
      listingId,
      { startsAt: slot.startsAt, contact: contact(name) },
      `v-${name}-${Date.now()}`,
    ).expect(201);
    return booked.body.id;
  }

  const sign = async (visitId: string, signerName = 'Camille Voucher') =>
    session.agent
      .post(`/api/visits/${visitId}/voucher`)
      .set('X-CSRF-Token', session.csrf)
      .send({ signerName, signature: await signaturePng() });

  const vouchers = async (visitId: string) =>
    (await stack.db.pool.query(`SELECT signer_name, size_bytes FROM visit_vouchers WHERE visit_id = $1`, [visitId]))
      .rows;

  it('refuses a signature that is not a PNG, and writes nothing', async () => {
    const visitId = await bookedVisit('Fake');
    await moveVisitToPast(stack.db.pool, visitId, 0);
    const fake = `data:image/png;base64,${Buffer.from('<script>alert(1)</script>'.repeat(10)).toString('base64')}`;
    const response = await session.agent
      .post(`/api/visits/${visitId}/voucher`)
      .set('X-CSRF-Token', session.csrf)
      .send({ signerName: 'Camille Fake', signature: fake })
      .expect(400);
    expect(response.body.code).toBe('SIGNATURE_INVALID');
    await sign(visitId, 'Camille\r\nBcc: x@example.test').then((r) => expect(r.status).toBe(400));
    expect(await vouchers(visitId)).toEqual([]);
  });

  it('refuses to sign before the visit starts, and for a visit cancelled or missed', async () => {
    const early = await bookedVisit('Early');
    const cancelled = await bookedVisit('Cancelled');
    await session.agent
      .post(`/api/visits/${cancelled}/cancel`)
      .set('X-CSRF-Token', session.csrf)
      .send({ reason: 'Bien loué' })
      .expect(200);
    const missed = await bookedVisit('Missed');
    await moveVisitToPast(stack.db.pool, missed, 0);
    await session.agent
      .post(`/api/visits/${missed}/outcome`)
      .set('X-CSRF-Token', session.csrf)
      .send({ outcome: 'no_show' })
      .expect(200);

    const answers = [await sign(early), await sign(cancelled), await sign(missed)];

    expect(answers.map((answer) => [answer.status, answer.body.code])).toEqual(
      Array(3).fill([409, 'VISIT_STATE_INVALID']),
    );
    for (const visitId of [early, cancelled, missed]) expect(await vouchers(visitId)).toEqual([]);
  });

  it('stores the voucher of a visit under way as a PDF with the visit, once, and shows it on the visit', async () => {
    const visitId = await bookedVisit('Voucher');
    // Started a few minutes ago, not yet marked: the visitor signs at the end of the visit.
    await stack.db.pool.query(
      `UPDATE visits SET starts_at = now() - interval '5 minutes', ends_at = now() + interval '25 minutes' WHERE id = $1`,
      [visitId],
    );
    const signed = await sign(visitId);
    expect(signed.status).toBe(201);
    expect(signed.body.signerName).toBe('Camille Voucher');
    const pdf = await session.agent.get(`/api/visits/${visitId}/voucher`).buffer(true).expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    const again = await sign(visitId, 'Someone Else');
    expect([again.status, again.body.code]).toEqual([409, 'VOUCHER_ALREADY_SIGNED']);
    expect(await vouchers(visitId)).toEqual([
      { signer_name: 'Camille Voucher', size_bytes: (pdf.body as Buffer).length },
    ]);
    const visit = await session.agent.get(`/api/visits/${visitId}`).expect(200);
    expect(visit.body.voucher).toEqual({ signerName: 'Camille Voucher', signedAt: expect.any(String) });
    expect(Date.parse(visit.body.voucher.signedAt)).toBeLessThanOrEqual(Date.now());
  });

  it('lets the visitor sign after the agent marked the visit done', async () => {
    const visitId = await bookedVisit('Done');
    await moveVisitToPast(stack.db.pool, visitId, 0);
    await session.agent
      .post(`/api/visits/${visitId}/outcome`)
      .set('X-CSRF-Token', session.csrf)
      .send({ outcome: 'done' })
      .expect(200);
    expect((await sign(visitId, 'Camille Done')).status).toBe(201);
    expect(await vouchers(visitId)).toEqual([{ signer_name: 'Camille Done', size_bytes: expect.any(Number) }]);
  });

  it('prints every name as written, whatever its alphabet (issue 29)', async () => {
    const visitId = await bookedVisit('Unicode');
    await stack.db.pool.query(
      `UPDATE candidates SET first_name = 'Σωκράτης', last_name = 'Ţepeş-Øster' WHERE id =
      (SELECT candidate_id FROM visits WHERE id = $1)`,
      [visitId],
    );
    await moveVisitToPast(stack.db.pool, visitId, 0);

    expect((await sign(visitId, 'Łukasz Ştefan Øster')).status).toBe(201);

    const pdf = await session.agent.get(`/api/visits/${visitId}/voucher`).buffer(true).expect(200);
    const text = (await pdfText(pdf.body as Buffer)).join('\n');
    expect(text).toContain('Łukasz Ştefan Øster');
    expect(text).toContain('Σωκράτης Ţepeş-Øster');
    expect(text).not.toContain('?');
  });

  it("answers 404 for another agency's visit voucher", async () => {
    const visitId = await bookedVisit('Foreign');
    await moveVisitToPast(stack.db.pool, visitId, 0);
    const other = await createAgency(stack.db.pool);
    const stranger = await signIn(
      stack.baseUrl,
      await createUser(stack.db.pool, { authType: 'realtor', agencyId: other.id }),
    );
    const answer = await stranger.agent
      .post(`/api/visits/${visitId}/voucher`)
      .set('X-CSRF-Token', stranger.csrf)
      .send({ signerName: 'Intrus', signature: await signaturePng() });
    expect([answer.status, answer.body.code]).toEqual([404, 'NOT_FOUND']);
    await stranger.agent.get(`/api/visits/${visitId}/voucher`).expect(404);
    expect(await vouchers(visitId)).toEqual([]);
  });
});
