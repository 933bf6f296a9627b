import { createAgency, createUser, signIn } from '../../support/factories';
import { jpegPhoto } from '../../support/images';
import { startS3Peer } from '../../support/s3-peer';
import { startStack, type Stack } from '../../support/stack';

const key = { accessKeyId: 'CRENEAUTEST', secretAccessKey: 'test-secret-key', region: 'fr-par', service: 's3' };

describe('photos on S3-compatible storage', () => {
  let s3: Awaited<ReturnType<typeof startS3Peer>>;
  let stack: Stack;

  beforeAll(async () => {
    s3 = await startS3Peer(key, 'photos');
    stack = await startStack({
      workers: 0,
      env: {
        S3_ENDPOINT: s3.endpoint,
        S3_BUCKET: 'photos',
        S3_REGION: key.region,
        S3_ACCESS_KEY_ID: key.accessKeyId,
        S3_SECRET_ACCESS_KEY: key.secretAccessKey,
      },
    });
  });

  afterAll(async () => {
    await stack?.stop();
    await s3?.close();
  });

  it('stores, serves and deletes the renditions with signed requests', async () => {
    const agency = await createAgency(stack.db.pool);
    const { agent, csrf } = await signIn(
      stack.baseUrl,
      await createUser(stack.db.pool, { authType: 'realtor', agencyId: agency.id }),
    );
    const listing = (
      await agent
        .post('/api/listings')
        .set('X-CSRF-Token', csrf)
        .send({ reference: 'S3-1', transaction: 'rent', propertyType: 'studio' })
        .expect(201)
    ).body;

    const photo = (
      await agent
        .post(`/api/listings/${listing.id}/photos`)
        .set('X-CSRF-Token', csrf)
        .attach('photo', await jpegPhoto(), 'p.jpg')
        .expect(201)
    ).body;
    const served = await agent.get(photo.urls.medium).expect(200);
    const stored = [...s3.objects.keys()];
    await agent.delete(`/api/listings/${listing.id}/photos/${photo.id}`).set('X-CSRF-Token', csrf).expect(204);

    expect(stored.sort()).toEqual(
      ['large', 'medium', 'thumb'].map((size) =>
        expect.stringMatching(new RegExp(`^listing-photos/[0-9a-f-]{36}/${size}\\.webp$`)),
      ),
    );
    expect(served.headers['content-type']).toBe('image/webp');
    expect(s3.objects.size).toBe(0);
  });
});
