/**
 * The view other domains join to show a candidate beside their own rows (a rental application, its notices):
 * `candidate_cards` (migration 1795890000001), read-only, with id, agency_id, listing_id, status,
 * refusal_reason, first_name, last_name and merged_into. The candidates table itself is named only in this
 * folder: a change of its shape is reviewed here, and the view keeps the others working. Every change of a
 * candidate still goes through this domain's writers. A migration that changes one of these columns drops the view
 * and creates it again.
 */
export const CANDIDATE_CARDS = 'candidate_cards';
