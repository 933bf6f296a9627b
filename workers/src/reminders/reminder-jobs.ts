import { REMINDER_KINDS, reminderJobId, type JobName, type ReminderKind } from '@creneau/contracts';
import { JobProducer, type JobRequest } from '@creneau/server';
import { Injectable } from '@nestjs/common';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';

export const REMINDER_JOBS: Readonly<Record<ReminderKind, JobName>> = {
  confirmation_request: 'RequestVisitConfirmation',
  confirmation_nudge: 'NudgeVisitConfirmation',
  reminder: 'RemindVisit',
  deadline: 'CheckVisitConfirmation',
  interest: 'AskVisitInterest',
};

// Which of these job ids have no hash in Redis (ARGV[1] is the queue's key prefix): one round trip for
// a whole batch, where adding them all again would run BullMQ's add script once per job.
const MISSING_JOBS = 'creneauMissingJobs';
const MISSING_JOBS_LUA = `
local missing = {}
for i = 2, #ARGV do
  if redis.call('EXISTS', ARGV[1] .. ARGV[i]) == 0 then missing[#missing + 1] = ARGV[i] end
end
return missing`;
const scripted = new WeakSet<object>();

export interface PendingReminder {
  visitId: string;
  kind: ReminderKind;
  dueAt: Date;
}

/** The delayed jobs mirroring pending rows of visit_reminders; Postgres stays the truth. */
@Injectable()
export class ReminderJobs {
  constructor(
    private readonly producer: JobProducer,
    @InjectPinoLogger('reminders') private readonly logger: PinoLogger,
  ) {}

  /** Idempotent: a job id already in Redis (waiting, delayed, active, completed or failed) is left alone. */
  async add(reminders: readonly PendingReminder[], now = Date.now()): Promise<void> {
    if (reminders.length === 0) return;
    await this.producer.addBulk(this.requests(reminders, now));
  }

  /** The delayed jobs of these reminders, under their deterministic ids. */
  requests(reminders: readonly PendingReminder[], now = Date.now()): JobRequest[] {
    return reminders.map(
      (reminder) =>
        ({
          name: REMINDER_JOBS[reminder.kind],
          data: { visitId: reminder.visitId },
          opts: {
            jobId: reminderJobId(reminder.visitId, reminder.kind),
            delay: Math.max(0, reminder.dueAt.getTime() - now),
          },
        }) as JobRequest,
    );
  }

  /** The reminders whose job Redis does not hold in any state (lost with Redis, or never added). */
  async missing(reminders: readonly PendingReminder[]): Promise<PendingReminder[]> {
    if (reminders.length === 0) return [];
    const queue = this.producer.queue('reminders');
    const client = await queue.getBackend().client;
    if (!scripted.has(client)) {
      client.defineCommand(MISSING_JOBS, { numberOfKeys: 0, lua: MISSING_JOBS_LUA, readOnly: true });
      scripted.add(client);
    }
    const ids = reminders.map((reminder) => reminderJobId(reminder.visitId, reminder.kind));
    const missing = new Set<string>(await client.runCommand(MISSING_JOBS, [queue.toKey(''), ...ids]));
    return reminders.filter((_reminder, index) => missing.has(ids[index]));
  }

  /** A job already running cannot be removed; its handler finds the visit moved on and skips. */
  async removeAll(visitId: string): Promise<void> {
    const queue = this.producer.queue('reminders');
    await Promise.all(
      REMINDER_KINDS.map(async (kind) => {
        try {
          await queue.remove(reminderJobId(visitId, kind));
        } catch (error) {
          this.logger.info({ visitId, kind, err: error }, 'reminder job not removed (running); its handler will skip');
        }
      }),
    );
  }
}
