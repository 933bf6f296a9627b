import { applicationOpen, canInviteToApply } from './application';

describe('when application questions open', () => {
  it('opens them once the visit is done, not before', () => {
    expect(applicationOpen({ status: 'booked', applicationInvitedAt: null })).toBe(false);
    expect(applicationOpen({ status: 'confirmed', applicationInvitedAt: null })).toBe(false);
    expect(applicationOpen({ status: 'done', applicationInvitedAt: null })).toBe(true);
  });

  it('opens them when the agent invites the candidate after the visit, unless it was missed or withdrawn', () => {
    const invitedAt = '2027-01-05T10:00:00Z';
    expect(applicationOpen({ status: 'confirmed', applicationInvitedAt: invitedAt })).toBe(true);
    expect(applicationOpen({ status: 'no_show', applicationInvitedAt: invitedAt })).toBe(false);
    expect(applicationOpen({ status: 'cancelled', applicationInvitedAt: invitedAt })).toBe(false);
  });

  it('lets the agent invite only once the visit is over', () => {
    const now = Date.parse('2027-01-05T12:00:00Z');
    expect(canInviteToApply({ status: 'confirmed', endsAt: '2027-01-05T11:30:00Z' }, now)).toBe(true);
    expect(canInviteToApply({ status: 'confirmed', endsAt: '2027-01-05T12:30:00Z' }, now)).toBe(false);
    expect(canInviteToApply({ status: 'no_show', endsAt: '2027-01-05T11:30:00Z' }, now)).toBe(false);
  });
});
