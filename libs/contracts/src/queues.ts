// Queue names are frozen: renaming one strands the jobs already waiting in Redis.
export const QUEUE_NAMES = ['notifications', 'reminders', 'integration-sync', 'invoicing', 'maintenance'] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];

export function isQueueName(value: string): value is QueueName {
  return (QUEUE_NAMES as readonly string[]).includes(value);
}
