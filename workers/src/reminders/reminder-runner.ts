import type { ReminderKind } from '@creneau/contracts';
import { GroupedCalls, MessageBatch, prepared } from '@creneau/server';
import type { DataSource, EntityManager } from 'typeorm';
import { shortLinksFor } from '../visits/short-link';
import { lockPendingReminders, type VisitContext } from '../visits/visit-context';

/** The outcome of a reminder whose moment to make sense has passed (its job ran late, after an outage). */
export const TOO_LATE = 'too_late';

export interface ReminderLimits {
  /** After this instant the reminder is pointless or harmful and is dropped; none: it never expires. */
  until?: (visit: VisitContext) => Date;
}

/** The visit has started: asking to confirm, reminding or enforcing a deadline would come after the fact. */
export const UNTIL_VISIT_STARTS: ReminderLimits = { until: (visit) => visit.startsAt };
export const NEVER_TOO_LATE: ReminderLimits = {};

/** What a reminder acts with, shared by the batch it runs in. */
export interface ReminderWork {
  manager: EntityManager;
  /** The messages it queues: the batch's are written in one statement, before the reminders are marked done. */
  messages: MessageBatch;
  /** The visit's short code, for /c/{code} and /i/{code}. */
  shortCode: string;
}

type Act = (visit: VisitContext, work: ReminderWork) => Promise<string>;

const MARK_DONE = prepared(
  'mark-reminders-done',
  `UPDATE visit_reminders r SET done_at = now(), outcome = d.outcome
     FROM unnest($1::uuid[], $2::text[]) AS d(visit_id, outcome)
    WHERE r.visit_id = d.visit_id AND r.kind = $3`,
);

interface ReminderRun {
  visitId: string;
  limits: ReminderLimits;
  act: Act;
  now: () => Date;
}

// The reminders of one kind that a worker runs at once go in one transaction (see GroupedCalls), with a
// constant number of statements however many: at 18:00 every "will you come?" of the evening falls due
// together, and each alone would cost a dozen round trips.
const groups = new WeakMap<DataSource, Map<ReminderKind, GroupedCalls<ReminderRun, string | null>>>();

function groupFor(dataSource: DataSource, kind: ReminderKind): GroupedCalls<ReminderRun, string | null> {
  let byKind = groups.get(dataSource);
  if (!byKind) groups.set(dataSource, (byKind = new Map()));
  let group = byKind.get(kind);
  if (!group) {
    group = new GroupedCalls((runs: ReminderRun[]) =>
      dataSource.transaction((manager) => runReminders(manager, kind, runs)),
    );
    byKind.set(kind, group);
  }
  return group;
}

/**
 * Runs a visit's reminder once: the pending row is locked, the messages are queued and the row is
 * marked done in one transaction (shared with the other reminders of its kind running at that moment;
 * if that transaction fails, each is run again alone). A job run twice, or after a crash, finds the row
 * done and stops. A job that runs after its limit (see ReminderLimits) records TOO_LATE and does nothing
 * else. Returns the outcome recorded, or null when there was nothing to do.
 */
export function runReminder(
  dataSource: DataSource,
  visitId: string,
  kind: ReminderKind,
  limits: ReminderLimits,
  act: Act,
  now: () => Date = () => new Date(),
): Promise<string | null> {
  return groupFor(dataSource, kind).call({ visitId, limits, act, now });
}

async function runReminders(
  manager: EntityManager,
  kind: ReminderKind,
  runs: ReminderRun[],
): Promise<(string | null)[]> {
  const pending = await lockPendingReminders(
    manager,
    runs.map((run) => run.visitId),
    kind,
  );
  // Every visit has its short code from its booking messages; one made here is the exception.
  const withoutCode = [...pending].flatMap(([visitId, { visit, shortCode }]) => (visit && !shortCode ? [visitId] : []));
  const made = await shortLinksFor(manager, withoutCode);
  const messages = new MessageBatch();
  const open = new Set(pending.keys());
  const outcomes: (string | null)[] = [];
  for (const { visitId, limits, act, now } of runs) {
    // The same visit twice in one batch: the first run acts, the second finds it done, as it would later.
    if (!open.delete(visitId)) {
      outcomes.push(null);
      continue;
    }
    const { visit, shortCode } = pending.get(visitId)!;
    const late = visit && limits.until ? now().getTime() >= limits.until(visit).getTime() : false;
    const work = { manager, messages, shortCode: shortCode ?? made.get(visitId)! };
    outcomes.push(!visit ? 'visit_gone' : late ? TOO_LATE : await act(visit, work));
  }
  await messages.write(manager);
  const done = runs.flatMap((run, i) => (outcomes[i] === null ? [] : [{ visitId: run.visitId, outcome: outcomes[i] }]));
  if (done.length > 0) {
    await manager.query(MARK_DONE, [done.map((d) => d.visitId), done.map((d) => d.outcome), kind]);
  }
  return outcomes;
}
