import { isOutcomeUnknown, outcomeUnknown } from '../messages';
import { furthestStatus, messageStatusFromTwilio, statusesBefore } from './delivery-status';

describe('SMS delivery status', () => {
  it('maps Twilio statuses onto the message log', () => {
    expect(messageStatusFromTwilio('accepted')).toBe('queued');
    expect(messageStatusFromTwilio('sent')).toBe('sent');
    expect(messageStatusFromTwilio('delivered')).toBe('delivered');
    expect(messageStatusFromTwilio('undelivered')).toBe('failed');
    expect(messageStatusFromTwilio('received')).toBeNull();
  });

  it('keeps the furthest status whatever the arrival order', () => {
    const inOrder = [
      { status: 'queued', errorCode: null },
      { status: 'sent', errorCode: null },
      { status: 'delivered', errorCode: null },
    ];
    expect(furthestStatus(inOrder)).toEqual({ status: 'delivered', error: null });
    expect(furthestStatus([...inOrder].reverse())).toEqual({ status: 'delivered', error: null });
  });

  it('records why a message failed', () => {
    expect(
      furthestStatus([
        { status: 'sent', errorCode: null },
        { status: 'undelivered', errorCode: '30003' },
      ]),
    ).toEqual({ status: 'failed', error: 'Twilio undelivered (error 30003)' });
  });

  it('never moves a final status: nothing comes after delivered or failed', () => {
    expect(statusesBefore('delivered')).toEqual(['queued', 'sending', 'sent']);
    expect(statusesBefore('failed')).toEqual(['queued', 'sending', 'sent']);
    expect(statusesBefore('sent')).toEqual(['queued', 'sending']);
  });

  it('tells an outcome-unknown failure from any other', () => {
    const reason = outcomeUnknown('no answer from Twilio within 10000 ms');
    expect(reason).toBe('outcome unknown: no answer from Twilio within 10000 ms; not resent, to avoid a duplicate');
    expect(isOutcomeUnknown(reason)).toBe(true);
    expect(isOutcomeUnknown('Twilio undelivered (error 30003)')).toBe(false);
    expect(isOutcomeUnknown(null)).toBe(false);
  });
});
