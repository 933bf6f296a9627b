import type { Queryable } from '../database/queryable';

export interface Booker {
  firstName: string;
  lastName: string;
  language: 'fr' | 'nl' | 'en';
}

/**
 * Whoever last booked with this address at any agency (not anonymised), or null: a person who booked
 * without an account may claim their data by e-mail, and the account they get is named as they booked.
 */
export async function latestBookerByEmail(manager: Queryable, email: string): Promise<Booker | null> {
  const [row] = await manager.query<Booker[]>(
    `SELECT first_name AS "firstName", last_name AS "lastName", language FROM candidates
      WHERE email = $1 AND anonymised_at IS NULL ORDER BY created_at DESC LIMIT 1`,
    [email],
  );
  return row ?? null;
}
