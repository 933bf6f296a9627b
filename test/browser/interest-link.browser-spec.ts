import { randomUUID } from 'node:crypto';
import { seriousViolations } from '../support/axe';
import { openPage } from '../support/browser';
import { browserSuite } from '../support/browser-suite';
import { createAgency, createUser } from '../support/factories';
import {
  bookPublic,
  contact,
  createBookableListing,
  moveVisitToPast,
  offeredSlots,
  shortCodeOf,
} from '../e2e/visits/visit-fixtures';

/** Issue 20: /i/{code} and /i/{code}/{yes|no}: GET shows, only the tap acts; "no" closes the candidate. */
describe('the interest links (/i/{code})', () => {
  const suite = browserSuite({ workers: 0 });

  async function pastVisit(name: string): Promise<{ code: string; candidateId: string; listingId: string }> {
    const pool = suite.stack.db.pool;
    const agency = await createAgency(pool);
    const agent = await createUser(pool, { authType: 'realtor', agencyId: agency.id });
    const listingId = await createBookableListing(pool, agency.id, agent.id);
    const [slot] = await offeredSlots(suite.stack.baseUrl, listingId, 1);
    const booked = await bookPublic(
      suite.stack.baseUrl,
      listingId,
      { startsAt: slot.startsAt, contact: contact(name) },
      randomUUID(),
    ).expect(201);
    await moveVisitToPast(pool, booked.body.id, 1);
    const { rows } = await pool.query('SELECT candidate_id FROM visits WHERE id = $1', [booked.body.id]);
    return { code: await shortCodeOf(pool, booked.body.id), candidateId: rows[0].candidate_id, listingId };
  }

  const candidate = async (id: string) =>
    (
      await suite.stack.db.pool.query(
        `SELECT c.status, c.refusal_reason AS reason,
                (SELECT e.actor FROM candidate_events e WHERE e.candidate_id = c.id AND e.kind = 'status_changed'
                  ORDER BY e.at DESC LIMIT 1) AS actor
           FROM candidates c WHERE c.id = $1`,
        [id],
      )
    ).rows[0];

  it('closes the candidate as not interested only when the visitor taps "no", on a phone', async () => {
    const { code, candidateId } = await pastVisit('NotInterested');
    const { page, context, errors } = await openPage(suite.browser, suite.stack.baseUrl, {
      viewport: { width: 375, height: 812 },
    });
    await page.goto(`/i/${code}/no?lang=fr`);
    await page.getByRole('heading', { name: 'Toujours intéressé(e)\u202f?' }).waitFor();
    // Opening the link (a mail scanner does) changes nothing.
    expect(await candidate(candidateId)).toEqual({ status: 0, reason: null, actor: null });
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Non, plus maintenant' }).click();
    await page.getByText('Réponse enregistrée\u00a0: plus intéressé(e).').waitFor();
    expect(await candidate(candidateId)).toEqual({ status: 2, reason: 'customerNotInterested', actor: 'candidate' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('leads a visitor still interested to the booking page of the listing, in English', async () => {
    const { code, candidateId, listingId } = await pastVisit('Interested');
    const { page, context, errors } = await openPage(suite.browser, suite.stack.baseUrl, {
      viewport: { width: 375, height: 812 },
    });
    await page.goto(`/i/${code}/yes?lang=en`);
    await page.getByRole('button', { name: /still interested/i }).click();
    await page.getByRole('link', { name: 'Book another viewing' }).click();
    // The booking page hears where the visitor comes from: the candidate records the interest link.
    await page.waitForURL(`**/book/${listingId}?via=interest`);
    expect(await candidate(candidateId)).toEqual({ status: 0, reason: null, actor: null });
    expect(errors).toEqual([]);
    await context.close();
  });
});
