import { localTimeOn, planReminders, type ReminderPolicy } from './reminder-plan';

const POLICY: ReminderPolicy = {
  confirmationRequestTime: '18:00',
  reminderLeadMinutes: 120,
  confirmationDeadlineMinutes: 180,
};
const visit = (start: string, minutes = 30) => ({
  startsAt: new Date(start),
  endsAt: new Date(new Date(start).getTime() + minutes * 60_000),
});
const byKind = (plan: ReturnType<typeof planReminders>) =>
  Object.fromEntries(plan.map((reminder) => [reminder.kind, reminder.dueAt.toISOString()]));

describe('planReminders', () => {
  it('asks the evening before at 18:00 Paris time, warns at the deadline, reminds 2 h before', () => {
    // Thursday 14 January 2027, 10:00 in Paris (UTC+1).
    const plan = planReminders(visit('2027-01-14T09:00:00Z'), POLICY, 'Europe/Paris', new Date('2027-01-10T12:00:00Z'));
    expect(byKind(plan)).toEqual({
      confirmation_request: '2027-01-13T17:00:00.000Z',
      deadline: '2027-01-14T06:00:00.000Z',
      reminder: '2027-01-14T07:00:00.000Z',
      interest: '2027-01-14T11:30:00.000Z',
    });
  });

  it('asks at once when the evening before has passed', () => {
    const now = new Date('2027-01-13T20:00:00Z');
    const plan = byKind(planReminders(visit('2027-01-14T15:00:00Z'), POLICY, 'Europe/Paris', now));
    expect(plan.confirmation_request).toBe(now.toISOString());
    expect(plan.deadline).toBe('2027-01-14T12:00:00.000Z');
  });

  it('sets no deadline when the candidate would have no time to confirm, and no reminder inside the lead', () => {
    const now = new Date('2027-01-14T13:00:00Z');
    const plan = byKind(planReminders(visit('2027-01-14T14:30:00Z'), POLICY, 'Europe/Paris', now));
    expect(plan).toEqual({ confirmation_request: now.toISOString(), interest: '2027-01-14T17:00:00.000Z' });
  });

  it('follows summer time: 18:00 in Brussels is 16:00 UTC in July', () => {
    const plan = byKind(
      planReminders(visit('2027-07-06T08:00:00Z'), POLICY, 'Europe/Brussels', new Date('2027-07-01T00:00:00Z')),
    );
    expect(plan.confirmation_request).toBe('2027-07-05T16:00:00.000Z');
  });

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
