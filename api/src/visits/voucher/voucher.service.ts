import { intlLocale, type SignedVoucher } from '@creneau/contracts';
import { FILE_STORAGE, translator, voucherVisitRow, type FileStorage, type VoucherVisitRow } from '@creneau/server';
import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { ApiError, notFound } from '../../common/api-error';
import { agencyScope } from '../../common/tenancy';
import { isMasquerading, isOps, type Actor } from '../../common/actor';
import { AuditService } from '../../identity/masquerade/audit.service';
import { RateLimiter, type Limit } from '../../identity/abuse/rate-limiter.service';
import { agencyIdentifiers } from './agency-identifiers';
import { renderOffThread } from './render-off-thread';
import { signaturePng } from './signature-png';
import type { SignVoucherDto } from './voucher.dto';

/** The bon de visite once signed; the PDF itself is at GET /api/visits/{id}/voucher. */
// A visitor signs once per visit; an agent signs a few visits an hour. More is someone replaying requests.
const VOUCHER_SIGNATURES_PER_USER: Limit = { name: 'voucher-sign:user', max: 30, windowSeconds: 600 };

type VoucherVisit = VoucherVisitRow;

/**
 * The visitor signs at the end of the visit, before or after the agent taps "came": a visit done, or
 * booked or confirmed that has started. Not before it starts, and not for one cancelled or missed.
 */
function assertSignable(visit: Pick<VoucherVisit, 'status' | 'startsAt'>): void {
  if (visit.status === 'cancelled' || visit.status === 'no_show') {
    throw new ApiError(409, 'VISIT_STATE_INVALID', `A ${visit.status} visit has no voucher`);
  }
  if (visit.status !== 'done' && visit.startsAt.getTime() > Date.now()) {
    throw new ApiError(409, 'VISIT_STATE_INVALID', 'The voucher is signed once the visit has started');
  }
}

/** The bon de visite: signed by the visitor on the agent's phone, kept as a PDF with the visit. */
@Injectable()
export class VoucherService {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    private readonly limiter: RateLimiter,
    private readonly audit: AuditService,
  ) {}

  async sign(actor: Actor, visitId: string, dto: SignVoucherDto): Promise<SignedVoucher> {
    const visit = await this.visit(actor, visitId);
    assertSignable(visit);
    // The cheap checks first: a signed visit, then the image's header, before any decoding or rendering.
    await this.assertNotSigned(visit.id);
    await this.limiter.hit(VOUCHER_SIGNATURES_PER_USER, actor.realUserId);
    const png = signaturePng(dto.signature);
    const signedAt = new Date();
    const pdf = await this.render(actor.language, visit, dto.signerName, png, signedAt);
    const key = `visit-vouchers/${visit.agencyId}/${randomUUID()}.pdf`;
    await this.storage.put(key, pdf, 'application/pdf');
    try {
      const [row] = await this.dataSource.query<{ visit_id: string }[]>(
        `INSERT INTO visit_vouchers (visit_id, agency_id, signer_name, storage_key, size_bytes, signed_at, signed_by_agent)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (visit_id) DO NOTHING RETURNING visit_id`,
        [visit.id, visit.agencyId, dto.signerName.trim(), key, pdf.length, signedAt, actor.userId],
      );
      if (!row) throw new ApiError(409, 'VOUCHER_ALREADY_SIGNED', 'This visit already has a signed voucher');
    } catch (error) {
      // No orphan file: what is stored is recorded, or removed.
      await this.storage.deletePrefix(key);
      throw error;
    }
    return { signedAt: signedAt.toISOString(), signerName: dto.signerName.trim() };
  }

  private async assertNotSigned(visitId: string): Promise<void> {
    const [signed] = await this.dataSource.query('SELECT 1 FROM visit_vouchers WHERE visit_id = $1', [visitId]);
    if (signed) throw new ApiError(409, 'VOUCHER_ALREADY_SIGNED', 'This visit already has a signed voucher');
  }

  async file(actor: Actor, visitId: string): Promise<Buffer> {
    const visit = await this.visit(actor, visitId);
    const [row] = await this.dataSource.query<{ key: string }[]>(
      `SELECT storage_key AS key FROM visit_vouchers WHERE visit_id = $1`,
      [visitId],
    );
    const stored = row ? await this.storage.get(row.key) : null;
    if (!stored) throw notFound('Voucher');
    // A name and a signature: the agency sees in its audit log when the operator's staff opened it.
    if (isOps(actor) || isMasquerading(actor)) {
      const details = { resource: 'voucher', count: 1, ids: [visitId], masquerading: isMasquerading(actor) };
      await this.audit.record(this.dataSource.manager, actor, 'ops.read', visit.agencyId, details);
    }
    return stored.data;
  }

  private async visit(actor: Actor, visitId: string): Promise<VoucherVisit> {
    const scope = agencyScope(actor);
    const visit = await voucherVisitRow(this.dataSource, visitId, 'agencyId' in scope ? scope.agencyId : null);
    if (!visit) throw notFound('Visit');
    return visit;
  }

  private async render(language: string, visit: VoucherVisit, signer: string, png: Buffer, signedAt: Date) {
    const t = await translator(language);
    const format = (date: Date) =>
      new Intl.DateTimeFormat(intlLocale(language), {
        dateStyle: 'full',
        timeStyle: 'short',
        timeZone: visit.timeZone,
      }).format(date);
    try {
      return await renderOffThread({
        labels: {
          title: t('voucher.title'),
          intro: t('voucher.intro'),
          agency: t('voucher.agency'),
          listing: t('voucher.listing'),
          address: t('voucher.address'),
          date: t('voucher.date'),
          visitor: t('voucher.visitor'),
          agent: t('voucher.agent'),
          signature: t('voucher.signature', { name: signer }),
          signedAt: t('voucher.signedAt'),
          legal: t('voucher.legal'),
        },
        agency: visit.agency,
        agencyIds: agencyIdentifiers(t, visit),
        listing: `${visit.reference} - ${visit.title[language] ?? visit.title.fr ?? ''}`,
        address: visit.address,
        date: format(visit.startsAt),
        visitor: visit.visitor,
        agent: visit.agent,
        signedAt: format(signedAt),
        signaturePng: png,
      });
    } catch {
      throw new ApiError(400, 'SIGNATURE_INVALID', 'The signature image could not be read');
    }
  }
}
