// The two listing portals a listing can be diffused to; `colorClass` is a CSS class both front ends define.
export const LISTING_PORTALS = [
  { id: 'seloger', name: 'SeLoger', initials: 'SL', colorClass: 'portal-seloger' },
  { id: 'immoweb', name: 'Immoweb', initials: 'IW', colorClass: 'portal-immoweb' },
] as const;
export type ListingPortalId = (typeof LISTING_PORTALS)[number]['id'];
