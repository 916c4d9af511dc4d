// Mail templates: one function per message, each giving subject, plain text and HTML (values HTML-escaped).
import { escapeMarkup } from '../../lib/markup.ts';

export interface Rendered {
  subject: string;
  text: string;
  html: string;
}

export interface TemplateContext {
  brandName: string;
  publicUrl: string;
}


function layout(ctx: TemplateContext, title: string, bodyHtml: string, footer?: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeMarkup(title)}</title></head>
<body style="margin:0;background:#f5f5f7;font-family:Arial,Helvetica,sans-serif;color:#1d1d1f">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px;padding:32px">
<tr><td style="font-size:20px;font-weight:bold;color:#c8373c;padding-bottom:16px">${escapeMarkup(ctx.brandName)}</td></tr>
<tr><td style="font-size:15px;line-height:1.5">${bodyHtml}</td></tr>
<tr><td style="font-size:12px;color:#6e6e73;padding-top:24px">${footer ?? `Sent by ${escapeMarkup(ctx.brandName)} · <a href="${escapeMarkup(ctx.publicUrl)}">${escapeMarkup(ctx.publicUrl)}</a>`}</td></tr>
</table></td></tr></table></body></html>`;
}

const p = (s: string) => `<p>${escapeMarkup(s)}</p>`;
const button = (href: string, label: string) =>
  `<p><a href="${escapeMarkup(href)}" style="display:inline-block;background:#c8373c;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeMarkup(label)}</a></p>`;

export const templates = {
  'one-time-code': (ctx: TemplateContext, d: { code: string; purpose: 'verify-email' | 'login' | 'password-reset'; minutes: number; firstName?: string }) => {
    const what = { 'verify-email': 'verify your e-mail address', login: 'finish signing in', 'password-reset': 'reset your password' }[d.purpose];
    const subject = `${d.code} is your ${ctx.brandName} code`;
    const lines = [
      `Hello${d.firstName ? ` ${d.firstName}` : ''},`,
      `Use this code to ${what}: ${d.code}`,
      `It expires in ${d.minutes} minutes. If you did not ask for it, ignore this e-mail; nobody can use it without your inbox.`,
    ];
    return {
      subject,
      text: lines.join('\n\n'),
      html: layout(ctx, subject, `${p(lines[0]!)}${p(`Use this code to ${what}:`)}<p style="font-size:28px;letter-spacing:6px;font-weight:bold">${escapeMarkup(d.code)}</p>${p(lines[2]!)}`),
    };
  },
  'signup-attempt': (ctx: TemplateContext, d: { firstName?: string }) => {
    // Sign-up with a registered address answers as for a new one (decision 82); only the owner hears of it.
    const subject = `Someone tried to create a ${ctx.brandName} account with your address`;
    const signIn = `${ctx.publicUrl}/login`;
    const reset = `${ctx.publicUrl}/forgot-password`;
    const lines = [
      `Hello${d.firstName ? ` ${d.firstName}` : ''},`,
      `Someone tried to create a ${ctx.brandName} account with this e-mail address, which already has one. Nothing about your account has changed.`,
      'If it was you, sign in, or reset your password if you have forgotten it. If it was not you, you can ignore this e-mail.',
    ];
    return {
      subject,
      text: `${lines.join('\n\n')}\n\nSign in: ${signIn}\nReset your password: ${reset}`,
      html: layout(ctx, subject, `${lines.map(p).join('')}${button(signIn, 'Sign in')}<p><a href="${escapeMarkup(reset)}">Reset your password</a></p>`),
    };
  },
  'newsletter-welcome': (ctx: TemplateContext, d: { unsubscribeUrl: string }) => {
    // No newsletter is sent yet (decision 78): the confirmation says so instead of promising a weekly e-mail.
    const subject = `You're on the ${ctx.brandName} newsletter list`;
    const body = 'We have kept your address for our newsletter of resolved complaints and company answers. It has not started yet: you will hear from us when it does, and not before.';
    const text = `${body}\n\nUnsubscribe: ${d.unsubscribeUrl}`;
    return {
      subject,
      text,
      html: layout(ctx, subject, p(body), `<a href="${escapeMarkup(d.unsubscribeUrl)}">Unsubscribe</a>`),
    };
  },
  'tell-a-friend': (ctx: TemplateContext, d: { fromName: string; message?: string; unsubscribeUrl?: string }) => {
    const subject = `${d.fromName} invites you to ${ctx.brandName}`;
    const never = d.unsubscribeUrl ? `\n\nNever get an invitation to ${ctx.brandName} again: ${d.unsubscribeUrl}` : '';
    const text = `${d.fromName} thinks you would like ${ctx.brandName}, where companies answer complaints in public.${d.message ? `\n\n"${d.message}"` : ''}\n\n${ctx.publicUrl}/signup${never}`;
    const footer = d.unsubscribeUrl ? `<a href="${escapeMarkup(d.unsubscribeUrl)}">Never get an invitation again</a>` : undefined;
    return {
      subject,
      text,
      html: layout(ctx, subject, `${p(`${d.fromName} thinks you would like ${ctx.brandName}, where companies answer complaints in public.`)}${d.message ? `<blockquote>${escapeMarkup(d.message)}</blockquote>` : ''}${button(`${ctx.publicUrl}/signup`, 'Join now')}`, footer),
    };
  },
  'contact-copy': (ctx: TemplateContext, d: { name: string; subject: string; message: string }) => {
    const subject = `We received your message: ${d.subject}`;
    const text = `Hello ${d.name},\n\nThank you for contacting ${ctx.brandName}. A copy of your message:\n\n${d.message}`;
    return { subject, text, html: layout(ctx, subject, `${p(`Hello ${d.name},`)}${p(`Thank you for contacting ${ctx.brandName}. A copy of your message:`)}<blockquote>${escapeMarkup(d.message)}</blockquote>`) };
  },
  'contact-message': (ctx: TemplateContext, d: { name: string; email: string; subject: string; message: string; signedIn: boolean }) => {
    // To the platform's contact address; Reply-To is the sender, so answering is one click.
    const subject = `Contact form: ${d.subject}`;
    const from = `From: ${d.name} <${d.email}>${d.signedIn ? ' (signed in)' : ''}`;
    const text = `${from}\nSubject: ${d.subject}\n\n${d.message}`;
    return { subject, text, html: layout(ctx, subject, `${p(from)}${p(`Subject: ${d.subject}`)}<blockquote>${escapeMarkup(d.message)}</blockquote>`) };
  },
  'complaint-response': (ctx: TemplateContext, d: { companyName: string; complaintTitle: string; complaintId: string; excerpt: string }) => {
    const subject = `${d.companyName} answered your complaint`;
    const url = `${ctx.publicUrl}/complaints/${d.complaintId}`;
    const text = `${d.companyName} answered "${d.complaintTitle}":\n\n${d.excerpt}\n\nRead and reply: ${url}`;
    return { subject, text, html: layout(ctx, subject, `${p(`${d.companyName} answered "${d.complaintTitle}":`)}<blockquote>${escapeMarkup(d.excerpt)}</blockquote>${button(url, 'Read and reply')}`) };
  },
} satisfies Record<string, (ctx: TemplateContext, data: never) => Rendered>;

export type TemplateName = keyof typeof templates;
export type TemplateData<N extends TemplateName> = Parameters<(typeof templates)[N]>[1];
