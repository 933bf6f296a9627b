import type { RealtimeUpdates } from '@creneau/contracts';
import { publishRealtime } from '@creneau/server';
import { Inject, Injectable } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';
import { DataSource } from 'typeorm';
import { API_CONFIG, type ApiConfig } from '../config/api.config';
import { RedisClient } from '../infrastructure/redis.provider';

/**
 * Tells the agencies a file is shared with that it changed, so that their open application page reads it
 * again (rental_file.updated, no toast). New documents already reach them through the worker's
 * rental_file.document_added. Best effort: a lost message only means the agent reloads by hand.
 */
@Injectable()
export class RentalFileUpdatesPublisher {
  constructor(
    private readonly dataSource: DataSource,
    private readonly redis: RedisClient,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
    private readonly logger: PinoLogger,
  ) {
    this.logger.setContext(RentalFileUpdatesPublisher.name);
  }

  async fileChanged(fileId: string): Promise<void> {
    try {
      const rows = await this.dataSource.manager.query<{ id: string; agencyId: string }[]>(
        'SELECT id, agency_id AS "agencyId" FROM rental_file_applications WHERE file_id = $1',
        [fileId],
      );
      for (const row of rows) {
        const data: RealtimeUpdates['rental_file.updated'] = { applicationId: row.id };
        await publishRealtime(this.redis.client, this.config.REDIS_PREFIX, {
          agencyId: row.agencyId,
          type: 'rental_file.updated',
          data,
        });
      }
    } catch (error) {
      this.logger.warn({ err: error, fileId }, 'rental file update not published');
    }
  }
}
