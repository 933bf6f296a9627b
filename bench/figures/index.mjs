// The table, in QUALITY.md's order. A figure the product can show is the name of its module in this
// folder (default export { id, what, target, measure(ctx) }); one it cannot show yet is pending(), naming
// the issue that brings it. Adding a figure: one file here, and its pending() line replaced by its name.
import { pending } from './pending.mjs';

export const FIGURES = [
  'p01-booking-throughput',
  'p02-booking-latency',
  'p02-http-floor',
  'p02-nest-floor',
  'p03-double-booking-race',
  'p04-availability',
  'p05-reminder-scheduling',
  'p05-scheduling-floor',
  'p06-reminder-memory',
  'p07-notification-worker',
  'p07-sms-worker',
  'p07-noop-reference',
  'p08-reminders-due-together',
  'p08-pipeline-floor',
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
  'p12-bundle-size',
  pending({
    id: 'P13',
    what: 'memory after a 30-minute soak',
    target: 'api ≤ 300 MB, workers ≤ 250 MB, +≤ 10 %',
    issue: 'soak run',
  }),
  'p14-portal-leads',
  'p15-document-upload',
  'p16-candidates-list',
  'p18-retention',
  'p19-public-pages',
  'p19-back-office',
  'p19-static-floor',
];
