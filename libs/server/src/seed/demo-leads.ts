import type { ParsedLead } from '@creneau/contracts';
import type { Client } from 'pg';
import { upsertCandidate } from '../candidates/candidate.writer';
import type { Queryable } from '../database/queryable';
import { ensureInboundAddresses, inboundAddresses } from '../leads/inbound-address.queries';
import { agencyHasInboundEmails, insertSeededInboundEmail } from '../leads/seeded-inbound-email.writer';

const LEADS_DOMAIN = 'leads.creneau.localhost';

// What the portal messages screen of `npm start` shows: two leads read (a French portal, a Belgian one)
// with the candidates they became, and one message nobody could read, for a person to handle.
const DEMO_LEADS: { portal: 'seloger' | 'immoweb'; sender: string; lead: ParsedLead; language: string }[] = [
  {
    portal: 'seloger',
    sender: 'contact-annonceur@seloger.com',
    language: 'fr',
    lead: {
      firstName: 'Hugo',
      lastName: 'Portail',
      email: 'hugo.portail@example.fr',
      phone: '+33612457890',
      message: 'Bonjour, je souhaiterais visiter ce bien en fin de semaine.',
      listingReference: null,
      listingUrl: 'https://www.seloger.com/annonces/locations/appartement/201234567.htm',
    },
  },
  {
    portal: 'immoweb',
    sender: 'noreply@immoweb.be',
    language: 'nl',
    lead: {
      firstName: 'Lien',
      lastName: 'Zoekertje',
      email: 'lien.zoekertje@example.be',
      phone: '+32470998877',
      message: 'Goedendag, ik zou de woning graag bezoeken.',
      listingReference: null,
      listingUrl: 'https://www.immoweb.be/nl/zoekertje/appartement/te-huur/11223344',
    },
  },
];

const rawOf = (from: string, to: string, id: string, subject: string, body: string) =>
  Buffer.from(`From: ${from}\r\nTo: ${to}\r\nSubject: ${subject}\r\nMessage-ID: <${id}>\r\n\r\n${body}\r\n`);

/** Idempotent: an agency with inbound messages keeps them as they are. */
export async function insertDemoLeads(manager: Queryable, client: Client, agencySlugs: readonly string[]) {
  for (const slug of agencySlugs) {
    const { rows } = await client.query<{ agencyId: string; listingId: string | null; reference: string | null }>(
      `SELECT a.id AS "agencyId", l.id AS "listingId", l.reference FROM agencies a
         LEFT JOIN LATERAL (SELECT id, reference FROM listings WHERE agency_id = a.id AND status = 'active'
                             ORDER BY reference DESC LIMIT 1) l ON true
        WHERE a.slug = $1`,
      [slug],
    );
    if (rows.length === 0 || (await agencyHasInboundEmails(manager, rows[0].agencyId))) continue;
    const { agencyId, listingId, reference } = rows[0];
    await ensureInboundAddresses(manager, agencyId);
    const agency = (await inboundAddresses(manager, agencyId)).find((row) => row.userId === null)!;
    const to = `${agency.localPart}@${LEADS_DOMAIN}`;
    for (const [index, { portal, sender, lead, language }] of DEMO_LEADS.entries()) {
      const candidateId = await upsertCandidate(manager, agencyId, { ...lead, language }, false, {
        listingId,
        source: 'portal',
        sourceDetail: { sourceName: portal },
      });
      const body = `Nom : ${lead.firstName} ${lead.lastName}\r\nEmail : ${lead.email}\r\nRef : ${reference ?? ''}`;
      await insertSeededInboundEmail(
        manager,
        {
          agencyId,
          userId: null,
          recipient: to,
          sender,
          messageId: `demo-${portal}-${slug}@demo.example`,
          subject: `Demande de contact ${reference ?? ''}`.trim(),
          raw: rawOf(sender, to, `demo-${portal}-${slug}@demo.example`, 'Demande de contact', body),
          spf: 'pass',
          dkim: 'pass',
        },
        {
          status: 'parsed',
          portal,
          problem: null,
          lead: { ...lead, listingReference: reference },
          listingId,
          candidateId,
          linkSent: listingId !== null,
        },
        6 + index * 20,
      );
    }
    const sender = 'jean.voisin@example.fr';
    await insertSeededInboundEmail(
      manager,
      {
        agencyId,
        userId: null,
        recipient: to,
        sender,
        messageId: `demo-unparsed-${slug}@demo.example`,
        subject: 'Question',
        raw: rawOf(
          sender,
          to,
          `demo-unparsed-${slug}@demo.example`,
          'Question',
          'Bonjour, le bien est-il toujours libre ?',
        ),
        spf: null,
        dkim: null,
      },
      {
        status: 'unparsed',
        portal: 'generic',
        problem: 'no_contact',
        lead: null,
        listingId: null,
        candidateId: null,
        linkSent: false,
      },
      2,
    );
  }
}
