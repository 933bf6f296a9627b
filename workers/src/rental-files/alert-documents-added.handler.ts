import {
  DEFAULT_ALERT_CHANNELS,
  inQuietHours,
  isMobile,
  toE164,
  zonedParts,
  type JobPayloads,
} from '@creneau/contracts';
import {
  applicationAlert,
  emailRow,
  issueActionTokens,
  MessageBatch,
  smsRow,
  translator,
  type ApplicationAlertRow,
} from '@creneau/server';
import { Inject, Injectable } from '@nestjs/common';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import { DataSource, type EntityManager } from 'typeorm';
import { WORKERS_CONFIG, type WorkersConfig } from '../config/workers.config';
import { HandlesJob, type JobHandler } from '../jobs/handles-job.decorator';

type T = (key: string, values?: Record<string, unknown>) => string;

/**
 * The grouped alert about documents added to an application during one window, to the listing's agent
 * (else the agency's admins), on the channels of their preferences (documents_added): one e-mail with the
 * action links of /rf (view, accept, refuse, ask for documents), or one SMS; quiet hours send the e-mail
 * instead. Claim keys make a job run twice send once.
 */
@Injectable()
@HandlesJob('AlertDocumentsAdded')
export class AlertDocumentsAddedHandler implements JobHandler<'AlertDocumentsAdded'> {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(WORKERS_CONFIG) private readonly config: WorkersConfig,
    @InjectPinoLogger('rental-files') private readonly logger: PinoLogger,
  ) {}

  async handle({ applicationId, since }: JobPayloads['AlertDocumentsAdded']): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const row = await applicationAlert(
        manager,
        applicationId,
        new Date(since),
        'documents_added',
        DEFAULT_ALERT_CHANNELS.documents_added,
      );
      if (!row || row.documents.length === 0) {
        this.logger.info({ applicationId }, 'documents alert skipped: application closed or documents gone');
        return;
      }
      const messages = new MessageBatch();
      for (const agent of row.agents) await this.addAlert(manager, messages, row, agent, since);
      await messages.write(manager);
    });
  }

  private async addAlert(
    manager: EntityManager,
    messages: MessageBatch,
    row: ApplicationAlertRow,
    agent: ApplicationAlertRow['agents'][number],
    since: string,
  ): Promise<void> {
    if (agent.channel === 'none') return;
    const t = (await translator(agent.language)) as unknown as T;
    const kinds = [...new Set(row.documents.map(({ kind }) => t(`enums:rentalDocumentKind.${kind}`)))].join(', ');
    const values = { candidate: row.candidate, listing: row.listing, count: row.documents.length, kinds };
    const e164 = agent.phone ? toE164(agent.phone, row.agency.country) : null;
    const mobile = e164 && isMobile(e164) ? e164 : null;
    const { hour, minute } = zonedParts(Date.now(), row.agency.timeZone);
    const clock = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
    const quiet = agent.quietHours ? inQuietHours(clock, agent.quietHours) : false;
    const sms = (agent.channel === 'sms' || agent.channel === 'both') && mobile !== null && !quiet;
    const email = agent.channel === 'email' || agent.channel === 'both' || !sms;
    const claim = (channel: string) =>
      `rental-application:${row.applicationId}:documents:${since}:${agent.id}:${channel}`;
    if (sms && mobile) {
      messages.add(
        smsRow({
          purpose: 'rental_documents_added',
          to: mobile,
          language: agent.language,
          text: t('rentalFile.documentsAdded.sms', values),
          agencyId: row.agency.id,
          userId: agent.id,
          claimKey: claim('sms'),
        }),
      );
    }
    if (!email) return;
    const tokens = await issueActionTokens(manager, row.applicationId, agent.id);
    const link = (action: keyof typeof tokens) =>
      new URL(`/rf/${tokens[action]}/${action}`, this.config.PUBLIC_URL).toString();
    messages.add(
      emailRow({
        purpose: 'rental_documents_added',
        to: agent.email,
        language: agent.language,
        agencyId: row.agency.id,
        userId: agent.id,
        claimKey: claim('email'),
        // The /rf links act on the application without signing in: the stored body has them redacted.
        credentialLink: true,
        brand: { name: row.agency.name, color: row.agency.color ?? '#1f4e79' },
        content: {
          subject: t('rentalFile.documentsAdded.subject', values),
          paragraphs: [
            t('greeting', { name: agent.firstName }),
            t('rentalFile.documentsAdded.body', values),
            t('rentalFile.documentsAdded.links'),
            ...(['accept', 'refuse', 'ask_documents'] as const).map(
              (action) => `${t(`rentalFile.documentsAdded.${action}`)} — ${link(action)}`,
            ),
          ],
          action: { label: t('rentalFile.documentsAdded.view'), url: link('view') },
          footer: t('visit.footerAgent'),
        },
      }),
    );
  }
}
