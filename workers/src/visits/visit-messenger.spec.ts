import type { MessageBatch, QueuedMessageRow } from '@creneau/server';
import type { WorkersConfig } from '../config/workers.config';
import type { VisitContext } from './visit-context';
import { VisitMessenger } from './visit-messenger';

// A Brussels visitor gives one means of contact of their choice: every message to them goes by what
// they gave, and none is lost because the other is missing.
function visitOf(candidate: { email: string | null; phone: string | null }): VisitContext {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    status: 'booked',
    startsAt: new Date('2027-03-03T09:00:00Z'),
    endsAt: new Date('2027-03-03T09:30:00Z'),
    cancelledBy: null,
    cancelledWhy: null,
    rescheduledFrom: null,
    interested: null,
    calendar: { uid: '00000000-0000-4000-8000-000000000001', sequence: 0 },
    deadlineAt: null,
    candidate: { id: 'c', firstName: 'Noor', lastName: 'El Amrani', language: 'nl', ...candidate },
    agent: {
      id: 'u',
      firstName: 'Julien',
      lastName: 'Dubois',
      email: 'julien@immo.example',
      phone: null,
      language: 'fr',
      channels: {
        visit_booked: 'email',
        visit_cancelled: 'email',
        visit_unconfirmed: 'email',
        documents_added: 'email',
      },
      quietHours: null,
    },
    agency: {
      id: 'a',
      name: 'Immo Sablon',
      color: '#1f4e79',
      country: 'BE',
      timeZone: 'Europe/Brussels',
      phone: null,
      email: null,
      policy: { confirmationRequestTime: '18:00', reminderLeadMinutes: 120, confirmationDeadlineMinutes: 180 },
      visitorQuietHours: { start: '21:00', end: '08:00' },
      releaseUnconfirmed: true,
      legal: { address: 'Place du Sablon 1, 1000 Bruxelles', professionalCard: null, ipi: '512345' },
      smsSender: null,
    },
    listing: {
      id: 'l',
      reference: 'BX-1',
      title: { fr: 'Duplex au Sablon' },
      address: 'Rue de Rollebeek 7, 1000 Bruxelles',
      place: '1000 Bruxelles',
      transaction: 'rent',
    },
    prequalification: { answers: {}, verdict: null, reasons: [], overridden: false },
  };
}

async function sent(visit: VisitContext, channels: { email: boolean; sms: boolean }) {
  const rows: QueuedMessageRow[] = [];
  const batch = { add: (row: QueuedMessageRow) => rows.push(row) } as unknown as MessageBatch;
  const messenger = new VisitMessenger({ PUBLIC_URL: 'https://visites.example.be' } as WorkersConfig);
  await messenger.toCandidate(batch, visit, {
    purpose: 'visit_booked',
    key: 'booked',
    link: 'https://x/c/1',
    channels,
  });
  return rows.map((row) => [row.channel, row.recipient]);
}

describe("a visit's messages to a candidate who gave one means of contact", () => {
  it('go by SMS alone to a candidate who gave only a mobile number, e-mails included', async () => {
    const visit = visitOf({ email: null, phone: '0470 12 34 56' });
    expect(await sent(visit, { email: true, sms: true })).toEqual([['sms', '+32470123456']]);
    expect(await sent(visit, { email: true, sms: false })).toEqual([['sms', '+32470123456']]);
  });

  it('go by e-mail alone to a candidate who gave only an e-mail, SMS included', async () => {
    const visit = visitOf({ email: 'noor@example.be', phone: null });
    expect(await sent(visit, { email: true, sms: true })).toEqual([['email', 'noor@example.be']]);
    expect(await sent(visit, { email: false, sms: true })).toEqual([['email', 'noor@example.be']]);
  });

  it('say when no message can reach a candidate (a landline alone), so the visit is not released unasked', async () => {
    const messenger = new VisitMessenger({ PUBLIC_URL: 'https://visites.example.be' } as WorkersConfig);
    const landline = visitOf({ email: null, phone: '02 511 12 34' });
    expect(await sent(landline, { email: true, sms: true })).toEqual([]);
    expect(messenger.canReachCandidate(landline)).toBe(false);
    expect(messenger.canReachCandidate(visitOf({ email: null, phone: '0470 12 34 56' }))).toBe(true);
    expect(messenger.canReachCandidate(visitOf({ email: 'noor@example.be', phone: null }))).toBe(true);
  });
});
