import { CANDIDATE_STATUS, RENTAL_DOCUMENT_LISTS, type JobPayloads } from '@creneau/contracts';
import { applicantNotice, emailRow, MessageBatch, translator } from '@creneau/server';
import { Inject, Injectable } from '@nestjs/common';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import { DataSource } from 'typeorm';
import { WORKERS_CONFIG, type WorkersConfig } from '../config/workers.config';
import { HandlesJob, type JobHandler } from '../jobs/handles-job.decorator';

type T = (key: string, values?: Record<string, unknown>) => string;

/**
 * The agent asked the applicant for documents: an e-mail listing exactly the kinds asked, in the decree's
 * wording, with a link to the file editor opened on those kinds. Skipped when the request was answered or
 * withdrawn before the job ran (the candidate moved on).
 */
@Injectable()
@HandlesJob('AskForDocuments')
export class AskForDocumentsHandler implements JobHandler<'AskForDocuments'> {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(WORKERS_CONFIG) private readonly config: WorkersConfig,
    @InjectPinoLogger('rental-files') private readonly logger: PinoLogger,
  ) {}

  async handle({ applicationId, eventId }: JobPayloads['AskForDocuments']): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const row = await applicantNotice(manager, applicationId);
      if (!row || row.status !== CANDIDATE_STATUS.WAITING_FOR_DOCUMENTS || !row.requestedKinds?.length) {
        this.logger.info({ applicationId }, 'documents request skipped: answered or gone');
        return;
      }
      const t = (await translator(row.language)) as unknown as T;
      const rules = RENTAL_DOCUMENT_LISTS[row.region];
      const kinds = row.requestedKinds.map(
        (kind) => rules.find((rule) => rule.kind === kind)?.wording ?? t(`enums:rentalDocumentKind.${kind}`),
      );
      const url = new URL('/visits/rental-file', this.config.PUBLIC_URL);
      url.searchParams.set('application', applicationId);
      url.searchParams.set('kinds', row.requestedKinds.join(','));
      // The editor then shows the lists (and guarantors) of the listing's region, not France's by default.
      url.searchParams.set('region', row.region);
      const values = { agency: row.agency.name, listing: row.listing };
      const messages = new MessageBatch();
      messages.add(
        emailRow({
          purpose: 'rental_documents_requested',
          to: row.email,
          language: row.language,
          agencyId: row.agency.id,
          userId: row.userId,
          claimKey: `rental-application:${applicationId}:documents-requested:${eventId}`,
          brand: { name: row.agency.name, color: row.agency.color ?? '#1f4e79' },
          headers: row.agency.email ? { replyTo: { name: row.agency.name, address: row.agency.email } } : undefined,
          content: {
            subject: t('rentalFile.documentsRequested.subject', values),
            paragraphs: [
              t('greeting', { name: row.firstName }),
              t('rentalFile.documentsRequested.body', values),
              ...kinds.map((kind) => `• ${kind}`),
            ],
            action: { label: t('rentalFile.documentsRequested.action'), url: url.toString() },
            footer: t('footer'),
          },
        }),
      );
      await messages.write(manager);
    });
  }
}
