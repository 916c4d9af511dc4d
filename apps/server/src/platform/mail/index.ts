// Mail: render a template, write it to the outbox (in the caller's transaction when given) and deliver it by a job
// over SMTP when SMTP_URL is set. Without SMTP the message is kept in the outbox as 'logged' (readable at
// GET /api/dev/outbox with DEV_OUTBOX=true) and a line goes to the log: recipient and template, and outside production
// a one-time code itself, so that a local user can sign in, verify and reset (never with SMTP: the mail carries it).
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../config.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import type { Jobs } from '../jobs/index.ts';
import { templates, type TemplateData, type TemplateName } from './templates.ts';

export const MAIL_DELIVER_JOB = 'mail.deliver';

export interface SendOptions<N extends TemplateName> {
  to: string;
  template: N;
  data: TemplateData<N>;
  headers?: Record<string, string>;
}

export interface Mail {
  send<N extends TemplateName>(message: SendOptions<N>, tx?: DbOrTx): Promise<string>;
  close(): Promise<void>;
}

export function createMail(opts: { config: Config; database: Database; jobs: Jobs; log: FastifyBaseLogger }): Mail {
  const { config, database, jobs, log } = opts;
  const ctx = { brandName: config.brandName, publicUrl: config.publicUrl };
  let transport: Transporter | undefined;
  const smtpUrl = config.mail.smtpUrl;
  if (smtpUrl) {
    transport = nodemailer.createTransport(smtpUrl);
    jobs.register(MAIL_DELIVER_JOB, async (payload, jobCtx) => {
      const id = String(payload.id);
      const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      if (!row || row.status === 'sent') return;
      try {
        await transport!.sendMail({
          from: config.mail.from,
          to: row.to,
          subject: row.subject,
          text: row.text ?? undefined,
          html: row.html ?? undefined,
          headers: row.headers ?? undefined,
        });
        await database.db.update(mailOutbox).set({ status: 'sent', sentAt: new Date(), attempts: jobCtx.attempt, lastError: null }).where(eq(mailOutbox.id, id));
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        const final = jobCtx.attempt >= jobCtx.maxAttempts;
        await database.db.update(mailOutbox).set({ status: final ? 'failed' : 'pending', attempts: jobCtx.attempt, lastError: message }).where(eq(mailOutbox.id, id));
        throw err;
      }
    });
  }

  return {
    async send(message, tx) {
      const render = templates[message.template] as (c: typeof ctx, d: unknown) => { subject: string; text: string; html: string };
      const r = render(ctx, message.data);
      const db = tx ?? database.db;
      const [row] = await db
        .insert(mailOutbox)
        .values({
          to: message.to,
          subject: r.subject,
          template: message.template,
          data: message.data as Record<string, unknown>,
          text: r.text,
          html: r.html,
          headers: message.headers ?? null,
          status: transport ? 'pending' : 'logged',
        })
        .returning({ id: mailOutbox.id });
      const id = row!.id;
      if (transport) {
        await jobs.enqueue(MAIL_DELIVER_JOB, { id }, { singletonKey: id, maxAttempts: 6 }, tx);
        if (!tx) jobs.kick();
      } else if (message.template === 'one-time-code' && !config.isProduction) {
        const { code, purpose } = message.data as TemplateData<'one-time-code'>;
        log.info({ mailId: id, to: message.to, template: message.template, purpose }, `one-time code for ${message.to} (${purpose}): ${code} (no SMTP_URL: mail kept in the outbox)`);
      } else {
        // The template name, not the subject: subjects may carry a one-time code.
        log.info({ mailId: id, to: message.to, template: message.template }, 'mail kept in the outbox (no SMTP_URL)');
      }
      return id;
    },
    async close() {
      transport?.close();
    },
  };
}
