import { localTimeOn } from './time-zones';

describe('localTimeOn', () => {
  it('counts the evening before across the spring and autumn changes', () => {
    // Monday 29 March 2027 after the change of Sunday 28 March: Sunday 18:00 is already summer time.
    expect(localTimeOn(new Date('2027-03-29T07:00:00Z'), 'Europe/Paris', '18:00', -1).toISOString()).toBe(
      '2027-03-28T16:00:00.000Z',
    );
    // Monday 1 November 2027 after the change of Sunday 31 October: Sunday 18:00 is winter time.
    expect(localTimeOn(new Date('2027-11-01T08:00:00Z'), 'Europe/Brussels', '18:00', -1).toISOString()).toBe(
      '2027-10-31T17:00:00.000Z',
    );
  });

  it('takes the local calendar day, not the UTC one, for a visit just after midnight', () => {
    // 00:30 on 15 January in Paris is 23:30 UTC on the 14th: the evening before is the 14th.
    expect(localTimeOn(new Date('2027-01-14T23:30:00Z'), 'Europe/Paris', '18:00', -1).toISOString()).toBe(
      '2027-01-14T17:00:00.000Z',
    );
  });
});
