import type { MessageAttachment } from '@creneau/server';
import type { SendMailOptions } from 'nodemailer';
import type { OutgoingEmail } from './email-transport';

/**
 * The message as nodemailer builds it, the same for SMTP and the development outbox, so the raw MIME
 * ops download from the outbox is what a real send puts on the wire.
 */
/** The address of "Name <address>" (MAIL_FROM), or the whole when it is a bare address. */
function addressOf(from: string): string {
  return /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from.trim();
}

export function mailOptions(email: OutgoingEmail, from: string): SendMailOptions {
  const invitation = email.attachments?.find((file) => file.method);
  const unsubscribe = email.headers?.unsubscribeUrl;
  return {
    // The agency's name as the sender's display name; the address stays MAIL_FROM's.
    from: email.fromName ? { name: email.fromName, address: addressOf(from) } : from,
    to: email.to,
    replyTo: email.headers?.replyTo,
    // RFC 8058: the URL takes a POST with List-Unsubscribe=One-Click (the mail client's button), and shows
    // a page that asks first when opened in a browser.
    list: unsubscribe ? { unsubscribe: unsubscribe } : undefined,
    headers: unsubscribe ? { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : undefined,
    subject: email.subject,
    text: email.text,
    html: email.html ?? undefined,
    attachments: email.attachments?.filter((file) => file !== invitation).map(attachment),
    // RFC 6047: the invitation as a text/calendar alternative of the body (what mail clients offer to add to
    // the calendar) and as an attachment; nodemailer's icalEvent writes both.
    icalEvent: invitation && {
      method: invitation.method,
      filename: invitation.filename,
      content: invitation.content,
    },
  };
}

const attachment = ({ filename, contentType, content }: MessageAttachment) => ({ filename, contentType, content });
