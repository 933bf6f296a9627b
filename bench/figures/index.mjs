// The table, in QUALITY.md's order. A figure the product can show is the name of its module in this
// folder (default export { id, what, target, measure(ctx) }); one it cannot show yet is pending(), naming
// the issue that brings it. Adding a figure: one file here, and its pending() line replaced by its name.
import { bytes, ms, rate } from '../lib/format.mjs';
import { pending } from './pending.mjs';

export const FIGURES = [
  pending({
    id: 'P1',
    what: 'booking throughput via the API, 32 clients',
    target: '≥ 0.45× pg',
    issue: 'issue 6',
    baseline: ['sql-booking', (b) => `${rate(b.throughput)} pg`],
  }),
  pending({
    id: 'P2',
    what: 'booking latency, 32 clients',
    target: 'p99 ≤ 40 ms',
    issue: 'issue 6',
    baseline: ['sql-booking', (b) => `p99 ${ms(b.p99)} pg`],
  }),
  pending({
    id: 'P3',
    what: 'double bookings under a race',
    target: '1 success per slot, 0 overlaps',
    issue: 'issue 6',
  }),
  pending({
    id: 'P4',
    what: 'availability, 60 days, 300 visits, DST',
    target: '≤ 4× bare loop; HTTP p99 ≤ 25 ms',
    issue: 'issue 6',
  }),
  pending({
    id: 'P5',
    what: 'reminder scheduling (outbox → delayed jobs)',
    target: '≥ 0.8× addBulk',
    issue: 'issue 5',
    baseline: ['bullmq-add-bulk', (b) => `${rate(b.throughput)} addBulk`],
  }),
  pending({
    id: 'P6',
    what: 'Redis memory per scheduled reminder',
    target: '≤ 1 KB',
    issue: 'issue 5',
    baseline: ['bullmq-add-bulk', (b) => `${bytes(b.bytesPerJob)} raw job`],
  }),
  pending({
    id: 'P7',
    what: 'notification worker throughput, instant provider',
    target: '≥ 0.6× no-op worker',
    issue: 'issue 5',
    baseline: ['bullmq-noop-worker', (b) => `${rate(b.throughput)} no-op`],
  }),
  pending({
    id: 'P8',
    what: '2,000 reminders due in the same minute',
    target: 'lateness p99 ≤ 1.5× raw',
    issue: 'issue 5',
  }),
  'p09-relay-throughput',
  'p09-commit-to-job',
  pending({
    id: 'P10',
    what: 'a 10,000-listing feed',
    target: 'import ≤ 5 s; re-sync ≤ 1 s, 0 writes',
    issue: 'listing feed integrations',
  }),
  pending({
    id: 'P11',
    what: 'month-end invoicing, 1 M leads',
    target: '≤ 10 s; re-run changes nothing',
    issue: 'seller-lead invoicing',
  }),
  pending({
    id: 'P12',
    what: 'public booking page, widget loader',
    target: 'JS ≤ 120 KB gz; loader ≤ 5 KB gz',
    issue: 'issue 7',
  }),
  pending({
    id: 'P13',
    what: 'memory after a 30-minute soak',
    target: 'api ≤ 300 MB, workers ≤ 250 MB, +≤ 10 %',
    issue: 'soak run',
  }),
];
