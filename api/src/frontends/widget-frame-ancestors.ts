import type { DataSource } from 'typeorm';
import { resolveSlug } from '../visits/booking-page/booking-page.query';

// The booking page's own slug rule; anything else cannot name a page, so nobody may frame it.
const BOOK_PATH = /^\/book\/([A-Za-z0-9-]{1,80})\/?$/;
// What the agency settings accept (agency.dto.ts), checked again here: the value goes into a header.
const ORIGIN = /^https?:\/\/[a-z0-9.-]+(:[0-9]{2,5})?$/i;

/** Only the product's own pages may frame a page, unless it is an embedded booking page. */
const SAME_ORIGIN_ONLY = ["'self'"];

/**
 * Who may frame a page of the public site (its Content-Security-Policy frame-ancestors, written by
 * security-headers.ts). The booking page in embed mode
 * (/book/{slug}?embed=1, what the widget loader frames) may be framed by the sites its agency allows in
 * its settings, and by no one else: the browser refuses to show it anywhere else.
 */
export async function pageFrameAncestors(dataSource: DataSource, path: string, embed: unknown): Promise<string[]> {
  const slug = embed === '1' ? BOOK_PATH.exec(path)?.[1] : undefined;
  if (!slug) return SAME_ORIGIN_ONLY;
  const target = await resolveSlug(dataSource.manager, slug);
  if (!target) return SAME_ORIGIN_ONLY;
  const [agency] = await dataSource.query<{ origins: string[] }[]>(
    'SELECT widget_allowed_origins AS origins FROM agencies WHERE id = $1',
    [target.agencyId],
  );
  const allowed = (agency?.origins ?? []).filter((origin) => ORIGIN.test(origin));
  return [...SAME_ORIGIN_ONLY, ...allowed];
}
