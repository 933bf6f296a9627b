import {
  applicantPolicy,
  applicationQuestions,
  bookingQuestions,
  regionOf,
  type ApplicantDataPolicy,
} from '@creneau/contracts';
import type { Client } from 'pg';

// What the demo's visitors answered, drawn from the policy of each listing's region like every form:
// search criteria before a Paris visit, nothing before a Brussels one (Code bruxellois du Logement,
// art. 200ter), and household and resources only once a visit is done.
const BEFORE_VISIT: Record<string, (n: number, now: Date) => unknown> = {
  moveInDate: (n, now) => new Date(now.getTime() + (30 + 7 * n) * 86_400_000).toISOString().slice(0, 10),
  occupants: (n) => 1 + (n % 3),
  maxBudget: (n) => 1200 + 50 * (n % 5),
  projectKind: (n) => (n % 2 === 0 ? 'main_home' : 'investment'),
  purchaseHorizon: () => 'three_months',
};

const APPLICATION: Record<string, (n: number) => unknown> = {
  occupants: (n) => 1 + (n % 3),
  monthlyResources: (n) => 2400 + 150 * (n % 4),
  guarantor: (n) => (n % 2 === 0 ? 'person' : 'visale'),
  maxBudget: () => 420_000,
};

export function demoPolicy(listing: {
  listingCountry: 'FR' | 'BE';
  postalCode: string | null;
  transaction: 'rent' | 'sale';
}): ApplicantDataPolicy {
  return applicantPolicy(
    regionOf({ country: listing.listingCountry, postalCode: listing.postalCode }),
    listing.transaction,
  );
}

export function demoBookingAnswers(policy: ApplicantDataPolicy, n: number, now: Date): Record<string, unknown> {
  return Object.fromEntries(bookingQuestions(policy).map(({ key }) => [key, BEFORE_VISIT[key]?.(n, now)]));
}

/** A done visit whose visitor is still interested has applied through their link, as the region allows. */
export async function insertDemoApplication(
  client: Client,
  visit: { id: string; agencyId: string; candidateId: string; listingId: string },
  policy: ApplicantDataPolicy,
  n: number,
): Promise<void> {
  const answers = Object.fromEntries(applicationQuestions(policy).map(({ key }) => [key, APPLICATION[key]?.(n)]));
  await client.query(
    `INSERT INTO applicant_answers (agency_id, candidate_id, listing_id, visit_id, stage, region, answers)
     VALUES ($1, $2, $3, $4, 'application', $5, $6) ON CONFLICT (visit_id, stage) DO NOTHING`,
    [visit.agencyId, visit.candidateId, visit.listingId, visit.id, policy.region, answers],
  );
}
