export interface Branding {
  name: string;
  color: string;
}

export interface EmailContent {
  subject: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footer: string;
}

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** French sets a colon off with a space before it; Dutch and English do not. */
const colonIn = (language: string): string => (language === 'fr' ? ' : ' : ': ');

/** Plain text first: it is what screen readers, watches and strict mail clients show. */
export function renderText(content: EmailContent, language: string): string {
  const action = content.action ? [`${content.action.label}${colonIn(language)}${content.action.url}`] : [];
  // "-- " on its own line is the signature delimiter mail clients recognise.
  return `${[...content.paragraphs, ...action].join('\n\n')}\n\n-- \n${content.footer}\n`;
}

/**
 * Inline styles and tables only: the HTML that every mail client renders the same. `lang` is the
 * message's language, so screen readers speak it with the right voice.
 */
export function renderHtml(content: EmailContent, brand: Branding, language: string): string {
  const lang = /^[a-z]{2}$/.test(language) ? language : 'fr';
  const color = /^#[0-9a-fA-F]{6}$/.test(brand.color) ? brand.color : '#1f4e79';
  const paragraphs = content.paragraphs
    .map((p) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(p)}</p>`)
    .join('');
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:${color};color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(content.action.label)}</a></p>`
    : '';
  return `<!doctype html><html lang="${lang}"><body style="margin:0;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1d2330">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px">
<tr><td style="background:${color};color:#ffffff;padding:16px 24px;border-radius:8px 8px 0 0;font-size:18px;font-weight:bold">${escapeHtml(brand.name)}</td></tr>
<tr><td style="padding:24px">${paragraphs}${action}</td></tr>
<tr><td style="padding:16px 24px;color:#6b7280;font-size:12px;border-top:1px solid #e5e7eb">${escapeHtml(content.footer)}</td></tr>
</table></td></tr></table></body></html>`;
}
