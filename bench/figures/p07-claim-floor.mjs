// P7's floor (see baselines/raw-claim-and-mark.mjs): a hand-written claim and sent mark per message
// against the same no-op worker. Not the product: it shows what the target asks of this machine. Read the
// product's P7 rows against it.
import { trial } from '../baselines/raw-claim-and-mark.mjs';
import { againstNoopWorker, TARGET_RATIO } from './p07-notification-worker.mjs';

export default againstNoopWorker({
  what: 'floor: hand-written claim + sent mark (pg)',
  trial,
  // A reference, not a verdict on the product: whether the target is within reach here at all.
  verdict: (value) => (value >= TARGET_RATIO ? 'reachable' : 'out of reach here'),
});
