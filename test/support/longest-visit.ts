import type { VisitContext } from '../../workers/src/visits/visit-context';

// The longest realistic visit a message may have to say: agency, listing, address, names and reason as
// long as real ones get, on a Wednesday of September at 18:30 (the longest day and month names of the
// three languages). SMS must still fit one segment, e-mails 320 px.
export const LONGEST: VisitContext = {
  id: '00000000-0000-4000-8000-000000000001',
  status: 'booked',
  startsAt: new Date('2027-09-22T16:30:00Z'),
  endsAt: new Date('2027-09-22T17:00:00Z'),
  cancelledBy: 'agency',
  cancelledWhy: 'Le propriétaire a retiré le bien de la location',
  rescheduledFrom: null,
  interested: null,
  calendar: { uid: '00000000-0000-4000-8000-000000000001', sequence: 0 },
  deadlineAt: new Date('2027-09-22T13:30:00Z'),
  candidate: {
    id: 'c',
    firstName: 'Marie-Élisabeth',
    lastName: 'de La Rochefoucauld-Montmorency',
    email: null,
    phone: '06 12 34 56 78',
    language: 'fr',
  },
  agent: {
    id: 'u',
    firstName: 'Élodie',
    lastName: 'Vanderhaeghen-Dupont',
    email: 'elodie@immo.example',
    phone: '06 98 76 54 32',
    language: 'fr',
    channels: { visit_booked: 'sms', visit_cancelled: 'sms', visit_unconfirmed: 'sms', documents_added: 'sms' },
    quietHours: null,
  },
  agency: {
    id: 'a',
    name: 'Agence Immobilière du Faubourg Saint-Germain',
    color: '#1f4e79',
    country: 'FR',
    timeZone: 'Europe/Paris',
    phone: '01 42 22 33 44',
    email: null,
    policy: { confirmationRequestTime: '18:00', reminderLeadMinutes: 120, confirmationDeadlineMinutes: 180 },
    visitorQuietHours: { start: '21:00', end: '08:00' },
    releaseUnconfirmed: true,
    legal: { address: '12 rue des Archives, 75004 Paris', professionalCard: 'CPI 7501 2021 000 000 123', ipi: null },
    smsSender: null,
  },
  listing: {
    id: '00000000-0000-4000-8000-0000000000aa',
    reference: 'PAR-2027-000123',
    title: { fr: 'Appartement familial lumineux avec balcon filant et vue dégagée' },
    address: '128 boulevard du Montparnasse, Bâtiment B, Escalier 3, 75014 Paris',
    place: '75014 Paris',
    transaction: 'rent',
  },
  prequalification: { answers: {}, verdict: null, reasons: [], overridden: false },
};
