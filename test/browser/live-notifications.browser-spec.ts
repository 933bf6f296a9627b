import { publishRealtime } from '@creneau/server';
import { Redis } from 'ioredis';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, signInContext } from '../support/browser';
import { createAgency, createUser } from '../support/factories';
import { waitFor } from '../support/processes';
import { startStack, type Stack } from '../support/stack';

describe('live notifications in the back office', () => {
  let stack: Stack;
  let browser: Browser;
  let redis: Redis;

  beforeAll(async () => {
    [stack, browser] = await Promise.all([startStack({ workers: 0 }), launchBrowser()]);
    redis = new Redis(stack.redisUrl);
  });

  afterAll(async () => {
    redis?.disconnect();
    await browser?.close();
    await stack?.stop();
  });

  it("shows a new booking of the agent's agency as a toast and in the bell, and nothing to another agency", async () => {
    const agency = await createAgency(stack.db.pool);
    const other = await createAgency(stack.db.pool);
    const mine = await openPage(browser, stack.baseUrl);
    const theirs = await openPage(browser, stack.baseUrl);
    const agent = await createUser(stack.db.pool, { authType: 'realtor', agencyId: agency.id });
    const stranger = await createUser(stack.db.pool, { authType: 'realtor', agencyId: other.id });
    await signInContext(mine.context, agent.email, agent.password, 'pro');
    await signInContext(theirs.context, stranger.email, stranger.password, 'pro');
    await Promise.all([mine.page.goto('/pro/visits?lang=fr'), theirs.page.goto('/pro/visits?lang=fr')]);
    await mine.page.getByRole('button', { name: '0 notification non lue' }).waitFor();

    const toast = mine.page.getByText('Nouvelle visite : Jeanne Petit pour MAR-LOC-101, mardi 14:00');
    // Published until seen: the stream may still be connecting when the page first shows.
    await waitFor(async () => {
      await publishRealtime(redis, stack.redisPrefix, {
        agencyId: agency.id,
        type: 'visit.booked',
        data: { candidate: 'Jeanne Petit', listing: 'MAR-LOC-101', when: 'mardi 14:00' },
      });
      return toast.isVisible();
    }, 'the toast');

    await mine.page.getByRole('button', { name: /notifications? non lues?/ }).click();
    expect(await mine.page.getByRole('menuitem', { name: /Jeanne Petit/ }).count()).toBeGreaterThanOrEqual(1);
    expect(await theirs.page.getByText(/Jeanne Petit/).count()).toBe(0);
    await mine.context.close();
    await theirs.context.close();
  });
});
