import type { Region } from '../applicant-data/regions';

/**
 * Whose list a file not shared with a listing is measured against: the region the visitor chose, else
 * that of the listing they last booked, else their language's likeliest (Dutch: Flanders; French and
 * English: France, the product's first market). Shared with a listing, that listing's region rules.
 */
export function fileRegion(input: {
  chosen: Region | null;
  lastVisited: Region | null;
  language: string | null;
}): Region {
  if (input.chosen) return input.chosen;
  if (input.lastVisited) return input.lastVisited;
  return input.language === 'nl' ? 'BE-VLG' : 'FR';
}
