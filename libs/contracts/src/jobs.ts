import type { EventName, EventPayloads } from './events';
import type { QueueName } from './queues';

// Jobs are commands. One map ties each wire name to its payload; the producer only accepts matching pairs.
export interface JobPayloads {
  SendEmail: { messageId: string };
  RecordOutboxProbe: { probeId: string };
  PurgeRelayedOutbox: Record<string, never>;
  NotifyVisitBooked: { visitId: string };
  NotifyVisitCancelled: { visitId: string };
}

export type JobName = keyof JobPayloads;

export const JOB_QUEUES: { readonly [J in JobName]: QueueName } = {
  SendEmail: 'notifications',
  RecordOutboxProbe: 'maintenance',
  PurgeRelayedOutbox: 'maintenance',
  NotifyVisitBooked: 'notifications',
  NotifyVisitCancelled: 'notifications',
};

export const JOB_NAMES = Object.keys(JOB_QUEUES) as JobName[];

/** The jobs whose payload an event's payload satisfies, so a subscription cannot mistype a job. */
type JobsAccepting<P> = { [J in JobName]: P extends JobPayloads[J] ? J : never }[JobName];

// What each event sets in motion. The relay enqueues these jobs with the event's payload.
export const EVENT_JOBS: { readonly [E in EventName]: readonly JobsAccepting<EventPayloads[E]>[] } = {
  'email.queued': ['SendEmail'],
  'outbox.probed': ['RecordOutboxProbe'],
  // Reminders subscribe here when their handlers land (issue 7).
  'visit.booked': ['NotifyVisitBooked'],
  'visit.cancelled': ['NotifyVisitCancelled'],
  'visit.rescheduled': [],
  'visit.completed': [],
};

/** Deterministic, so a job enqueued twice for one event is stored once. */
export function eventJobId(outboxId: string, job: JobName): string {
  return `evt-${outboxId}-${job}`;
}
