import { createHmac, timingSafeEqual } from 'node:crypto';
import type { EntityManager } from 'typeorm';

/** One owner's weekly report of one listing: what an unsubscribe link stops, and nothing else. */
export interface OwnerReportSubscription {
  listingId: string;
  email: string;
  reference: string;
}

const TOKEN = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([A-Za-z0-9_-]{43})$/;

async function signature(manager: EntityManager, listingId: string, email: string): Promise<string> {
  const [key] = await manager.query<{ secret: string }[]>(
    `SELECT secret FROM link_signing_keys WHERE purpose = 'unsubscribe'`,
  );
  if (!key) throw new Error('link_signing_keys has no unsubscribe key: run the migrations');
  // The address is signed, not carried: the link names no one, and stops working for a new owner.
  return createHmac('sha256', key.secret)
    .update(`owner-report\n${listingId}\n${email.toLowerCase()}`)
    .digest('base64url');
}

/** The token of the unsubscribe link in a listing's weekly report to this owner. */
export async function ownerReportUnsubscribeToken(
  manager: EntityManager,
  listingId: string,
  email: string,
): Promise<string> {
  return `${listingId}.${await signature(manager, listingId, email)}`;
}

/** The subscription a token stands for, if it was signed for the listing's current owner; else null. */
export async function ownerReportOfToken(
  manager: EntityManager,
  token: string,
): Promise<OwnerReportSubscription | null> {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const [, listingId, given] = match;
  const [listing] = await manager.query<{ email: string | null; reference: string }[]>(
    'SELECT owner_email AS email, reference FROM listings WHERE id = $1',
    [listingId],
  );
  if (!listing?.email) return null;
  const expected = Buffer.from(await signature(manager, listingId, listing.email));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  return { listingId, email: listing.email, reference: listing.reference };
}

/** The owner receives no more reports of this listing (at this address). Twice is once. */
export async function stopOwnerReports(manager: EntityManager, subscription: OwnerReportSubscription): Promise<void> {
  await manager.query(`INSERT INTO owner_report_opt_outs (listing_id, email) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [
    subscription.listingId,
    subscription.email,
  ]);
}
