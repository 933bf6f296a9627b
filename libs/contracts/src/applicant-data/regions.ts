/**
 * Where a listing stands decides what may be asked of the people who want to rent or buy it: lease law
 * is regional in Belgium (Brussels-Capital, Wallonia, Flanders) and national in France. Codes are
 * ISO 3166-2 (FR for the whole of France).
 */
export const REGIONS = ['FR', 'BE-BRU', 'BE-WAL', 'BE-VLG'] as const;
export type Region = (typeof REGIONS)[number];

export interface RegionAddress {
  country: 'FR' | 'BE';
  postalCode: string | null;
}

// bpost's sorting ranges follow the regions' borders: 1000–1299 Brussels-Capital; 1300–1499 Walloon
// Brabant; 1500–3999 Flemish Brabant, Antwerp and Limburg; 4000–7999 Liège, Namur, Luxembourg and
// Hainaut; 8000–9999 West and East Flanders. The German-speaking municipalities (47xx, 4700–4799)
// are in the Walloon Region, whose lease decree applies there.
const BELGIAN_RANGES: readonly { from: number; to: number; region: Region }[] = [
  { from: 1000, to: 1299, region: 'BE-BRU' },
  { from: 1300, to: 1499, region: 'BE-WAL' },
  { from: 1500, to: 3999, region: 'BE-VLG' },
  { from: 4000, to: 7999, region: 'BE-WAL' },
  { from: 8000, to: 9999, region: 'BE-VLG' },
];

/**
 * The region whose rules apply to a listing at this address. A Belgian listing without a readable
 * postcode gets Brussels-Capital: its rules are the strictest, so nothing is ever asked that another
 * region would forbid.
 */
export function regionOf({ country, postalCode }: RegionAddress): Region {
  if (country === 'FR') return 'FR';
  const code = /^\d{4}$/.test(postalCode?.trim() ?? '') ? Number(postalCode?.trim()) : NaN;
  return BELGIAN_RANGES.find(({ from, to }) => code >= from && code <= to)?.region ?? 'BE-BRU';
}
