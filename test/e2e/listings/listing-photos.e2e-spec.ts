import request from 'supertest';
import { createAgency, createUser, signIn, type SignedIn } from '../../support/factories';
import { EICAR, jpegPhoto, pngPixelBomb } from '../../support/images';
import { startStack, type Stack } from '../../support/stack';

describe('listing photos', () => {
  let stack: Stack;
  let agent: SignedIn;
  let listingId: string;

  beforeAll(async () => {
    stack = await startStack({ workers: 0 });
    const agency = await createAgency(stack.db.pool);
    agent = await signIn(stack.baseUrl, await createUser(stack.db.pool, { authType: 'realtor', agencyId: agency.id }));
    listingId = (
      await agent.agent
        .post('/api/listings')
        .set('X-CSRF-Token', agent.csrf)
        .send({ reference: 'PHOTO-1', transaction: 'sale', propertyType: 'house', price: 350000 })
        .expect(201)
    ).body.id;
  });

  afterAll(async () => {
    await stack?.stop();
  });

  const upload = (data: Buffer, filename: string, contentType = 'image/jpeg') =>
    agent.agent
      .post(`/api/listings/${listingId}/photos`)
      .set('X-CSRF-Token', agent.csrf)
      .attach('photo', data, { filename, contentType });

  it('resizes an upload into cached WebP renditions, whatever the file was called', async () => {
    const response = await upload(await jpegPhoto(), '../../etc/passwd.jpg').expect(201);

    expect(response.body).toMatchObject({ position: 0, width: 1600, height: 1200 });
    expect(response.body.urls.large).toMatch(/^\/api\/media\/listing-photos\/[0-9a-f-]{36}\/large\.webp$/);
    const thumb = await request(stack.baseUrl).get(response.body.urls.thumb).expect(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(thumb.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('refuses files that lie about their type, test viruses and pixel bombs, storing nothing', async () => {
    const before = (await stack.db.pool.query('SELECT count(*)::int AS n FROM listing_photos')).rows[0].n;

    const text = await upload(Buffer.from('<html><script>alert(1)</script></html>'), 'photo.jpg');
    const eicar = await upload(EICAR, 'photo.png', 'image/png');
    const bomb = await upload(pngPixelBomb(), 'bomb.png', 'image/png');
    const pdf = await upload(Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n'), 'photo.jpg');

    expect([text.status, text.body.code]).toEqual([400, 'UNSUPPORTED_IMAGE']);
    expect([eicar.status, eicar.body.code]).toEqual([400, 'UNSUPPORTED_IMAGE']);
    expect([bomb.status, bomb.body.code]).toEqual([400, expect.stringMatching(/IMAGE_TOO_LARGE|UNSUPPORTED_IMAGE/)]);
    expect([pdf.status, pdf.body.code]).toEqual([400, 'UNSUPPORTED_IMAGE']);
    expect((await stack.db.pool.query('SELECT count(*)::int AS n FROM listing_photos')).rows[0].n).toBe(before);
  });

  it('answers 404 to a photo named after a prototype property, not 500', async () => {
    const key = '0b5e3c7a-1f2d-4c6b-9a8e-7d6c5b4a3f21';
    const answers = await Promise.all(
      ['__proto__', 'toString', 'constructor', 'hasOwnProperty'].map(
        async (name) => (await request(stack.baseUrl).get(`/api/media/listing-photos/${key}/${name}.webp`)).status,
      ),
    );

    expect(answers).toEqual([404, 404, 404, 404]);
  });

  it('refuses an over-size upload with 413', async () => {
    const response = await upload(Buffer.alloc(16 * 1024 * 1024, 1), 'huge.jpg');

    expect([response.status, response.body.code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
  });

  it('reorders and deletes photos', async () => {
    const second = (await upload(await jpegPhoto(800, 600), 'b.jpg').expect(201)).body;
    const listing = (await agent.agent.get(`/api/listings/${listingId}`).expect(200)).body;
    const ids = listing.photos.map((p: { id: string }) => p.id);

    const reordered = await agent.agent
      .put(`/api/listings/${listingId}/photos/order`)
      .set('X-CSRF-Token', agent.csrf)
      .send({ photoIds: [...ids].reverse() })
      .expect(200);
    const incomplete = await agent.agent
      .put(`/api/listings/${listingId}/photos/order`)
      .set('X-CSRF-Token', agent.csrf)
      .send({ photoIds: [ids[0]] });
    await agent.agent
      .delete(`/api/listings/${listingId}/photos/${second.id}`)
      .set('X-CSRF-Token', agent.csrf)
      .expect(204);

    expect(reordered.body.map((p: { id: string }) => p.id)).toEqual([...ids].reverse());
    expect([incomplete.status, incomplete.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect((await request(stack.baseUrl).get(second.urls.thumb)).status).toBe(404);
  });
});
