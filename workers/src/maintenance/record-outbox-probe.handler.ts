import type { JobPayloads } from '@creneau/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { HandlesJob, type JobHandler } from '../jobs/handles-job.decorator';

/** Counts deliveries on purpose: ops (and the tests) read "exactly once" off this row. */
@Injectable()
@HandlesJob('RecordOutboxProbe')
export class RecordOutboxProbeHandler implements JobHandler<'RecordOutboxProbe'> {
  constructor(private readonly dataSource: DataSource) {}

  async handle({ probeId }: JobPayloads['RecordOutboxProbe']): Promise<void> {
    await this.dataSource.query(
      'UPDATE outbox_probes SET deliveries = deliveries + 1, delivered_at = COALESCE(delivered_at, now()) WHERE id = $1',
      [probeId],
    );
  }
}
