import { describe, expect, it } from '@jest/globals';
import { formatInZone } from '../time/agency-time';
import { notificationMessage } from './notification-message';

const data = {
  visitId: 'v1',
  listingId: 'l1',
  candidate: 'Jeanne Petit',
  listing: 'MAR-LOC-101',
  startsAt: '2027-01-12T13:00:00Z',
};
const at = '2027-01-11T08:00:00Z';
const parisIn = (language: string) => (instant: string) => formatInZone(instant, 'Europe/Paris', language, 'visit');

describe('notificationMessage', () => {
  it("writes the visit's time in the reader's language on the agency's clock", () => {
    expect(notificationMessage({ type: 'visit.booked', data, at }, parisIn('fr'))).toEqual({
      key: 'realtime.visit.booked',
      args: { ...data, when: 'mar. 12 janv., 14:00' },
    });
    expect(notificationMessage({ type: 'visit.booked', data, at }, parisIn('en')).args.when).toBe('Tue 12 Jan, 14:00');
  });

  it('says in one message that an unconfirmed visit was released', () => {
    expect(
      notificationMessage({ type: 'visit.unconfirmed', data: { ...data, released: true }, at }, parisIn('fr')).key,
    ).toBe('realtime.visit.released');
    expect(
      notificationMessage({ type: 'visit.unconfirmed', data: { ...data, released: false }, at }, parisIn('fr')).key,
    ).toBe('realtime.visit.unconfirmed');
  });

  it('passes the data of a notification without a visit time as it came', () => {
    expect(notificationMessage({ type: 'document.added', data: { file: 'x' }, at }, parisIn('fr'))).toEqual({
      key: 'realtime.document.added',
      args: { file: 'x' },
    });
  });

  it('asks a person to handle a portal message that became no candidate', () => {
    const lead = { inboundEmailId: 'e1', candidate: 'x@portal.test', portal: 'generic', listing: '' };
    expect(
      notificationMessage({ type: 'lead.received', data: { ...lead, candidateId: null }, at }, parisIn('fr')).key,
    ).toBe('realtime.lead.unparsed');
    expect(
      notificationMessage({ type: 'lead.received', data: { ...lead, candidateId: 'c1' }, at }, parisIn('fr')).key,
    ).toBe('realtime.lead.received');
  });
});
