import { ownerReportUnsubscribeToken, queueEmail, translator, type MessageHeaders } from '@creneau/server';
import { Inject, Injectable } from '@nestjs/common';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import { DataSource, type EntityManager } from 'typeorm';
import { WORKERS_CONFIG, type WorkersConfig } from '../config/workers.config';
import { HandlesJob, type JobHandler } from '../jobs/handles-job.decorator';
import { isoWeek } from './iso-week.util';
import { legalLine } from './legal-footer';

interface OwnerWeek {
  listingId: string;
  agencyId: string;
  agencyName: string;
  agencyEmail: string | null;
  color: string | null;
  reference: string;
  title: Record<string, string | undefined>;
  ownerName: string | null;
  ownerEmail: string;
  language: string;
  done: number;
  noShows: number;
  interested: number;
  upcoming: number;
  booked: number;
  country: 'FR' | 'BE';
  agencyAddress: string;
  card: string | null;
  ipi: string | null;
}

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
    const rows = await this.dataSource.query<OwnerWeek[]>(
      `SELECT l.id AS "listingId", l.agency_id AS "agencyId", a.name AS "agencyName", a.email AS "agencyEmail",
              a.brand_color AS color,
              a.country, concat_ws(', ', a.street, NULLIF(concat_ws(' ', a.postal_code, a.city), '')) AS "agencyAddress",
              a.professional_card_number AS card, a.ipi_number AS ipi,
              l.reference, l.title, l.owner_name AS "ownerName", l.owner_email AS "ownerEmail",
              COALESCE(l.owner_language, 'fr') AS language,
              count(*) FILTER (WHERE v.status = 'done' AND v.starts_at > now() - interval '7 days')::int AS done,
              count(*) FILTER (WHERE v.status = 'no_show' AND v.starts_at > now() - interval '7 days')::int AS "noShows",
              count(*) FILTER (WHERE v.interested AND v.starts_at > now() - interval '7 days')::int AS interested,
              count(*) FILTER (WHERE v.status IN ('booked', 'confirmed') AND v.starts_at > now())::int AS upcoming,
              count(*) FILTER (WHERE v.created_at > now() - interval '7 days')::int AS booked
         FROM listings l JOIN agencies a ON a.id = l.agency_id
         LEFT JOIN visits v ON v.listing_id = l.id
        WHERE l.owner_email IS NOT NULL AND l.status IN ('active', 'under_offer') AND a.active
          AND NOT EXISTS (SELECT 1 FROM owner_report_opt_outs o WHERE o.listing_id = l.id AND o.email = l.owner_email)
        GROUP BY l.id, a.id`,
    );
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
