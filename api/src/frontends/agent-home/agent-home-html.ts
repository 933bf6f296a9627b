import {
  LEGAL_PAGES,
  displayPhone,
  intlLocale,
  isLanguage,
  mailtoHref,
  zonedDay,
  type Language,
  type ListingView,
  type VisitView,
} from '@creneau/contracts';
import type { TFunction } from 'i18next';
import { escapeHtml as text } from '../public-pages/page-html';
import type { AgentHomeData } from './agent-home-data';

// The look of react-admin's screen at /pro/visits (dashboard/src/dashboard/Dashboard.tsx, its app bar
// layout/ProAppBar.tsx and theme layout/theme.ts), as MUI draws it: the same boxes at the same places, so
// that the app, drawn over it, moves nothing and draws nothing larger. Inline, as the sign-in page's.
export const AGENT_HOME_STYLE = `
body{margin:0;background:#f6f7fb;color:rgba(0,0,0,.87);font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;font-size:1rem;line-height:1.5}
.fs p,.fs h1,.fs h2,.fs h3,.fs ul{margin:0;padding:0}
.fs svg{width:1em;height:1em;fill:currentColor;flex-shrink:0}
.fs-bar{display:flex;align-items:center;height:48px;padding:0 8px;background:#172033;color:#fff;box-shadow:0 2px 4px -1px rgba(0,0,0,.2),0 4px 5px 0 rgba(0,0,0,.14),0 1px 10px 0 rgba(0,0,0,.12)}
.fs-icon{display:inline-flex;align-items:center;justify-content:center;width:40px;height:40px;font-size:24px}
.fs-icon:first-child{margin-right:4.8px}
.fs-mark{display:none;align-items:center;gap:8px;margin-right:24px;font-weight:800;font-size:1.15rem}
.fs-title{flex:1;min-width:0;font-size:1rem;line-height:1.25;font-weight:500;overflow:hidden;display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:2;overflow-wrap:anywhere}
.fs-lang{display:inline-flex;align-items:center;gap:8px;padding:6px 8px;font-size:14px;line-height:1.75;font-weight:500}
.fs-lang svg{font-size:20px}
.fs-lang svg+span+svg{margin-left:-4px}
.fs-main{padding:8px 8px 0}
.fs-home{margin-top:8px;padding-bottom:24px;display:grid;gap:12px}
.fs-home h1{font-size:1.35rem;line-height:1.235;font-weight:700}
.fs-date::first-letter,.fs-day::first-letter{text-transform:uppercase}
.fs-figures{display:grid;gap:8px;grid-template-columns:1fr 1fr}
.fs-figure{background:#fff;border:1px solid rgba(0,0,0,.12);border-radius:12px;padding:12px}
.fs-figure.fs-warn{border-color:#a34d00}
.fs-label,.fs-small{font-size:.875rem;line-height:1.43}
.fs-value{font-size:1.5rem;font-weight:700;line-height:1.2}
.fs-caption{font-size:.75rem;line-height:1.66}
.fs-columns{display:grid;gap:12px;grid-template-columns:minmax(0,1fr);align-items:start}
.fs-columns>div{display:grid;gap:12px;min-width:0}
.fs-section{min-width:0;background:#fff;border-radius:12px;padding:12px 12px 24px;box-shadow:0 2px 1px -1px rgba(0,0,0,.2),0 1px 1px 0 rgba(0,0,0,.14),0 1px 3px 0 rgba(0,0,0,.12)}
.fs-section h2{font-size:1.25rem;line-height:1.6;font-weight:500;margin-bottom:8px}
.fs-none{color:rgba(0,0,0,.6)}
.fs ul{list-style:none}
.fs-day{font-size:.875rem;line-height:1.57;font-weight:500;color:rgba(0,0,0,.6)}
.fs-days+.fs-days{margin-top:16px}
.fs-visit{display:grid;grid-template-columns:4rem 1fr;column-gap:16px;row-gap:8px;align-items:start;padding:12px 8px 12px 12px;border-left:4px solid transparent}
.fs-visit.fs-booked{border-left-color:#a34d00}
.fs-visit+.fs-visit,.fs-candidate+.fs-candidate{border-top:1px solid rgba(0,0,0,.12)}
.fs-time{font-size:1.1rem;line-height:1.5;font-weight:700}
.fs-name{font-weight:600;overflow-wrap:anywhere}
.fs-link{color:#2f54eb;text-decoration:underline;text-decoration-color:rgba(47,84,235,.4);overflow-wrap:anywhere}
.fs-phone{display:inline-flex;gap:4px}
.fs-phone svg{margin-top:3px}
.fs-wrap{overflow-wrap:anywhere}
.fs-chip{display:inline-flex;align-items:center;box-sizing:border-box;height:24px;border-radius:16px;font-size:.8125rem;line-height:1.5;vertical-align:middle;border:1px solid #bdbdbd;padding:0 7px}
.fs-visit .fs-chip:first-of-type{margin-top:4px}
.fs-chip svg{font-size:18px;margin:0 2px 0 -3px}
.fs-chip.fs-ok{color:#2e7d32;border-color:rgba(46,125,50,.7)}
.fs-chip.fs-todo{background:#a34d00;border-color:#a34d00;color:#fff;padding:0 8px 0 4px}
.fs-actions{grid-column:2;display:flex;flex-wrap:wrap;gap:8px}
.fs-button{display:inline-flex;align-items:center;box-sizing:border-box;border-radius:12px;font-size:.8125rem;line-height:1.75;font-weight:500;text-transform:uppercase;padding:4px 5px;color:#2f54eb}
.fs-button.fs-contained{padding:4px 10px;background:#2f54eb;color:#fff;box-shadow:0 3px 1px -2px rgba(0,0,0,.2),0 2px 2px 0 rgba(0,0,0,.14),0 1px 5px 0 rgba(0,0,0,.12)}
.fs-button.fs-outlined{padding:3px 9px;color:#a34d00;border:1px solid rgba(163,77,0,.5)}
.fs-button.fs-error{color:#b71c1c}
.fs-candidate{padding:8px 0}
.fs-foot{margin-top:32px;padding:16px 0;border-top:1px solid rgba(0,0,0,.12)}
.fs-foot nav{display:flex;flex-wrap:wrap;gap:16px;font-size:.875rem;line-height:1.43}
.fs-foot a{color:rgba(0,0,0,.6);text-decoration:underline;text-decoration-color:rgba(0,0,0,.24)}
@media (min-width:600px){.fs-bar{padding:0 16px}.fs-mark{display:flex}.fs-title{display:block;white-space:nowrap;text-overflow:ellipsis;font-size:1.25rem;line-height:1.6}.fs-main{padding:0 8px}.fs-home{margin-top:16px;gap:16px}.fs-figures,.fs-columns,.fs-columns>div{gap:16px}.fs-figure{padding:16px}.fs-section{padding:20px 20px 24px}.fs-visit{grid-template-columns:5.5rem 1fr auto}.fs-actions{grid-column:auto;justify-self:end}}
@media (min-width:900px){.fs-main{margin-left:270px}.fs-home h1{font-size:1.9rem}.fs-value{font-size:1.9rem}.fs-figures{grid-template-columns:repeat(4,1fr)}}
@media (min-width:1200px){.fs-columns{grid-template-columns:minmax(0,2fr) minmax(0,1fr)}}
`
  .trim()
  .replace(/\n/g, '');

// MUI's icons (@mui/icons-material), drawn as the app draws them.
const ICONS = {
  menu: 'M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z',
  bell: 'M12 22c1.1 0 2-.9 2-2h-4c0 1.1.89 2 2 2m6-6v-5c0-3.07-1.64-5.64-4.5-6.32V4c0-.83-.67-1.5-1.5-1.5s-1.5.67-1.5 1.5v.68C7.63 5.36 6 7.92 6 11v5l-2 2v1h16v-1z',
  translate:
    'm12.87 15.07-2.54-2.51.03-.03c1.74-1.94 2.98-4.17 3.71-6.53H17V4h-7V2H8v2H1v1.99h11.17C11.5 7.92 10.44 9.75 9 11.35 8.07 10.32 7.3 9.19 6.69 8h-2c.73 1.63 1.73 3.17 2.98 4.56l-5.09 5.02L4 19l5-5 3.11 3.11zM18.5 10h-2L12 22h2l1.12-3h4.75L21 22h2zm-2.62 7 1.62-4.33L19.12 17z',
  expand: 'M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z',
  refresh:
    'M17.65 6.35C16.2 4.9 14.21 4 12 4c-4.42 0-7.99 3.58-7.99 8s3.57 8 7.99 8c3.73 0 6.84-2.55 7.73-6h-2.08c-.82 2.33-3.04 4-5.65 4-3.31 0-6-2.69-6-6s2.69-6 6-6c1.66 0 3.14.69 4.22 1.78L13 11h7V4z',
  account:
    'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 4c1.93 0 3.5 1.57 3.5 3.5S13.93 13 12 13s-3.5-1.57-3.5-3.5S10.07 6 12 6m0 14c-2.03 0-4.43-.82-6.14-2.88C7.55 15.8 9.68 15 12 15s4.45.8 6.14 2.12C16.43 19.18 14.03 20 12 20',
  phone:
    'M6.62 10.79c1.44 2.83 3.76 5.14 6.59 6.59l2.2-2.2c.27-.27.67-.36 1.02-.24 1.12.37 2.33.57 3.57.57.55 0 1 .45 1 1V20c0 .55-.45 1-1 1-9.39 0-17-7.61-17-17 0-.55.45-1 1-1h3.5c.55 0 1 .45 1 1 0 1.25.2 2.45.57 3.57.11.35.03.74-.25 1.02z',
  pending:
    'M17 12c-2.76 0-5 2.24-5 5s2.24 5 5 5 5-2.24 5-5-2.24-5-5-5m1.65 7.35L16.5 17.2V14h1v2.79l1.85 1.85zM18 3h-3.18C14.4 1.84 13.3 1 12 1s-2.4.84-2.82 2H6c-1.1 0-2 .9-2 2v15c0 1.1.9 2 2 2h6.11c-.59-.57-1.07-1.25-1.42-2H6V5h2v3h8V5h2v5.08c.71.1 1.38.31 2 .6V5c0-1.1-.9-2-2-2m-6 2c-.55 0-1-.45-1-1s.45-1 1-1 1 .45 1 1-.45 1-1 1',
  thumbUp:
    'm13.11 5.72-.57 2.89c-.12.59.04 1.2.42 1.66s.94.73 1.54.73H20v1.08L17.43 18H9.34c-.18 0-.34-.16-.34-.34V9.82zM14 2 7.59 8.41C7.21 8.79 7 9.3 7 9.83v7.83C7 18.95 8.05 20 9.34 20h8.1c.71 0 1.36-.37 1.72-.97l2.67-6.15c.11-.25.17-.52.17-.8V11c0-1.1-.9-2-2-2h-5.5l.92-4.65c.05-.22.02-.46-.08-.66-.23-.45-.52-.86-.88-1.22zM4 9H2v11h2c.55 0 1-.45 1-1v-9c0-.55-.45-1-1-1',
  thumbDown:
    'm10.89 18.28.57-2.89c.12-.59-.04-1.2-.42-1.66S10.1 13 9.5 13H4v-1.08L6.57 6h8.09c.18 0 .34.16.34.34v7.84zM10 22l6.41-6.41c.38-.38.59-.89.59-1.42V6.34C17 5.05 15.95 4 14.66 4h-8.1c-.71 0-1.36.37-1.72.97l-2.67 6.15c-.11.25-.17.52-.17.8V13c0 1.1.9 2 2 2h5.5l-.92 4.65c-.05.22-.02.46.08.66.23.45.52.86.88 1.22zm10-7h2V4h-2c-.55 0-1 .45-1 1v9c0 .55.45 1 1 1',
} as const;

const icon = (name: keyof typeof ICONS) =>
  `<svg viewBox="0 0 24 24" aria-hidden="true"><path d="${ICONS[name]}"/></svg>`;

const OPEN = new Set(['booked', 'confirmed']);

/** A visit's listing title in the agent's language, as the app's VisitItem reads it. */
const listingTitle = (listing: ListingView | undefined, language: Language): string | undefined =>
  listing &&
  ((isLanguage(language) ? listing.title[language] : undefined) ??
    listing.title.fr ??
    listing.title.nl ??
    listing.title.en ??
    undefined);

function contact(person: { phone: string | null; email: string | null }, withIcon: boolean): string {
  if (person.phone)
    return `<a class="fs-link${withIcon ? ' fs-phone' : ''}" href="tel:${text(person.phone.replace(/[ .-]/g, ''))}">${
      withIcon ? icon('phone') : ''
    }${text(displayPhone(person.phone))}</a>`;
  if (person.email) return `<a class="fs-link" href="${text(mailtoHref(person.email))}">${text(person.email)}</a>`;
  return '';
}

function interestChip(t: TFunction, interested: boolean | null): string {
  if (interested === null) return '';
  return `<span class="fs-chip${interested ? ' fs-ok' : ''}">${icon(interested ? 'thumbUp' : 'thumbDown')}${text(
    t(interested ? 'dashboard.interest.yes' : 'dashboard.interest.no'),
  )}</span>`;
}

/** What the app's VisitActions shows: cancel before the visit, then done / no-show and the voucher. */
function actions(t: TFunction, visit: VisitView, now: number): string {
  const open = OPEN.has(visit.status);
  const started = Date.parse(visit.startsAt) <= now;
  const button = (kind: string, label: string) => `<span class="fs-button${kind}">${text(label)}</span>`;
  if (open && !started) return button(' fs-error', t('dashboard.actions.cancel'));
  if (!open && visit.status !== 'done') return '';
  return [
    open ? button(' fs-contained', t('dashboard.actions.done')) : '',
    open ? button(' fs-outlined', t('dashboard.actions.noShow')) : '',
    button('', t(visit.voucher ? 'voucher.view' : 'voucher.open')),
  ].join('');
}

function visitItem(t: TFunction, data: AgentHomeData, language: Language, visit: VisitView): string {
  const time = new Intl.DateTimeFormat(intlLocale(language), {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: data.timeZone,
  });
  const listing = data.listings.get(visit.listingId);
  const title = listingTitle(listing, language);
  const booked = visit.status === 'booked';
  const status = `<span class="fs-chip${booked ? ' fs-todo' : visit.status === 'confirmed' ? ' fs-ok' : ''}">${
    booked ? icon('pending') : ''
  }${text(t(`enums:visitStatus.${visit.status}`))}</span>`;
  return [
    `<li class="fs-visit${booked ? ' fs-booked' : ''}">`,
    `<div><p class="fs-time">${text(time.format(Date.parse(visit.startsAt)))}</p>`,
    `<span class="fs-caption">${text(time.format(Date.parse(visit.endsAt)))}</span></div>`,
    `<div><p class="fs-name">${text(`${visit.candidate.firstName} ${visit.candidate.lastName}`)}</p>`,
    contact(visit.candidate, true),
    `<p class="fs-small fs-wrap">${text(listing ? listing.reference : '…')}${title ? ` · ${text(title)}` : ''}</p>`,
    `${status} ${interestChip(t, visit.interested)}</div>`,
    `<div class="fs-actions">${actions(t, visit, data.now)}</div>`,
    '</li>',
  ].join('');
}

const section = (title: string, body: string) => `<section class="fs-section"><h2>${text(title)}</h2>${body}</section>`;

const none = (message: string) => `<p class="fs-none">${text(message)}</p>`;

function figure(label: string, value: string, options: { detail?: string; warn?: boolean } = {}): string {
  return `<div class="fs-figure${options.warn ? ' fs-warn' : ''}"><p class="fs-label">${text(label)}</p><p class="fs-value">${text(
    value,
  )}</p>${options.detail ? `<span class="fs-caption">${text(options.detail)}</span>` : ''}</div>`;
}

function figures(t: TFunction, data: AgentHomeData, language: Language, today: VisitView[]): string {
  const unconfirmed = data.visits.filter((visit) => visit.status === 'booked').length;
  const { noShow, newCandidates } = data.summary;
  const percent = new Intl.NumberFormat(intlLocale(language), { style: 'percent', maximumFractionDigits: 0 });
  return [
    '<div class="fs-figures">',
    figure(t('dashboard.figures.today'), String(today.length)),
    figure(t('dashboard.figures.unconfirmed'), String(unconfirmed), { warn: unconfirmed > 0 }),
    figure(t('dashboard.figures.newCandidates', { days: newCandidates.days }), String(newCandidates.total)),
    figure(
      t('dashboard.figures.noShowRate', { days: noShow.days }),
      noShow.rate === null ? '—' : percent.format(noShow.rate),
      { detail: t('dashboard.figures.noShowDetail', { noShow: noShow.noShow, total: noShow.done + noShow.noShow }) },
    ),
    '</div>',
  ].join('');
}

function comingDays(t: TFunction, data: AgentHomeData, language: Language, coming: VisitView[]): string {
  if (coming.length === 0) return none(t('dashboard.coming.none'));
  const heading = new Intl.DateTimeFormat(intlLocale(language), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: data.timeZone,
  });
  const days = new Map<string, VisitView[]>();
  for (const visit of coming) {
    const key = zonedDay(Date.parse(visit.startsAt), data.timeZone);
    days.set(key, [...(days.get(key) ?? []), visit]);
  }
  return [...days.values()]
    .map(
      (day) =>
        `<div class="fs-days"><h3 class="fs-day">${text(heading.format(Date.parse(day[0].startsAt)))}</h3><ul>${day
          .map((visit) => visitItem(t, data, language, visit))
          .join('')}</ul></div>`,
    )
    .join('');
}

function newCandidates(t: TFunction, data: AgentHomeData, language: Language): string {
  const latest = data.summary.newCandidates.latest;
  if (latest.length === 0) return none(t('dashboard.newCandidates.none'));
  const date = new Intl.DateTimeFormat(intlLocale(language), {
    day: 'numeric',
    month: 'short',
    timeZone: data.timeZone,
  });
  return `<ul>${latest
    .map((candidate) =>
      [
        '<li class="fs-candidate">',
        `<p class="fs-name">${text(`${candidate.firstName} ${candidate.lastName}`)}</p>`,
        contact(candidate, false),
        `<p class="fs-small">${text(
          t('dashboard.newCandidates.since', {
            date: date.format(Date.parse(candidate.createdAt)),
            listing: data.listings.get(candidate.visit.listingId)?.reference ?? '…',
          }),
        )}</p>`,
        interestChip(t, candidate.visit.interested),
        '</li>',
      ].join(''),
    )
    .join('')}</ul>`;
}

/**
 * The agent's home as the server draws it, before and without the app's script: a picture of the screen
 * the app then draws over it (aria-hidden and inert: the app's own screen is the one to read and to use,
 * as the spinner it replaces was hidden).
 */
export function agentHomeBody(t: TFunction, data: AgentHomeData, language: Language): string {
  const today = data.visits.filter((visit) => Date.parse(visit.startsAt) < data.todayEnds);
  const coming = data.visits.filter((visit) => Date.parse(visit.startsAt) >= data.todayEnds);
  const date = new Intl.DateTimeFormat(intlLocale(language), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: data.timeZone,
  }).format(data.now);
  const visits = (list: VisitView[]) => `<ul>${list.map((visit) => visitItem(t, data, language, visit)).join('')}</ul>`;
  return [
    '<div class="fs" id="first-screen" aria-hidden="true" inert>',
    '<header class="fs-bar">',
    `<span class="fs-icon">${icon('menu')}</span>`,
    // Lazy: the mark is hidden on a phone, which then never fetches it.
    `<span class="fs-mark"><img src="/pro/favicon.svg" alt="" width="26" height="26" loading="lazy" />${text(t('app.name'))}</span>`,
    `<span class="fs-title">${text(t('dashboard.title'))}</span>`,
    `<span class="fs-icon">${icon('bell')}</span>`,
    `<span class="fs-lang">${icon('translate')}<span>${language.toUpperCase()}</span>${icon('expand')}</span>`,
    `<span class="fs-icon">${icon('refresh')}</span>`,
    `<span class="fs-icon">${icon('account')}</span>`,
    '</header>',
    '<div class="fs-main"><div class="fs-home">',
    `<div><h1>${text(t('dashboard.welcome'))}</h1><p class="fs-date">${text(date)}</p></div>`,
    figures(t, data, language, today),
    '<div class="fs-columns"><div>',
    section(t('dashboard.today.title'), today.length === 0 ? none(t('dashboard.today.none')) : visits(today)),
    section(t('dashboard.coming.title'), comingDays(t, data, language, coming)),
    '</div>',
    section(t('dashboard.newCandidates.title'), newCandidates(t, data, language)),
    '</div></div>',
    `<footer class="fs-foot"><nav>${LEGAL_PAGES.map(
      ({ to, page }) => `<a href="${to}">${text(t(`pageTitles.${page}`))}</a>`,
    ).join('')}</nav></footer>`,
    '</div></div>',
  ].join('');
}
