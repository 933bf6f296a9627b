import type { ParsedMail } from 'mailparser';
import type { LeadMail } from './parsers/lead-mail';

const first = (address: ParsedMail['from']) => address?.value[0];

/** mailparser's message as the portal parsers read it: addresses, subject and one plain text. */
export function leadMailOf(parsed: ParsedMail): LeadMail {
  const from = first(parsed.from);
  const replyTo = first(parsed.replyTo);
  const html = typeof parsed.html === 'string' ? parsed.html : '';
  return {
    from: (from?.address ?? '').toLowerCase(),
    fromName: from?.name ?? '',
    replyTo: replyTo?.address?.toLowerCase() ?? null,
    replyToName: replyTo?.name ?? '',
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    htmlText: htmlAsText(html),
  };
}

/** An HTML-only message as lines: a table row's cells side by side, blocks on lines of their own. */
export function htmlAsText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, '')
    .replace(/<\/t[dh]>\s*<t[dh][^>]*>/gi, ' ')
    .replace(/<(br|\/p|\/div|\/tr|\/h\d|\/li|hr)[^>]*>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/[ \t]+\n/g, '\n');
}
