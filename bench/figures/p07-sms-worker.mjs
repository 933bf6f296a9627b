// P7 for SMS: the product's SendSms handler (the claim with its opt-out check, the daily quotas per number,
// per agency and for new numbers, the recipient gate and GSM-7; the provider call; the sent mark and the
// stored delivery callbacks applied) against the SMS floor measured in the same trials.
import { kindFigure } from './p07-notification-worker.mjs';

export default kindFigure({
  what: 'notification worker, SendSms, instant provider',
  product: 'sms',
  floor: 'smsFloor',
});
