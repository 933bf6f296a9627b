import type { Pool } from 'pg';
import { createUser, signIn, type SignedIn, type UserRow } from '../../support/factories';
import { bookPublic, offeredSlots } from '../visits/visit-fixtures';

/** A visitor whose e-mail is proven (as after a magic link), signed in to /visits. */
export async function verifiedVisitor(pool: Pool, baseUrl: string): Promise<{ user: UserRow; session: SignedIn }> {
  const user = await createUser(pool, { authType: 'visitor' });
  await pool.query('UPDATE users SET email_verified_at = now() WHERE id = $1', [user.id]);
  return { user, session: await signIn(baseUrl, user, 'visits') };
}

/** Books the n-th offered slot of a listing publicly, as the given e-mail. Answers the visit id. */
export async function bookAs(baseUrl: string, listingId: string, email: string, slotIndex: number): Promise<string> {
  const slots = await offeredSlots(baseUrl, listingId);
  const response = await bookPublic(
    baseUrl,
    listingId,
    {
      startsAt: slots[slotIndex].startsAt,
      contact: { firstName: 'Camille', lastName: 'Durand', email, phone: '06 12 34 56 78' },
      answers: { occupants: 2 },
    },
    `visitor-${Math.random().toString(36).slice(2)}`,
  );
  if (response.status !== 201) throw new Error(`booking failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.id as string;
}

/** A visit that took place `daysAgo` days ago, for the candidate of the given visit. */
export async function pastVisitLike(pool: Pool, visitId: string, daysAgo = 1): Promise<string> {
  const { rows } = await pool.query<{ id: string }>(
    `WITH slot AS (
       INSERT INTO visit_slots (agency_id, agent_id, listing_id, starts_at, ends_at, blocked_until, capacity, seats_taken)
       SELECT agency_id, agent_id, listing_id, now() - $2 * interval '1 day', now() - $2 * interval '1 day' + interval '30 minutes',
              now() - $2 * interval '1 day' + interval '30 minutes', 1, 1 FROM visits WHERE id = $1 RETURNING *)
     INSERT INTO visits (agency_id, slot_id, agent_id, listing_id, candidate_id, starts_at, ends_at, source, status, answers)
     SELECT s.agency_id, s.id, s.agent_id, s.listing_id, v.candidate_id, s.starts_at, s.ends_at, 'public', 'done',
            '{"occupants": 3}'
       FROM slot s, visits v WHERE v.id = $1 RETURNING id`,
    [visitId, daysAgo],
  );
  return rows[0].id;
}
