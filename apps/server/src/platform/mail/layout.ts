// The one layout of every mail the platform sends (decision 99): a message is a list of blocks, each written once and
// rendered twice, as HTML (tables and inline styles, which mail clients keep; one media query for phones, which the
// ones that drop it survive) and as the plain-text part, so the two never say different things.
import { escapeMarkup as esc } from '../../lib/markup.ts';

export interface TemplateContext {
  brandName: string;
  publicUrl: string;
}

export interface Rendered {
  subject: string;
  text: string;
  html: string;
}

export interface ListItem {
  title: string;
  href?: string;
  /** A short grey line under the title (company, figures). */
  meta?: string;
  excerpt?: string;
}

export type Block =
  | { p: string }
  | { heading: string }
  | { button: { href: string; label: string } }
  | { link: { href: string; label: string } }
  | { quote: string }
  | { code: string }
  | { items: ListItem[] };

export interface Message {
  subject: string;
  /** The line mail clients show beside the subject (hidden in the body). */
  preheader?: string;
  blocks: Block[];
  /** Why the reader gets this mail, said in the footer. */
  reason?: string;
  /** A link to stop this kind of mail (also sent as List-Unsubscribe by the caller). */
  unsubscribe?: { href: string; label: string };
}

const BRAND_COLOR = '#c8373c';
const TEXT = '#1d1d1f';
const MUTED = '#6e6e73';
const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

function blockHtml(b: Block): string {
  if ('p' in b) return `<p style="margin:0 0 16px">${esc(b.p)}</p>`;
  if ('heading' in b) return `<h2 style="margin:24px 0 8px;font-size:17px;line-height:1.3;color:${TEXT}">${esc(b.heading)}</h2>`;
  if ('button' in b) {
    return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px"><tr><td style="border-radius:6px;background:${BRAND_COLOR}">`
      + `<a href="${esc(b.button.href)}" style="display:inline-block;padding:12px 22px;font-size:15px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:6px">${esc(b.button.label)}</a>`
      + '</td></tr></table>';
  }
  if ('link' in b) return `<p style="margin:0 0 16px"><a href="${esc(b.link.href)}" style="color:${BRAND_COLOR}">${esc(b.link.label)}</a></p>`;
  if ('quote' in b) {
    return `<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:3px solid #d2d2d7;color:#3a3a3c;white-space:pre-line">${esc(b.quote)}</blockquote>`;
  }
  if ('code' in b) {
    return `<p style="margin:0 0 16px;font-size:30px;letter-spacing:6px;font-weight:bold;font-family:Menlo,Consolas,monospace">${esc(b.code)}</p>`;
  }
  const rows = b.items.map((it) => {
    const title = it.href ? `<a href="${esc(it.href)}" style="color:${TEXT};font-weight:bold;text-decoration:none">${esc(it.title)}</a>` : `<strong>${esc(it.title)}</strong>`;
    const meta = it.meta ? `<div style="font-size:13px;color:${MUTED};padding-top:2px">${esc(it.meta)}</div>` : '';
    const excerpt = it.excerpt ? `<div style="font-size:14px;color:#3a3a3c;padding-top:6px">${esc(it.excerpt)}</div>` : '';
    return `<tr><td style="padding:12px 0;border-bottom:1px solid #ececf0">${title}${meta}${excerpt}</td></tr>`;
  });
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px">${rows.join('')}</table>`;
}

function blockText(b: Block): string {
  if ('p' in b) return b.p;
  if ('heading' in b) return `${b.heading.toUpperCase()}\n${'-'.repeat(Math.min(b.heading.length, 60))}`;
  if ('button' in b) return `${b.button.label}: ${b.button.href}`;
  if ('link' in b) return `${b.link.label}: ${b.link.href}`;
  if ('quote' in b) return b.quote.split('\n').map((l) => `> ${l}`).join('\n');
  if ('code' in b) return b.code;
  return b.items
    .map((it) => [`- ${it.title}`, it.meta && `  ${it.meta}`, it.excerpt && `  "${it.excerpt}"`, it.href && `  ${it.href}`].filter(Boolean).join('\n'))
    .join('\n\n');
}

/** Renders a message in the platform's layout: subject, HTML and the plain-text part. */
export function render(ctx: TemplateContext, m: Message): Rendered {
  const home = ctx.publicUrl;
  const footerLines = [
    m.reason,
    `${ctx.brandName} · ${home}`,
  ].filter((l): l is string => Boolean(l));
  const footerHtml = [
    m.reason ? `<p style="margin:0 0 8px">${esc(m.reason)}</p>` : '',
    m.unsubscribe ? `<p style="margin:0 0 8px"><a href="${esc(m.unsubscribe.href)}" style="color:${MUTED}">${esc(m.unsubscribe.label)}</a></p>` : '',
    `<p style="margin:0"><a href="${esc(home)}" style="color:${MUTED}">${esc(ctx.brandName)}</a> · where companies answer complaints in public</p>`,
  ].join('');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="x-apple-disable-message-reformatting">
<title>${esc(m.subject)}</title>
<style>@media only screen and (max-width:620px){.rd-card{width:100%!important;border-radius:0!important}.rd-pad{padding:24px 20px!important}}</style>
</head>
<body style="margin:0;padding:0;background:#f5f5f7;font-family:${FONT};color:${TEXT};-webkit-text-size-adjust:100%">
${m.preheader ? `<div style="display:none;max-height:0;overflow:hidden;opacity:0">${esc(m.preheader)}</div>\n` : ''}<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f5f5f7"><tr><td align="center" style="padding:24px 8px">
<table role="presentation" class="rd-card" width="600" cellpadding="0" cellspacing="0" style="width:600px;max-width:600px;background:#ffffff;border-radius:10px;border-top:4px solid ${BRAND_COLOR}">
<tr><td class="rd-pad" style="padding:28px 40px 0;font-size:22px;font-weight:bold;color:${BRAND_COLOR}"><a href="${esc(home)}" style="color:${BRAND_COLOR};text-decoration:none">${esc(ctx.brandName)}</a></td></tr>
<tr><td class="rd-pad" style="padding:20px 40px 16px;font-size:15px;line-height:1.55">
${m.blocks.map(blockHtml).join('\n')}
</td></tr>
<tr><td class="rd-pad" style="padding:16px 40px 28px;border-top:1px solid #ececf0;font-size:12px;line-height:1.5;color:${MUTED}">${footerHtml}</td></tr>
</table></td></tr></table>
</body></html>`;
  const text = [
    ...m.blocks.map(blockText),
    '--',
    ...footerLines,
    ...(m.unsubscribe ? [`${m.unsubscribe.label}: ${m.unsubscribe.href}`] : []),
  ].join('\n\n');
  return { subject: m.subject, html, text };
}
