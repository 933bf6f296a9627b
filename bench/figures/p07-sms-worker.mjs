// P7 for SMS: the product's SendSms handler (the claim with its opt-out check and daily quotas per number
// and per agency, the provider call, the sent mark and the stored delivery callbacks applied) with a
// provider that answers at once, against the same no-op worker as SendEmail.
import { insertQueuedSms } from '../lib/notifications.mjs';
import { notificationFigure } from './p07-notification-worker.mjs';

export default notificationFigure({
  what: 'notification worker, SendSms, instant provider',
  jobName: 'SendSms',
  insert: insertQueuedSms,
});
