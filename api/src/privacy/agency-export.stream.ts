import {
  agencyVisitorPhones,
  exportAgencyAuditLog,
  exportAgencyCandidates,
  exportAgencyListings,
  exportAgencyMessages,
  exportAgencyRow,
  exportAgencyUsers,
  exportAgencyVisits,
  exportSmsRepliesFrom,
  readAgencyPrivacy,
  type ExportRow,
  type Queryable,
} from '@creneau/server';

/**
 * The agency's whole data as one JSON document, written section by section and page by page: an agency of
 * millions of visits and messages never sits in the API's memory at once. The keys are those the export
 * always had (agency, users, auditLog, privacy, listings, candidates, visits, messages, smsReplies).
 */
export async function* agencyExportJson(manager: Queryable, agencyId: string): AsyncGenerator<string> {
  yield `{"exportedAt":${JSON.stringify(new Date().toISOString())}`;
  yield `,"agency":${JSON.stringify((await exportAgencyRow(manager, agencyId)) ?? null)}`;
  yield `,"privacy":${JSON.stringify(await readAgencyPrivacy(manager, agencyId))}`;
  yield* array('users', exportAgencyUsers(manager, agencyId));
  yield* array('auditLog', exportAgencyAuditLog(manager, agencyId));
  yield* array('listings', exportAgencyListings(manager, agencyId));
  yield* array('candidates', exportAgencyCandidates(manager, agencyId));
  yield* array('visits', exportAgencyVisits(manager, agencyId));
  yield* array('messages', exportAgencyMessages(manager, agencyId));
  yield* array('smsReplies', exportSmsRepliesFrom(manager, await agencyVisitorPhones(manager, agencyId)));
  yield '}\n';
}

async function* array(key: string, pages: AsyncIterable<ExportRow[]>): AsyncGenerator<string> {
  yield `,${JSON.stringify(key)}:[`;
  let first = true;
  for await (const rows of pages) {
    yield (first ? '' : ',') + rows.map((row) => JSON.stringify(row)).join(',');
    first = false;
  }
  yield ']';
}
