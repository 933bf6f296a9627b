export interface Branding {
  name: string;
  color: string;
}

export interface EmailContent {
  subject: string;
  /** The line a mail client shows after the subject in the inbox; hidden in the body. */
  preheader?: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** A second button beside the action ("Annuler" beside "Confirmer"). */
  secondary?: { label: string; url: string };
  footer: string;
  /** Who sends, as the law wants it said: name, address, professional card or IPI number. */
  legal?: string;
  privacy?: { label: string; url: string };
  /** A recurring e-mail's unsubscribe link, the one its List-Unsubscribe header gives (see MessageHeaders). */
  unsubscribe?: { label: string; url: string };
}

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** French sets a colon off with a no-break space before it (it never wraps alone); Dutch and English do not. */
const colonIn = (language: string): string => (language === 'fr' ? '\u00a0: ' : ': ');

/** Plain text first: it is what screen readers, watches and strict mail clients show. */
export function renderText(content: EmailContent, language: string): string {
  const actions = [content.action, content.secondary].flatMap((a) =>
    a ? [`${a.label}${colonIn(language)}${a.url}`] : [],
  );
  const links = [content.privacy, content.unsubscribe].flatMap((link) =>
    link ? [`${link.label}${colonIn(language)}${link.url}`] : [],
  );
  const footer = [content.footer, content.legal ?? '', ...links].filter(Boolean).join('\n');
  // "-- " on its own line is the signature delimiter mail clients recognise.
  return `${[...content.paragraphs, ...actions].join('\n\n')}\n\n-- \n${footer}\n`;
}

function button(action: { label: string; url: string }, background: string, color: string, border: string): string {
  // 44 px tall at least (a thumb's target): line-height plus padding, on the link itself so all of it taps.
  return `<a href="${escapeHtml(action.url)}" style="display:inline-block;min-width:120px;margin:0 8px 8px 0;padding:12px 20px;line-height:20px;min-height:20px;border:2px solid ${border};border-radius:6px;background:${background};color:${color};font-weight:bold;text-align:center;text-decoration:none">${escapeHtml(action.label)}</a>`;
}

/**
 * Inline styles and tables only: the HTML that every mail client renders the same. Fluid from 320 to
 * 600 px: the card takes the width it is given up to 600 px, nothing inside has a fixed width, and long
 * words (links, references) break instead of widening the page. `lang` is the message's language, so
 * screen readers speak it with the right voice.
 */
export function renderHtml(content: EmailContent, brand: Branding, language: string): string {
  const lang = /^[a-z]{2}$/.test(language) ? language : 'fr';
  const color = /^#[0-9a-fA-F]{6}$/.test(brand.color) ? brand.color : '#1f4e79';
  const paragraphs = content.paragraphs
    .map((p) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(p)}</p>`)
    .join('');
  const buttons = [
    content.action && button(content.action, color, '#ffffff', color),
    content.secondary && button(content.secondary, '#ffffff', color, color),
  ].filter(Boolean);
  const actions = buttons.length > 0 ? `<p style="margin:24px 0 16px">${buttons.join('')}</p>` : '';
  const preheader = content.preheader
    ? `<div style="display:none;max-height:0;overflow:hidden;mso-hide:all">${escapeHtml(content.preheader)}</div>`
    : '';
  const legal = content.legal ? `<br>${escapeHtml(content.legal)}` : '';
  const privacy = content.privacy
    ? `<br><a href="${escapeHtml(content.privacy.url)}" style="color:#4b5563">${escapeHtml(content.privacy.label)}</a>`
    : '';
  const unsubscribe = content.unsubscribe
    ? `<br><a href="${escapeHtml(content.unsubscribe.url)}" style="color:#4b5563">${escapeHtml(content.unsubscribe.label)}</a>`
    : '';
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1d2330;-webkit-text-size-adjust:100%">${preheader}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="width:100%"><tr><td align="center" style="padding:16px 8px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="width:100%;max-width:600px;background:#ffffff;border-radius:8px">
<tr><td style="background:${color};color:#ffffff;padding:16px;border-radius:8px 8px 0 0;font-size:18px;font-weight:bold">${escapeHtml(brand.name)}</td></tr>
<tr><td style="padding:20px 16px;word-break:break-word;overflow-wrap:anywhere">${paragraphs}${actions}</td></tr>
<tr><td style="padding:16px;color:#4b5563;font-size:12px;line-height:1.5;border-top:1px solid #e5e7eb;word-break:break-word;overflow-wrap:anywhere">${escapeHtml(content.footer)}${legal}${privacy}${unsubscribe}</td></tr>
</table></td></tr></table></body></html>`;
}
