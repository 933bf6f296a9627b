import {
  ownerReportUnsubscribeToken,
  ownerWeeks,
  queueEmail,
  translator,
  type MessageHeaders,
  type OwnerWeek,
} from '@creneau/server';
import { Inject, Injectable } from '@nestjs/common';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import { DataSource, type EntityManager } from 'typeorm';
import { WORKERS_CONFIG, type WorkersConfig } from '../config/workers.config';
import { HandlesJob, type JobHandler } from '../jobs/handles-job.decorator';
import { isoWeek } from './iso-week.util';
import { legalLine } from './legal-footer';

/**
 * Monday morning: each owner the agency recorded hears how the week went for their property, when
 * something happened in it (a visit done, missed or booked), with a link to the listing. The
 * claim key (listing, week) sends one report per week however often the job runs.
 */
@Injectable()
@HandlesJob('SendOwnerReports')
export class SendOwnerReportsHandler implements JobHandler<'SendOwnerReports'> {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(WORKERS_CONFIG) private readonly config: WorkersConfig,
    @InjectPinoLogger('owner-reports') private readonly logger: PinoLogger,
  ) {}

  async handle(): Promise<void> {
    // The scheduler's own calendar (Monday 08:00, Europe/Paris): one report per listing and ISO week.
    const week = isoWeek(new Date(), 'Europe/Paris');
    const rows = await ownerWeeks(this.dataSource);
    let queued = 0;
    // A week without a visit done, missed or booked tells the owner nothing: no report rather than zeros.
    const eventful = rows.filter((row) => row.done + row.noShows + row.booked > 0);
    for (const row of eventful) {
      const t = await translator(row.language);
      const listing = row.title[row.language] ?? row.title.fr ?? row.reference;
      await this.dataSource.transaction(async (manager) => {
        const headers = await this.headers(manager, row);
        const id = await queueEmail(manager, {
          purpose: 'owner_weekly_report',
          to: row.ownerEmail,
          language: row.language,
          agencyId: row.agencyId,
          claimKey: `owner-report:${row.listingId}:${week}`,
          brand: { name: row.agencyName, color: row.color ?? '#1f4e79' },
          headers,
          content: {
            subject: t('visit.ownerReport.subject', { listing, reference: row.reference }),
            paragraphs: [
              row.ownerName ? t('greeting', { name: row.ownerName }) : t('greetingAnonymous'),
              t('visit.ownerReport.body', { listing, agency: row.agencyName }),
              t('visit.ownerReport.figures', {
                done: row.done,
                noShows: row.noShows,
                interested: row.interested,
                upcoming: row.upcoming,
              }),
            ],
            action: {
              label: t('visit.ownerReport.action'),
              url: new URL(`/book/${row.listingId}`, this.config.PUBLIC_URL).toString(),
            },
            footer: t('visit.ownerReport.footer', { agency: row.agencyName }),
            // The same link as the List-Unsubscribe header: it opens the page that asks first.
            unsubscribe: headers.unsubscribeUrl
              ? { label: t('unsubscribe.ownerReport'), url: headers.unsubscribeUrl }
              : undefined,
            legal: legalLine(t, {
              name: row.agencyName,
              country: row.country,
              address: row.agencyAddress,
              professionalCard: row.card,
              ipi: row.ipi,
            }),
            privacy: { label: t('visit.privacy'), url: new URL('/privacy', this.config.PUBLIC_URL).toString() },
          },
        });
        if (id) queued++;
      });
    }
    this.logger.info({ owners: rows.length, eventful: eventful.length, queued }, 'weekly owner reports');
  }

  /**
   * A recurring e-mail says how to stop it, in one click (RFC 8058: Gmail and Yahoo ask it of bulk senders);
   * a reply goes to the agency when it gave an address.
   */
  private async headers(manager: EntityManager, row: OwnerWeek): Promise<MessageHeaders> {
    const token = await ownerReportUnsubscribeToken(manager, row.listingId, row.ownerEmail);
    const url = new URL('/api/public/owner-reports/unsubscribe', this.config.PUBLIC_URL);
    url.searchParams.set('token', token);
    return {
      unsubscribeUrl: url.toString(),
      ...(row.agencyEmail && { replyTo: { name: row.agencyName, address: row.agencyEmail } }),
    };
  }
}
