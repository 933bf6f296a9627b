import sharp from 'sharp';
import { createAgency, createUser, signIn, type SignedIn } from '../../support/factories';
import { startStack, type Stack } from '../../support/stack';
import { bookPublic, contact, createBookableListing, offeredSlots } from '../visits/visit-fixtures';

async function signaturePng(): Promise<string> {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100"><path d="M10 80 C 60 10, 120 10, 290 70" stroke="black" stroke-width="4" fill="none"/></svg>';
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

describe('the signed visit voucher (bon de visite)', () => {
  let stack: Stack;
  let session: SignedIn;
  let visitId: string;

  beforeAll(async () => {
    stack = await startStack({ workers: 0 });
    const agency = await createAgency(stack.db.pool);
    const agent = await createUser(stack.db.pool, { authType: 'realtor', agencyId: agency.id });
    session = await signIn(stack.baseUrl, agent);
    const listingId = await createBookableListing(stack.db.pool, agency.id, agent.id);
    const [slot] = await offeredSlots(stack.baseUrl, listingId);
    const booked = await bookPublic(
      stack.baseUrl,
      listingId,
      { startsAt: slot.startsAt, contact: contact('Voucher') },
      `v-${Date.now()}`,
    ).expect(201);
    visitId = booked.body.id;
  });

  afterAll(async () => {
    await stack?.stop();
  });

  const vouchers = async () =>
    (await stack.db.pool.query(`SELECT signer_name, size_bytes FROM visit_vouchers WHERE visit_id = $1`, [visitId]))
      .rows;

  it('refuses a signature that is not a PNG, and writes nothing', async () => {
    const fake = `data:image/png;base64,${Buffer.from('<script>alert(1)</script>'.repeat(10)).toString('base64')}`;
    const response = await session.agent
      .post(`/api/visits/${visitId}/voucher`)
      .set('X-CSRF-Token', session.csrf)
      .send({ signerName: 'Camille Voucher', signature: fake })
      .expect(400);
    expect(response.body.code).toBe('SIGNATURE_INVALID');
    await session.agent
      .post(`/api/visits/${visitId}/voucher`)
      .set('X-CSRF-Token', session.csrf)
      .send({ signerName: 'Camille\r\nBcc: x@example.test', signature: await signaturePng() })
      .expect(400);
    expect(await vouchers()).toEqual([]);
  });

  it('stores the signed voucher as a PDF with the visit, once', async () => {
    const signature = await signaturePng();
    const signed = await session.agent
      .post(`/api/visits/${visitId}/voucher`)
      .set('X-CSRF-Token', session.csrf)
      .send({ signerName: 'Camille Voucher', signature })
      .expect(201);
    expect(signed.body.signerName).toBe('Camille Voucher');
    const pdf = await session.agent.get(`/api/visits/${visitId}/voucher`).buffer(true).expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    const again = await session.agent
      .post(`/api/visits/${visitId}/voucher`)
      .set('X-CSRF-Token', session.csrf)
      .send({ signerName: 'Someone Else', signature })
      .expect(409);
    expect(again.body.code).toBe('VOUCHER_ALREADY_SIGNED');
    expect(await vouchers()).toEqual([{ signer_name: 'Camille Voucher', size_bytes: (pdf.body as Buffer).length }]);
  });
});
