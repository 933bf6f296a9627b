import type { JobPayloads } from '@creneau/contracts';
import { visitsTakingOfferedStarts, type InlineJob, type InlineWork, type JobRequest } from '@creneau/server';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/**
 * CloseTakenSlotOffers decided by the outbox relay for a whole batch of bookings: one statement finds the
 * few bookings that took a start offered to the waiting list, and only those get the job (its handler
 * closes the offers and tells their candidates). Every other booking, nearly all of them, costs no job;
 * at 18:00 that was one job in Redis per booking for nothing (bench P5). If the look fails, the relay
 * enqueues the job for every booking instead, as before.
 */
@Injectable()
export class CloseTakenSlotOffersInline implements InlineJob<'CloseTakenSlotOffers'> {
  readonly job = 'CloseTakenSlotOffers';

  constructor(private readonly dataSource: DataSource) {}

  async prepare(payloads: readonly JobPayloads['CloseTakenSlotOffers'][]): Promise<InlineWork> {
    const visitIds = [...new Set(payloads.map((payload) => payload.visitId))];
    const taking = await visitsTakingOfferedStarts(this.dataSource, visitIds);
    const jobs = taking.map((visitId): JobRequest => ({
      name: 'CloseTakenSlotOffers',
      data: { visitId },
      // One per booking, however often its batch is relayed again.
      opts: { jobId: `visit-${visitId}-close-taken-offers` },
    }));
    return { jobs, afterEnqueue: async () => undefined };
  }
}
