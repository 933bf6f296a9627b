import type { BookingPage, Language } from '@creneau/contracts';
import type { TFunction } from 'i18next';
import type { DataSource } from 'typeorm';
import type { AvailabilityService } from '../../agenda/availability.service';
import { loadBookingPage, resolveSlug, type SlugTarget } from '../../visits/booking-page/booking-page.query';
import { escapeHtml, type PageHead } from './page-html';

const PAGE = /^\/(agency|agent|book)\/([A-Za-z0-9-]{1,80})\/?$/;
const DAY = 24 * 3600 * 1000;
// How far the prerendered summary looks for a first free day; the page's own calendar looks further.
const LOOKAHEAD_DAYS = 14;
// Enough to find the first free day of a page without computing every listing's agenda.
const LISTINGS_LOOKED_AT = 3;
const LOCALES: Record<Language, string> = { fr: 'fr-FR', nl: 'nl-BE', en: 'en-GB' };

export interface RenderedPage {
  head: PageHead;
  /** HTML shown inside #root until the script takes over; '' for none. */
  body: string;
}

interface Context {
  dataSource: DataSource;
  availability: AvailabilityService;
  publicUrl: string;
  t: TFunction;
  language: Language;
  /** The booking page's summary as HTML, for a page the server did not render with React. */
  withSummary: boolean;
}

const fullName = (person: { firstName: string; lastName: string } | null | undefined) =>
  person ? `${person.firstName} ${person.lastName}`.trim() : '';

async function firstFreeSlot(context: Context, page: BookingPage): Promise<string | null> {
  const now = Date.now();
  const answers = await Promise.all(
    page.listings
      .slice(0, LISTINGS_LOOKED_AT)
      .map((listing) =>
        context.availability
          .forPublicListing(listing.id, { from: now, to: now + LOOKAHEAD_DAYS * DAY }, context.language)
          .catch(() => null),
      ),
  );
  const starts = answers.flatMap((answer) => answer?.slots.map((slot) => slot.startsAt) ?? []).sort();
  return starts[0] ?? null;
}

/** The agent, the agency, the first free day and the listings: the booking page as HTML, before any script. */
async function bookingSummary(context: Context, page: BookingPage): Promise<string> {
  const { t } = context;
  const agent = fullName(page.agent ?? page.listings[0]?.agent);
  const first = await firstFreeSlot(context, page);
  const day =
    first &&
    new Intl.DateTimeFormat(LOCALES[context.language], {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: page.timeZone,
    }).format(new Date(first));
  const titles = page.listings
    .slice(0, 10)
    .map((listing) => `<li>${escapeHtml(listing.title[context.language] ?? listing.title.fr ?? '')}</li>`)
    .join('');
  return [
    '<main class="prerendered-page">',
    `<h1>${escapeHtml(page.agency.name)}</h1>`,
    agent ? `<p>${escapeHtml(t('book.withAgent', { agent }))}</p>` : '',
    `<p>${escapeHtml(day ? t('book.firstDay', { day }) : t('book.noDay'))}</p>`,
    titles ? `<ul>${titles}</ul>` : '',
    '</main>',
  ].join('');
}

function coverOf(context: Context, page: BookingPage): string | undefined {
  const cover = page.listings.find((listing) => listing.cover)?.cover?.medium ?? page.agency.logoUrl;
  return cover ? new URL(cover, context.publicUrl).toString() : undefined;
}

async function describeTarget(
  context: Context,
  kind: string,
  path: string,
  target: SlugTarget,
): Promise<RenderedPage | null> {
  if ((kind === 'agency' || kind === 'agent') && target.kind !== kind) return null;
  const page = await loadBookingPage(context.dataSource.manager, target, context.language === 'en' ? 0 : 1);
  const { t } = context;
  const agency = page.agency.name;
  const agent = fullName(page.agent);
  const url = new URL(path, context.publicUrl).toString();
  const image = coverOf(context, page);
  if (kind === 'agency')
    return {
      head: { title: t('agency.title', { agency }), description: t('agency.description', { agency }), url, image },
      body: '',
    };
  if (kind === 'agent')
    return {
      head: {
        title: t('agent.title', { agent, agency }),
        description: t('agent.description', { agent, agency }),
        url,
        image: page.agent?.photoUrl ? new URL(page.agent.photoUrl, context.publicUrl).toString() : image,
      },
      body: '',
    };
  const listing = target.kind === 'listing' ? page.listings[0] : undefined;
  const listingTitle = listing && (listing.title[context.language] ?? listing.title.fr);
  return {
    head: {
      title: listingTitle ? t('book.titleListing', { listing: listingTitle }) : t('book.title', { agency }),
      description: t('book.description', { agency }),
      url,
      image,
    },
    body: context.withSummary ? await bookingSummary(context, page) : '',
  };
}

/** What a public page says of itself before its script runs; null for pages that keep the default. */
export async function describePublicPage(context: Context, path: string): Promise<RenderedPage | null> {
  const { t } = context;
  if (path === '/' || path === '/landing')
    return {
      head: {
        title: t('home.title'),
        description: t('home.description'),
        url: new URL('/', context.publicUrl).toString(),
      },
      body: '',
    };
  if (path === '/visits' || path === '/visits/')
    return {
      head: {
        title: t('visits.title'),
        description: t('visits.description'),
        url: new URL('/visits', context.publicUrl).toString(),
      },
      body: '',
    };
  const match = PAGE.exec(path);
  if (!match) return null;
  const target = await resolveSlug(context.dataSource.manager, match[2]);
  return target ? describeTarget(context, match[1], path.replace(/\/$/, ''), target) : null;
}
