import { databaseHarness } from '../../support/database';
import { uniqueSuffix } from '../../support/test-env';
import { planVisits } from '@creneau/server';

// The rules of a visit's reminders, as the statement that stores them computes them (in the agency's
// zone, across changes of clocks), each case on visits of its own.
describe('planVisits: when each reminder of a visit falls', () => {
  // The workers' own pool: the statement runs as the named prepared statement it is in production.
  const harness = databaseHarness(2);

  interface VisitOptions {
    minutes?: number;
    timeZone?: string;
    requestTime?: string;
    leadMinutes?: number;
    deadlineMinutes?: number;
    status?: string;
    rescheduledFrom?: string;
    release?: boolean;
    /** When it was booked; long before the visit when not given. */
    bookedAt?: string;
  }

  /** One visit in an agency of its own (its zone and reminder policy), on a slot of its own. */
  async function visitAt(startsAt: string, options: VisitOptions = {}): Promise<string> {
    const tag = uniqueSuffix();
    const {
      rows: [visit],
    } = await harness.db.pool.query<{ id: string }>(
      `WITH agency AS (INSERT INTO agencies (name, slug, country, time_zone, confirmation_request_time,
                                             reminder_lead_minutes, confirmation_deadline_minutes,
                                             release_unconfirmed)
                       VALUES ('Plan ' || $1, 'plan-' || $1, 'FR', $4, $5, $6, $7, $10) RETURNING id),
            agent AS (INSERT INTO users (auth_type, agency_id, role, email, password_hash, first_name, last_name)
                      SELECT 'realtor', id, 'agent', 'agent-' || $1 || '@plan.test', 'x', 'Claire', 'Plan' FROM agency
                      RETURNING id, agency_id),
            listing AS (INSERT INTO listings (agency_id, agent_id, reference, transaction, property_type, status)
                        SELECT agency_id, id, 'P-' || $1, 'rent', 'apartment', 'active' FROM agent
                        RETURNING id, agency_id, agent_id),
            candidate AS (INSERT INTO candidates (agency_id, email, first_name, last_name, phone, language)
                          SELECT agency_id, 'c-' || $1 || '@plan.test', 'Camille', 'Plan', '+33612345678', 'fr'
                            FROM listing RETURNING id),
            slot AS (INSERT INTO visit_slots (agency_id, agent_id, listing_id, starts_at, ends_at, blocked_until,
                                              capacity, seats_taken)
                     SELECT agency_id, agent_id, id, $2, $3, $3, 1, 1 FROM listing
                     RETURNING id, agency_id, agent_id, listing_id, starts_at, ends_at)
       INSERT INTO visits (agency_id, slot_id, agent_id, listing_id, candidate_id, starts_at, ends_at, source,
                           status, cancelled_at, rescheduled_from, created_at)
       SELECT slot.agency_id, slot.id, slot.agent_id, slot.listing_id, candidate.id, slot.starts_at, slot.ends_at,
              'public', $8, CASE WHEN $8 IN ('cancelled', 'rescheduled') THEN now() END, $9, $11
         FROM slot, candidate RETURNING visits.id`,
      [
        tag,
        startsAt,
        new Date(new Date(startsAt).getTime() + (options.minutes ?? 30) * 60_000),
        options.timeZone ?? 'Europe/Paris',
        options.requestTime ?? '18:00',
        options.leadMinutes ?? 120,
        options.deadlineMinutes ?? 180,
        options.status ?? 'booked',
        options.rescheduledFrom ?? null,
        options.release ?? false,
        options.bookedAt ?? '2026-01-01T00:00:00Z',
      ],
    );
    return visit.id;
  }

  /** The plan of one visit as of `now`: due instants by kind. */
  async function planOf(visitId: string, now: string): Promise<Record<string, string>> {
    const { pending } = await planVisits(harness.dataSource, [visitId], new Date(now));
    return Object.fromEntries(pending.map((reminder) => [reminder.kind, reminder.dueAt.toISOString()]));
  }

  it('asks the evening before at 18:00 Paris time, warns at the deadline, reminds 2 h before', async () => {
    // Thursday 14 January 2027, 10:00 in Paris (UTC+1).
    const visitId = await visitAt('2027-01-14T09:00:00Z');
    expect(await planOf(visitId, '2027-01-10T12:00:00Z')).toEqual({
      confirmation_request: '2027-01-13T17:00:00.000Z',
      deadline: '2027-01-14T06:00:00.000Z',
      reminder: '2027-01-14T07:00:00.000Z',
      interest: '2027-01-14T11:30:00.000Z',
    });
  });

  it("follows the agency's own policy: request time, reminder lead and deadline", async () => {
    const visitId = await visitAt('2027-01-14T09:00:00Z', {
      requestTime: '19:30',
      leadMinutes: 60,
      deadlineMinutes: 240,
      minutes: 45,
    });
    expect(await planOf(visitId, '2027-01-10T12:00:00Z')).toEqual({
      confirmation_request: '2027-01-13T18:30:00.000Z',
      deadline: '2027-01-14T05:00:00.000Z',
      reminder: '2027-01-14T08:00:00.000Z',
      interest: '2027-01-14T11:45:00.000Z',
    });
  });

  it('asks nothing of a visit booked after the evening before: its booking confirmation said it all', async () => {
    const visitId = await visitAt('2027-01-14T15:00:00Z', { bookedAt: '2027-01-13T20:00:00Z' });
    expect(await planOf(visitId, '2027-01-13T20:00:00Z')).toEqual({
      reminder: '2027-01-14T13:00:00.000Z',
      interest: '2027-01-14T17:30:00.000Z',
    });
  });

  it('sets no reminder inside the lead of a booking made that close', async () => {
    const visitId = await visitAt('2027-01-14T14:30:00Z', { bookedAt: '2027-01-14T13:00:00Z' });
    expect(await planOf(visitId, '2027-01-14T13:00:00Z')).toEqual({ interest: '2027-01-14T17:00:00.000Z' });
  });

  it('gives the candidate 30 minutes at least to confirm before the deadline', async () => {
    // Asked at 17:00Z the evening before: a deadline 16 h before 09:00Z leaves no time, 15 h 30 just enough.
    const tooLate = await visitAt('2027-01-14T09:00:00Z', { deadlineMinutes: 960 });
    expect((await planOf(tooLate, '2027-01-10T12:00:00Z')).deadline).toBeUndefined();
    const justInTime = await visitAt('2027-01-15T09:00:00Z', { deadlineMinutes: 930 });
    expect((await planOf(justInTime, '2027-01-10T12:00:00Z')).deadline).toBe('2027-01-14T17:30:00.000Z');
  });

  it('releases a 09:00 visit only after a morning nudge, all in waking hours, on the day clocks change', async () => {
    // Sunday 28 March 2027, 09:00 summer time in Paris (07:00Z). Without the nudge the deadline would be
    // 06:00 and the reminder 07:00: both are moved to the morning, the deadline after the nudge.
    const visitId = await visitAt('2027-03-28T07:00:00Z', { release: true });
    expect(await planOf(visitId, '2027-03-20T12:00:00Z')).toEqual({
      confirmation_request: '2027-03-27T17:00:00.000Z', // Saturday 18:00 winter time
      confirmation_nudge: '2027-03-28T06:00:00.000Z', // Sunday 08:00 summer time
      deadline: '2027-03-28T06:30:00.000Z',
      reminder: '2027-03-28T06:00:00.000Z',
      interest: '2027-03-28T09:30:00.000Z',
    });
  });

  it('nudges two hours before the deadline of an afternoon visit, and not without automatic release', async () => {
    const released = await visitAt('2027-10-31T16:00:00Z', { release: true }); // 17:00 winter time, after the change
    expect(await planOf(released, '2027-10-20T12:00:00Z')).toMatchObject({
      confirmation_request: '2027-10-30T16:00:00.000Z', // Saturday 18:00 summer time
      confirmation_nudge: '2027-10-31T11:00:00.000Z',
      deadline: '2027-10-31T13:00:00.000Z',
    });
    const kept = await visitAt('2027-10-31T16:00:00Z');
    expect((await planOf(kept, '2027-10-20T12:00:00Z')).confirmation_nudge).toBeUndefined();
  });

  it('asks no visitor at night: an interest question after a late visit waits for the morning', async () => {
    const visitId = await visitAt('2027-01-14T18:00:00Z'); // 19:00 in Paris, over at 19:30
    expect((await planOf(visitId, '2027-01-10T12:00:00Z')).interest).toBe('2027-01-15T07:00:00.000Z');
  });

  it('follows summer time: 18:00 in Brussels is 16:00 UTC in July', async () => {
    const visitId = await visitAt('2027-07-06T08:00:00Z', { timeZone: 'Europe/Brussels' });
    expect((await planOf(visitId, '2027-07-01T00:00:00Z')).confirmation_request).toBe('2027-07-05T16:00:00.000Z');
  });

  it('counts the evening before across the spring and autumn changes', async () => {
    // Monday 29 March 2027 after the change of Sunday 28 March: Sunday 18:00 is already summer time.
    const spring = await visitAt('2027-03-29T07:00:00Z');
    expect((await planOf(spring, '2027-03-01T00:00:00Z')).confirmation_request).toBe('2027-03-28T16:00:00.000Z');
    // Monday 1 November 2027 after the change of Sunday 31 October: Sunday 18:00 is winter time.
    const autumn = await visitAt('2027-11-01T08:00:00Z', { timeZone: 'Europe/Brussels' });
    expect((await planOf(autumn, '2027-10-01T00:00:00Z')).confirmation_request).toBe('2027-10-31T17:00:00.000Z');
  });

  it('moves a request time in the quiet hours to 08:00 local time, on the days clocks change', async () => {
    // 02:30 does not exist in Paris on 28 March 2027 and comes twice on 31 October 2027: either way no
    // visitor is asked then, but at 08:00 (summer time in March, 06:00Z; winter time in October, 07:00Z).
    const spring = await visitAt('2027-03-29T07:00:00Z', { requestTime: '02:30' });
    expect((await planOf(spring, '2027-03-01T00:00:00Z')).confirmation_request).toBe('2027-03-28T06:00:00.000Z');
    const autumn = await visitAt('2027-11-01T08:00:00Z', { requestTime: '02:30' });
    expect((await planOf(autumn, '2027-10-01T00:00:00Z')).confirmation_request).toBe('2027-10-31T07:00:00.000Z');
  });

  it('takes the local calendar day, not the UTC one, for a visit just after midnight', async () => {
    // 00:30 on 15 January in Paris is 23:30 UTC on the 14th: the evening before is the 14th.
    const visitId = await visitAt('2027-01-14T23:30:00Z');
    expect((await planOf(visitId, '2027-01-01T00:00:00Z')).confirmation_request).toBe('2027-01-14T17:00:00.000Z');
  });

  it('plans a visit once: a second plan keeps the first due times and leaves out the reminders done', async () => {
    const visitId = await visitAt('2027-01-14T09:00:00Z');
    const first = await planOf(visitId, '2027-01-10T12:00:00Z');
    await harness.db.pool.query(
      `UPDATE visit_reminders SET done_at = now() WHERE visit_id = $1 AND kind = 'confirmation_request'`,
      [visitId],
    );

    const again = await planOf(visitId, '2027-01-13T20:00:00Z');

    const { confirmation_request: _sent, ...stillPending } = first;
    expect(again).toEqual(stillPending);
  });

  it('plans nothing for a withdrawn visit, and drops the pending reminders of the visit a move came from', async () => {
    const cancelled = await visitAt('2027-01-14T09:00:00Z', { status: 'cancelled' });
    const old = await visitAt('2027-01-15T09:00:00Z');
    await planOf(old, '2027-01-10T12:00:00Z');
    await harness.db.pool.query(
      `UPDATE visit_reminders SET done_at = now() WHERE visit_id = $1 AND kind = 'confirmation_request'`,
      [old],
    );
    await harness.db.pool.query(`UPDATE visits SET status = 'rescheduled', cancelled_at = now() WHERE id = $1`, [old]);
    const moved = await visitAt('2027-01-16T09:00:00Z', { rescheduledFrom: old });

    const plans = await planVisits(harness.dataSource, [cancelled, moved], new Date('2027-01-11T12:00:00Z'));

    expect(plans.movedFrom).toEqual([old]);
    expect(new Set(plans.pending.map((reminder) => reminder.visitId))).toEqual(new Set([moved]));
    const { rows } = await harness.db.pool.query<{ visit_id: string; kind: string }>(
      `SELECT visit_id, kind FROM visit_reminders WHERE visit_id = ANY($1::uuid[]) ORDER BY visit_id, kind`,
      [[cancelled, old]],
    );
    // What was sent stays, as the record of it.
    expect(rows).toEqual([{ visit_id: old, kind: 'confirmation_request' }]);
  });
});
