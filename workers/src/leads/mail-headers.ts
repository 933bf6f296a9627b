import { createHash } from 'node:crypto';

/** The header block of a raw message, unfolded, as lower-case name → values (in order). */
export function rawHeaders(raw: Buffer): Map<string, string[]> {
  const end = raw.indexOf('\r\n\r\n') >= 0 ? raw.indexOf('\r\n\r\n') : raw.indexOf('\n\n');
  const block = raw
    .subarray(0, end >= 0 ? Math.min(end, 256 * 1024) : Math.min(raw.length, 256 * 1024))
    .toString('latin1')
    .replace(/\r?\n[ \t]+/g, ' ');
  const headers = new Map<string, string[]>();
  for (const line of block.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    headers.set(name, [...(headers.get(name) ?? []), line.slice(colon + 1).trim()]);
  }
  return headers;
}

/** What a message's headers say about it before anything parses its body. */
export interface MessageFacts {
  messageId: string;
  subject: string | null;
  spf: string | null;
  dkim: string | null;
  autoReply: boolean;
}

/**
 * The Message-ID (a hash of the bytes when there is none: the same message again is still recognised),
 * the SPF and DKIM results the receiving relay recorded (Authentication-Results, Received-SPF), and
 * whether a robot wrote it (RFC 3834 Auto-Submitted, X-Autoreply, Precedence: bulk/junk/auto_reply,
 * a bounce): those are never answered, so an out-of-office and our booking link cannot loop.
 */
export function messageFacts(raw: Buffer, envelopeSender: string): MessageFacts {
  const headers = rawHeaders(raw);
  const one = (name: string) => headers.get(name)?.[0] ?? null;
  const results = (headers.get('authentication-results') ?? []).join('; ');
  const method = (name: string) => new RegExp(`\\b${name}=([a-z]+)`, 'i').exec(results)?.[1]?.toLowerCase() ?? null;
  const receivedSpf = /^([a-z]+)/i.exec(one('received-spf') ?? '')?.[1]?.toLowerCase() ?? null;
  const autoSubmitted = (one('auto-submitted') ?? 'no').toLowerCase();
  const precedence = (one('precedence') ?? '').toLowerCase();
  const autoReply =
    !autoSubmitted.startsWith('no') ||
    headers.has('x-autoreply') ||
    headers.has('x-autorespond') ||
    ['bulk', 'junk', 'auto_reply', 'list'].includes(precedence) ||
    envelopeSender === '' ||
    /^(mailer-daemon|postmaster)@/i.test(envelopeSender);
  const messageId =
    one('message-id')?.replace(/[<>\s]/g, '') || `sha256:${createHash('sha256').update(raw).digest('hex')}`;
  return {
    messageId: messageId.slice(0, 500),
    subject: one('subject')?.slice(0, 500) ?? null,
    spf: method('spf') ?? receivedSpf,
    dkim: method('dkim'),
    autoReply,
  };
}
