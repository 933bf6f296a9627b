import { VISITOR_MESSAGES_WHERE } from '@creneau/server';

// Which candidate rows a visitor account owns, and which messages were sent to it, are the candidates
// module's named queries (libs/server/src/candidates): re-exported under the names this folder uses.
export { ownedCandidateIds } from '@creneau/server';

/** The messages sent to the visitor (a condition on `messages m`): $1 user id, $2 owned candidate ids. */
export const MY_MESSAGES_WHERE = VISITOR_MESSAGES_WHERE;

export const VISITOR_MESSAGE_FIELDS = `m.id, m.channel, m.purpose, m.subject, m.body_text AS "bodyText", m.status,
  m.created_at AS "createdAt", m.sent_at AS "sentAt"`;
