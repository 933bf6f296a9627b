import {
  applicantNotice,
  applicationsDueForDeletionNotice,
  applyRentalFileRetention,
  applyRetention,
  emailRow,
  FILE_STORAGE,
  MessageBatch,
  sweepRentalFileGarbage,
  translator,
  type FileStorage,
} from '@creneau/server';
import { Inject, Injectable } from '@nestjs/common';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import { DataSource, type EntityManager } from 'typeorm';
import { WORKERS_CONFIG, type WorkersConfig } from '../config/workers.config';
import { HandlesJob, type JobHandler } from '../jobs/handles-job.decorator';

type T = (key: string, values?: Record<string, unknown>) => string;

/**
 * Deletes or anonymises what the privacy policy says is no longer kept; idempotent, one transaction. Rental
 * files first (a refused application's notice, then its deletion 3 months after the decision; inactive
 * files), so that the accounts deleted next leave no document behind; then the stored files of every
 * document deleted, by this run or by anything else (the garbage table), are removed from storage.
 */
@Injectable()
@HandlesJob('ApplyRetention')
export class ApplyRetentionHandler implements JobHandler<'ApplyRetention'> {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(WORKERS_CONFIG) private readonly config: WorkersConfig,
    @InjectPinoLogger('maintenance') private readonly logger: PinoLogger,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  async handle(): Promise<void> {
    const outcome = await this.dataSource.transaction(async (manager) => {
      await this.sendDeletionNotices(manager);
      const rentalFiles = await applyRentalFileRetention(manager, {
        inactiveMonths: this.config.RENTAL_FILE_INACTIVE_MONTHS,
      });
      return { ...(await applyRetention(manager, this.storage)), rentalFiles };
    });
    const removedFiles = await sweepRentalFileGarbage(this.dataSource.manager, this.storage);
    this.logger.info({ ...outcome, removedFiles }, 'retention applied');
  }

  private async sendDeletionNotices(manager: EntityManager): Promise<void> {
    const messages = new MessageBatch();
    for (const { id } of await applicationsDueForDeletionNotice(manager)) {
      const row = await applicantNotice(manager, id);
      if (!row) continue;
      const t = (await translator(row.language)) as unknown as T;
      const values = { agency: row.agency.name, listing: row.listing };
      messages.add(
        emailRow({
          purpose: 'rental_file_deletion',
          to: row.email,
          language: row.language,
          agencyId: row.agency.id,
          userId: row.userId,
          claimKey: `rental-application:${id}:deletion-notice`,
          brand: { name: row.agency.name, color: row.agency.color ?? '#1f4e79' },
          content: {
            subject: t('rentalFile.deletion.subject', values),
            paragraphs: [t('greeting', { name: row.firstName }), t('rentalFile.deletion.body', values)],
            footer: t('footer'),
          },
        }),
      );
    }
    await messages.write(manager);
  }
}
