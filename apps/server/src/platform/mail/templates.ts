// Mail templates: one function per message giving its blocks; the layout (layout.ts, decision 99) renders the subject,
// the HTML and the plain-text part of each. Values are escaped by the layout.
import { render, type ListItem, type Rendered, type TemplateContext } from './layout.ts';

export type { Rendered, TemplateContext } from './layout.ts';

const hello = (name?: string) => `Hello${name ? ` ${name}` : ''},`;

export interface DigestData {
  /** "16–22 November 2026", in PLATFORM_TZ. */
  weekLabel: string;
  resolved: ListItem[];
  answered: ListItem[];
  reviews: ListItem[];
  unsubscribeUrl: string;
}

export interface OverdueSummaryData {
  companyName: string;
  weekLabel: string;
  overdue: ListItem[];
  dueThisWeek: ListItem[];
  dashboardUrl: string;
}

export interface NotificationMailData {
  firstName?: string;
  title: string;
  subtitle?: string | null;
  excerpt?: string;
  /** The page the button opens, on the public site. */
  path?: string | null;
  button?: string;
  /** The kind's label in the settings, named by the unsubscribe link. */
  kindLabel: string;
  unsubscribeUrl: string;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export const templates = {
  'one-time-code': (ctx: TemplateContext, d: { code: string; purpose: 'verify-email' | 'login' | 'password-reset'; minutes: number; firstName?: string }) => {
    const what = { 'verify-email': 'verify your e-mail address', login: 'finish signing in', 'password-reset': 'reset your password' }[d.purpose];
    return render(ctx, {
      subject: `${d.code} is your ${ctx.brandName} code`,
      preheader: `Use it to ${what}. It expires in ${d.minutes} minutes.`,
      blocks: [
        { p: hello(d.firstName) },
        { p: `Use this code to ${what}:` },
        { code: d.code },
        { p: `It expires in ${d.minutes} minutes. If you did not ask for it, ignore this e-mail; nobody can use it without your inbox.` },
      ],
      reason: `You get this e-mail because someone asked for a code for this address on ${ctx.brandName}.`,
    });
  },
  'signup-attempt': (ctx: TemplateContext, d: { firstName?: string }) =>
    // Sign-up with a registered address answers as for a new one (decision 82); only the owner hears of it.
    render(ctx, {
      subject: `Someone tried to create a ${ctx.brandName} account with your address`,
      blocks: [
        { p: hello(d.firstName) },
        { p: `Someone tried to create a ${ctx.brandName} account with this e-mail address, which already has one. Nothing about your account has changed.` },
        { p: 'If it was you, sign in, or reset your password if you have forgotten it. If it was not you, you can ignore this e-mail.' },
        { button: { href: `${ctx.publicUrl}/login`, label: 'Sign in' } },
        { link: { href: `${ctx.publicUrl}/forgot-password`, label: 'Reset your password' } },
      ],
      reason: `You get this e-mail because this address has a ${ctx.brandName} account.`,
    }),
  'account-deletion-requested': (ctx: TemplateContext, d: { firstName?: string; on: string; posts: 'delete' | 'anonymise' }) =>
    // Decision 182: the request ends every sign-in; signing in before the date cancels it.
    render(ctx, {
      subject: `Your ${ctx.brandName} account will be deleted on ${d.on}`,
      blocks: [
        { p: hello(d.firstName) },
        { p: `We received a request to delete your ${ctx.brandName} account. It will be deleted for good on ${d.on}, and you have been signed out everywhere.` },
        { p: d.posts === 'delete'
          ? 'Your public complaints, reviews, ratings and comments will then be deleted, and the companies\' scores recomputed without them.'
          : 'Your public complaints, reviews, ratings and comments will then stay, shown as by a "Former member", without your name or picture.' },
        { p: 'Changed your mind? Sign in before that date and the deletion is cancelled.' },
        { button: { href: `${ctx.publicUrl}/login`, label: 'Sign in to keep my account' } },
      ],
      reason: `You get this e-mail because your ${ctx.brandName} account is to be deleted.`,
    }),
  'account-deletion-cancelled': (ctx: TemplateContext, d: { firstName?: string }) =>
    render(ctx, {
      subject: `Your ${ctx.brandName} account will not be deleted`,
      blocks: [
        { p: hello(d.firstName) },
        { p: `You signed in, so the deletion of your ${ctx.brandName} account is cancelled. Everything stays as it was.` },
        { p: 'If it was not you who signed in, reset your password now.' },
        { link: { href: `${ctx.publicUrl}/forgot-password`, label: 'Reset your password' } },
      ],
      reason: `You get this e-mail because your ${ctx.brandName} account was to be deleted.`,
    }),
  // Double opt-in (decision 185): nothing is sent to the address but this until its owner presses the page's button.
  'newsletter-confirm': (ctx: TemplateContext, d: { confirmUrl: string; text: string; days: number }) =>
    render(ctx, {
      subject: `Confirm your ${ctx.brandName} newsletter subscription`,
      preheader: 'One click to confirm: nothing is sent until you do.',
      blocks: [
        { p: `Someone, we hope you, asked to get the ${ctx.brandName} newsletter at this address. Confirm to start it; you agree to this:` },
        { quote: d.text },
        { button: { href: d.confirmUrl, label: 'Confirm my subscription' } },
        { p: `The link works for ${d.days} days. If you did not ask, ignore this mail: you will get nothing more from us.` },
      ],
      reason: `You get this e-mail because this address was entered in the ${ctx.brandName} newsletter form.`,
    }),
  'newsletter-welcome': (ctx: TemplateContext, d: { unsubscribeUrl: string }) =>
    render(ctx, {
      subject: `You're on the ${ctx.brandName} newsletter list`,
      preheader: 'Every Monday morning: the week\'s resolved complaints, company answers and most helpful reviews.',
      blocks: [
        { p: `Thank you for subscribing. Every Monday morning we send the week's resolved complaints, how companies answered and the reviews people found most helpful. A week in which nothing happened sends nothing.` },
        { button: { href: ctx.publicUrl, label: `Visit ${ctx.brandName}` } },
      ],
      reason: `You get this e-mail because this address subscribed to the ${ctx.brandName} newsletter.`,
      unsubscribe: { href: d.unsubscribeUrl, label: 'Unsubscribe' },
    }),
  'tell-a-friend': (ctx: TemplateContext, d: { fromName: string; message?: string; unsubscribeUrl?: string }) =>
    render(ctx, {
      subject: `${d.fromName} invites you to ${ctx.brandName}`,
      blocks: [
        { p: `${d.fromName} thinks you would like ${ctx.brandName}, where companies answer complaints in public.` },
        ...(d.message ? [{ quote: d.message }] : []),
        { button: { href: `${ctx.publicUrl}/signup`, label: 'Join now' } },
      ],
      reason: `You get this e-mail because ${d.fromName} entered your address on ${ctx.brandName}. We will not send another invitation for a month.`,
      ...(d.unsubscribeUrl ? { unsubscribe: { href: d.unsubscribeUrl, label: `Never get an invitation to ${ctx.brandName} again` } } : {}),
    }),
  'review-invitation': (ctx: TemplateContext, d: { companyName: string; name?: string; url: string; expiresOn: string; unsubscribeUrl: string }) =>
    // Redress's fixed words with the company's name (decision 161): the business cannot edit them, and they never ask
    // for a good review.
    render(ctx, {
      subject: `${d.companyName} invites you to review them on ${ctx.brandName}`,
      preheader: 'Tell others how it went, good or bad.',
      blocks: [
        { p: hello(d.name) },
        { p: `${d.companyName} asked ${ctx.brandName} to invite you to review your experience with them. Tell others how it went, as it was: good or bad, every honest review is welcome.` },
        { p: `${d.companyName} may answer your review in public, but cannot change or remove it.` },
        { button: { href: d.url, label: 'Write your review' } },
        { p: `This link is for this address only, works for one review, and expires on ${d.expiresOn}.` },
      ],
      reason: `You get this e-mail because ${d.companyName} gave ${ctx.brandName} your address to invite you to review them. ${ctx.brandName} wrote it; ${d.companyName} cannot change its words.`,
      unsubscribe: { href: d.unsubscribeUrl, label: `Never get an invitation from ${ctx.brandName} again` },
    }),
  'prospect-invitation': (ctx: TemplateContext, d: { title: string; unsubscribeUrl: string }) =>
    // The complaint's title only: never its author or its story, which the company reads once it joins.
    render(ctx, {
      subject: `A complaint about your company on ${ctx.brandName}`,
      blocks: [
        { p: `A customer filed a complaint on ${ctx.brandName} about a company they reach at this address:` },
        { quote: d.title },
        { p: `Create a business account with an address of your company's domain to read it and answer in public.` },
        { button: { href: `${ctx.publicUrl}/companies/signup`, label: 'Read and answer it' } },
      ],
      reason: `You get this e-mail because a complaint on ${ctx.brandName} names this address. We e-mail an address at most once a month about complaints.`,
      unsubscribe: { href: d.unsubscribeUrl, label: `Never get an e-mail like this from ${ctx.brandName} again` },
    }),
  'contact-copy': (ctx: TemplateContext, d: { name: string; subject: string; message: string }) =>
    render(ctx, {
      subject: `We received your message: ${d.subject}`,
      blocks: [
        { p: `Hello ${d.name},` },
        { p: `Thank you for contacting ${ctx.brandName}. A copy of your message:` },
        { quote: d.message },
      ],
      reason: `You get this e-mail because this address wrote to ${ctx.brandName} through the contact form.`,
    }),
  'contact-message': (ctx: TemplateContext, d: { name: string; email: string; subject: string; message: string; signedIn: boolean }) =>
    // To the platform's contact address; Reply-To is the sender, so answering is one click.
    render(ctx, {
      subject: `Contact form: ${d.subject}`,
      blocks: [
        { p: `From: ${d.name} <${d.email}>${d.signedIn ? ' (signed in)' : ''}` },
        { p: `Subject: ${d.subject}` },
        { quote: d.message },
      ],
      reason: 'Sent from the contact form. Reply to this e-mail to answer the sender.',
    }),
  'complaint-response': (ctx: TemplateContext, d: { companyName: string; complaintTitle: string; complaintId: string; excerpt: string; unsubscribeUrl?: string }) =>
    render(ctx, {
      subject: `${d.companyName} answered your complaint`,
      blocks: [
        { p: `${d.companyName} answered "${d.complaintTitle}":` },
        { quote: d.excerpt },
        { button: { href: `${ctx.publicUrl}/complaints/${d.complaintId}`, label: 'Read and reply' } },
      ],
      reason: `You get this e-mail because you made this complaint on ${ctx.brandName}. You can turn these e-mails off in your profile's settings.`,
      ...(d.unsubscribeUrl ? { unsubscribe: { href: d.unsubscribeUrl, label: 'Stop e-mails when a company answers' } } : {}),
    }),
  'data-export-ready': (ctx: TemplateContext, d: { firstName?: string; expiresOn: string; companyName?: string }) =>
    // The link opens the page where the signed-in owner downloads it: the mail itself carries no secret. With
    // companyName: a company's export (decision 186), downloaded from the business account page.
    render(ctx, {
      subject: d.companyName ? `${d.companyName}'s ${ctx.brandName} data is ready to download` : `Your ${ctx.brandName} data is ready to download`,
      preheader: `Download it once, until ${d.expiresOn}.`,
      blocks: [
        { p: hello(d.firstName) },
        d.companyName
          ? { p: `The export of ${d.companyName}'s complaints, reviews, ratings and answers you asked for is ready. Sign in and open "Company data" on your business account page to download it.` }
          : { p: `The copy of your ${ctx.brandName} data you asked for is ready. Sign in and open "Your data" in your profile to download it.` },
        d.companyName
          ? { button: { href: `${ctx.publicUrl}/business/account#company-data`, label: 'Open the company data' } }
          : { button: { href: `${ctx.publicUrl}/profile#your-data`, label: 'Open your data' } },
        { p: `It can be downloaded once, until ${d.expiresOn}; then the file is deleted. You can ask for a new copy at any time.` },
      ],
      reason: `You get this e-mail because you asked for a copy of ${d.companyName ? `${d.companyName}'s` : 'your'} data on ${ctx.brandName}. If you did not, change your password.`,
    }),
  'webhook-paused': (ctx: TemplateContext, d: { firstName?: string; companyName: string; url: string; reason: string; lastError: string }) =>
    // Sent once when an endpoint is paused after repeated failures (decision 189): nothing more goes to it until resumed.
    render(ctx, {
      subject: `${d.companyName}'s webhook endpoint is paused`,
      preheader: `${d.reason}: resume it once the receiver answers again.`,
      blocks: [
        { p: hello(d.firstName) },
        { p: `We paused ${d.companyName}'s webhook endpoint ${d.url} because ${d.reason}. The last attempt: ${d.lastError}.` },
        { p: 'Events are not sent to it while it is paused. Once the receiver answers again, resume it and resend the deliveries you need from its log.' },
        { button: { href: `${ctx.publicUrl}/business/webhooks`, label: 'Open the webhooks' } },
      ],
      reason: `You get this e-mail because you own ${d.companyName}'s account on ${ctx.brandName}.`,
    }),
  'notification': (ctx: TemplateContext, d: NotificationMailData) =>
    // A notification of the bell that also mails (modules/notifications): its title is the subject.
    render(ctx, {
      subject: d.title,
      ...(d.subtitle ? { preheader: d.subtitle } : {}),
      blocks: [
        { p: hello(d.firstName) },
        { p: d.subtitle ? `${d.title}: "${d.subtitle}".` : `${d.title}.` },
        ...(d.excerpt ? [{ quote: d.excerpt }] : []),
        ...(d.path ? [{ button: { href: `${ctx.publicUrl}${d.path}`, label: d.button ?? 'Open' } }] : []),
      ],
      reason: `You get this e-mail because of your ${ctx.brandName} account's notifications. You can turn each kind off in your profile's settings.`,
      unsubscribe: { href: d.unsubscribeUrl, label: `Stop these e-mails (${d.kindLabel.toLowerCase()})` },
    }),
  'weekly-digest': (ctx: TemplateContext, d: DigestData) => {
    const counts = [
      d.resolved.length && plural(d.resolved.length, 'complaint') + ' resolved',
      d.answered.length && plural(d.answered.length, 'company answer'),
      d.reviews.length && plural(d.reviews.length, 'helpful review'),
    ].filter(Boolean).join(', ');
    return render(ctx, {
      subject: `Your ${ctx.brandName} week: ${d.weekLabel}`,
      preheader: `${counts}.`,
      blocks: [
        { p: `Here is what happened on ${ctx.brandName} in the week of ${d.weekLabel}.` },
        ...(d.resolved.length ? [{ heading: 'Resolved complaints' }, { items: d.resolved }] : []),
        ...(d.answered.length ? [{ heading: 'Companies answered' }, { items: d.answered }] : []),
        ...(d.reviews.length ? [{ heading: 'Most helpful reviews' }, { items: d.reviews }] : []),
        { button: { href: ctx.publicUrl, label: `See more on ${ctx.brandName}` } },
      ],
      reason: `You get this e-mail every Monday because this address subscribed to the ${ctx.brandName} newsletter.`,
      unsubscribe: { href: d.unsubscribeUrl, label: 'Unsubscribe' },
    });
  },
  'overdue-summary': (ctx: TemplateContext, d: OverdueSummaryData) =>
    render(ctx, {
      subject: `${d.companyName}: ${[d.overdue.length && `${plural(d.overdue.length, 'complaint')} past due`, d.dueThisWeek.length && `${d.dueThisWeek.length} due this week`].filter(Boolean).join(', ')}`,
      preheader: `Your weekly summary of complaints waiting for an answer (${d.weekLabel}).`,
      blocks: [
        { p: `Customers are waiting for ${d.companyName} to answer.` },
        ...(d.overdue.length ? [{ heading: 'Past due' }, { items: d.overdue }] : []),
        ...(d.dueThisWeek.length ? [{ heading: 'Due this week' }, { items: d.dueThisWeek }] : []),
        { button: { href: d.dashboardUrl, label: 'Answer now' } },
      ],
      reason: `You get this summary every Monday because this address receives ${d.companyName}'s notices on ${ctx.brandName}. A week with nothing waiting sends nothing.`,
    }),
} satisfies Record<string, (ctx: TemplateContext, data: never) => Rendered>;

export type TemplateName = keyof typeof templates;
export type TemplateData<N extends TemplateName> = Parameters<(typeof templates)[N]>[1];
