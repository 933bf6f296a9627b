import type { ListingView, MeResponse, VisitSummary, VisitView } from '@creneau/contracts';
import { join } from 'node:path';
import type { AgentHomeData } from './agent-home-data';
import { agentHomeBody } from './agent-home-html';
import { homeTranslator } from './agent-home-words';

const LOCALES = join(__dirname, '../../../../libs/locales');
const HOUR = 3_600_000;
// Wednesday 13 January 2027, 10:00 in Paris.
const NOW = Date.parse('2027-01-13T09:00:00Z');

function visit(id: string, startsAt: number, status: VisitView['status'], firstName = 'Camille'): VisitView {
  return {
    id,
    listingId: 'listing-1',
    startsAt: new Date(startsAt).toISOString(),
    endsAt: new Date(startsAt + HOUR / 2).toISOString(),
    status,
    candidate: { id: `c-${id}`, firstName, lastName: 'Durand', email: null, phone: '+33612345678' },
    interested: null,
    voucher: null,
  } as unknown as VisitView;
}

const summary: VisitSummary = {
  noShow: { days: 90, done: 3, noShow: 1, rate: 0.25 },
  interest: { days: 90, interested: 0, notInterested: 0 },
  newCandidates: { days: 7, total: 0, latest: [] },
};

function home(visits: VisitView[]): AgentHomeData {
  return {
    me: {} as MeResponse,
    timeZone: 'Europe/Paris',
    now: NOW,
    todayEnds: Date.parse('2027-01-13T23:00:00Z'),
    visits,
    summary,
    listings: new Map([
      [
        'listing-1',
        {
          id: 'listing-1',
          reference: 'MAR-1',
          title: { fr: 'Deux-pièces', nl: 'Tweekamer' },
        } as unknown as ListingView,
      ],
    ]),
  };
}

describe("the agent's home drawn by the server", () => {
  it("draws a started visit's outcome buttons, a coming one's cancel, and the coming days by the agency's day", async () => {
    const t = (await homeTranslator(LOCALES))('fr');
    const html = agentHomeBody(
      t,
      home([
        visit('a', NOW - HOUR, 'booked', 'Matin'),
        visit('b', NOW + 2 * HOUR, 'confirmed', 'Midi'),
        visit('c', NOW + 24 * HOUR, 'booked', 'Jeudi'),
      ]),
      'fr',
    );
    const items = html.split('<li class="fs-visit').slice(1);
    expect(items).toHaveLength(3);
    expect(items[0]).toContain('Effectuée');
    expect(items[0]).toContain('Non honorée');
    expect(items[0]).toContain('Bon de visite');
    expect(items[1]).toContain('Annuler');
    expect(items[1]).not.toContain('Effectuée');
    expect(items[0]).toContain('MAR-1 · Deux-pièces');
    expect(html).toContain('<h3 class="fs-day">jeudi 14 janvier</h3>');
    expect(html).toMatch(/>25\s%<\/p>/);
    expect(html).toContain('1 sur 4 visites passées');
  });

  it('writes names as text and the listing in the agent’s language', async () => {
    const t = (await homeTranslator(LOCALES))('nl');
    const html = agentHomeBody(t, home([visit('a', NOW + HOUR, 'booked', '<img src=x onerror=alert(1)>')]), 'nl');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; Durand');
    expect(html).toContain('MAR-1 · Tweekamer');
    expect(html).toContain('Welkom bij Créneau voor professionals');
  });
});
