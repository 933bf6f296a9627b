import { documentAlertJobId, type JobPayloads } from '@creneau/contracts';
import { applicationsReachedByDocument, JobProducer } from '@creneau/server';
import { Inject, Injectable } from '@nestjs/common';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import { DataSource } from 'typeorm';
import { WORKERS_CONFIG, type WorkersConfig } from '../config/workers.config';
import { RealtimePublisher } from '../infrastructure/realtime.publisher';
import { HandlesJob, type JobHandler } from '../jobs/handles-job.decorator';

/**
 * A document was added to a file: each agency the file is shared with gets the live toast now, and one
 * alert per application and window (documentAlertJobId), delayed to the window's end so that the uploads
 * of a few minutes make one message. A document deleted meanwhile tells no one.
 */
@Injectable()
@HandlesJob('NotifyDocumentAdded')
export class NotifyDocumentAddedHandler implements JobHandler<'NotifyDocumentAdded'> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly realtime: RealtimePublisher,
    private readonly producer: JobProducer,
    @Inject(WORKERS_CONFIG) private readonly config: WorkersConfig,
    @InjectPinoLogger('rental-files') private readonly logger: PinoLogger,
  ) {}

  async handle({ documentId }: JobPayloads['NotifyDocumentAdded']): Promise<void> {
    const now = Date.now();
    const rows = await applicationsReachedByDocument(this.dataSource.manager, documentId);
    if (rows.length === 0) this.logger.info({ documentId }, 'document shared with no open application');
    const windowMs = this.config.DOCUMENT_ALERT_WINDOW_SECONDS * 1000;
    const window = Math.floor(now / windowMs);
    for (const row of rows) {
      await this.realtime.notifyAgency(row.agencyId, 'rental_file.document_added', {
        applicationId: row.applicationId,
        candidateId: row.candidateId,
        documentId: row.documentId,
        kind: row.kind,
        candidate: row.candidate,
        listing: row.listing,
      });
      await this.producer.add(
        'AlertDocumentsAdded',
        { applicationId: row.applicationId, since: new Date(window * windowMs).toISOString() },
        { jobId: documentAlertJobId(row.applicationId, window), delay: (window + 1) * windowMs - now },
      );
    }
  }
}
