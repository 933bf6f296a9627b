import type { InboundEmailDetail, InboundEmailListItem } from '@creneau/contracts';
import type { InboundEmailEntity } from '@creneau/server';

export function toInboundEmailListItem(row: InboundEmailEntity): InboundEmailListItem {
  return {
    id: row.id,
    receivedAt: row.receivedAt.toISOString(),
    sender: row.sender,
    recipient: row.recipient,
    subject: row.subject,
    status: row.status,
    portal: row.portal,
    problem: row.problem,
    candidateId: row.candidateId,
    listingId: row.listingId,
    prospect: row.lead ? `${row.lead.firstName} ${row.lead.lastName}`.trim() || row.lead.email : null,
  };
}

// A person reads the message to handle it; a huge one is shown cut, the raw stays whole in the table.
const TEXT_LIMIT = 100_000;

export function toInboundEmailDetail(row: InboundEmailEntity, raw: Buffer | null): InboundEmailDetail {
  return {
    ...toInboundEmailListItem(row),
    messageId: row.messageId,
    size: row.size,
    spf: row.spf,
    dkim: row.dkim,
    lead: row.lead,
    linkSent: row.linkSent,
    parsedAt: row.parsedAt?.toISOString() ?? null,
    text: raw ? raw.subarray(0, TEXT_LIMIT).toString('utf8') : '',
  };
}
