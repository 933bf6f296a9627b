import { publishRealtime } from '@creneau/server';
import { Redis } from 'ioredis';
import { openPage, signInContext } from '../support/browser';
import { createAgency, createUser } from '../support/factories';
import { waitFor } from '../support/processes';
import { browserSuite } from '../support/browser-suite';

describe('live notifications in the back office', () => {
  let redis: Redis;

  // Before the suite's own: jest runs afterAll hooks in the order they are declared.
  afterAll(() => {
    redis?.disconnect();
  });

  const suite = browserSuite({ workers: 0 });

  beforeAll(() => {
    redis = new Redis(suite.stack.redisUrl);
  });

  it("shows a new booking of the agent's agency as a toast and in the bell, and nothing to another agency", async () => {
    const agency = await createAgency(suite.stack.db.pool);
    const other = await createAgency(suite.stack.db.pool);
    // The browser's clock is in New York: the visit's time must still read on the agency's (Paris).
    const mine = await openPage(suite.browser, suite.stack.baseUrl, { timezoneId: 'America/New_York' });
    const theirs = await openPage(suite.browser, suite.stack.baseUrl);
    const agent = await createUser(suite.stack.db.pool, { authType: 'realtor', agencyId: agency.id });
    const stranger = await createUser(suite.stack.db.pool, { authType: 'realtor', agencyId: other.id });
    await signInContext(mine.context, agent.email, agent.password, 'pro');
    await signInContext(theirs.context, stranger.email, stranger.password, 'pro');
    await Promise.all([mine.page.goto('/pro/visits?lang=fr'), theirs.page.goto('/pro/visits?lang=fr')]);
    await mine.page.getByRole('button', { name: '0 notification non lue' }).waitFor();

    const message = 'Nouvelle visite\u00a0: Jeanne Petit pour MAR-LOC-101, mar. 12 janv., 14:00';
    const toast = mine.page.getByText(message);
    // Published until seen: the stream may still be connecting when the page first shows.
    await waitFor(async () => {
      await publishRealtime(redis, suite.stack.redisPrefix, {
        agencyId: agency.id,
        type: 'visit.booked',
        data: {
          visitId: '4c8f7f3e-6f0e-4a55-9b8e-1f2d3c4b5a69',
          listingId: '0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d',
          candidate: 'Jeanne Petit',
          listing: 'MAR-LOC-101',
          startsAt: '2027-01-12T13:00:00.000Z',
        },
      });
      return toast.isVisible();
    }, 'the toast');

    await mine.page.getByRole('button', { name: /notifications? non lues?/ }).click();
    const item = mine.page.getByRole('menuitem', { name: /Jeanne Petit/ }).first();
    expect(await item.textContent()).toContain(message);
    expect(await item.textContent()).toMatch(/Reçue à \d{2}:\d{2}/);
    expect(await theirs.page.getByText(/Jeanne Petit/).count()).toBe(0);
    await mine.context.close();
    await theirs.context.close();
  });
});
