// P7's reference: a BullMQ worker whose processor does nothing, in the same trials as the floors. Not a
// bar: it shows what the queue alone allows, and how much of it each floor's durable claim and mark take.
import { rate, ratio } from '../lib/format.mjs';
import { measureNotifications } from './p07-notification-worker.mjs';

export default {
  id: 'P7',
  what: 'reference: no-op worker (floors against it)',
  target: 'none',
  async measure(ctx) {
    const { noop, emailFloor, smsFloor } = await measureNotifications(ctx);
    return {
      product: `${rate(noop.throughput)} no-op`,
      baseline: `floors: e-mail ${rate(emailFloor.throughput)}, SMS ${rate(smsFloor.throughput)}`,
      ratio: `${ratio(emailFloor.throughput / noop.throughput)}, ${ratio(smsFloor.throughput / noop.throughput)}`,
      verdict: 'reference',
    };
  },
};
