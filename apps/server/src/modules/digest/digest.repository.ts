// The weekly mailings' reads (the week's public activity, subscribers, companies with complaints waiting) and the
// claim that makes each mailing once per recipient and week (table weekly_mailings, decision 98). The reads are
// report queries across complaints, reviews and companies: named, read-only, public rows only.
import type { Database, DbOrTx } from '../../db/client.ts';
import { weeklyMailings } from '../../db/schema/index.ts';

export type MailingKind = 'digest' | 'overdue-summary';

/** Claims the mailing of `kind` for a recipient and week in the caller's transaction; false when already made. */
export async function claimMailing(tx: DbOrTx, kind: MailingKind, week: string, recipient: string): Promise<boolean> {
  const rows = await tx.insert(weeklyMailings).values({ kind, week, recipient }).onConflictDoNothing().returning({ recipient: weeklyMailings.recipient });
  return rows.length === 1;
}

export interface ResolvedRow { id: string; title: string; company_name: string; votes: number }
export interface AnsweredRow { id: string; title: string; company_name: string; hours: number; excerpt: string | null }
export interface HelpfulRow { id: string; title: string; company_name: string; rating: number; helpful: number; description: string }

// What anyone may see: live, not hidden, out of moderation, of a live company.
const PUBLIC_COMPLAINT = `c.deleted_at IS NULL AND c.hidden = false AND c.status NOT IN ('submitted', 'flag') AND co.deleted_at IS NULL`;

export async function resolvedInWeek(db: Database, from: Date, to: Date, limit: number) {
  const r = await db.query<ResolvedRow>(
    `SELECT c.id, c.title, co.name AS company_name, c.votes
       FROM complaints c JOIN companies co ON co.id = c.company_id
      WHERE c.status = 'resolved' AND c.closed_at >= $1 AND c.closed_at < $2 AND ${PUBLIC_COMPLAINT}
      ORDER BY c.votes DESC, c.closed_at DESC, c.id LIMIT $3`,
    [from, to, limit], 'digest_resolved_in_week',
  );
  return r.rows;
}

export async function answeredInWeek(db: Database, from: Date, to: Date, limit: number) {
  const r = await db.query<AnsweredRow>(
    `SELECT c.id, c.title, co.name AS company_name,
            round(extract(epoch FROM c.first_response_at - c.created_at) / 3600)::int AS hours,
            (SELECT left(cc.comment_text, 200) FROM complaint_comments cc
              WHERE cc.complaint_id = c.id AND cc.initiator = 'company' AND cc.deleted_at IS NULL
              ORDER BY cc.created_at, cc.id LIMIT 1) AS excerpt
       FROM complaints c JOIN companies co ON co.id = c.company_id
      WHERE c.first_response_at >= $1 AND c.first_response_at < $2 AND ${PUBLIC_COMPLAINT}
      ORDER BY c.votes DESC, c.first_response_at DESC, c.id LIMIT $3`,
    [from, to, limit], 'digest_answered_in_week',
  );
  return r.rows;
}

/** Reviews by the helpful votes they got in the week (at least one). */
export async function helpfulReviewsInWeek(db: Database, from: Date, to: Date, limit: number) {
  const r = await db.query<HelpfulRow>(
    `SELECT r.id, r.title, co.name AS company_name, r.rating, v.helpful, left(r.description, 200) AS description
       FROM (SELECT review_id, count(*)::int AS helpful FROM review_votes WHERE created_at >= $1 AND created_at < $2 GROUP BY review_id) v
       JOIN reviews r ON r.id = v.review_id JOIN companies co ON co.id = r.company_id
      WHERE r.deleted_at IS NULL AND r.hidden = false AND r.status = 'published' AND co.deleted_at IS NULL
      ORDER BY v.helpful DESC, r.votes DESC, r.id LIMIT $3`,
    [from, to, limit], 'digest_helpful_reviews_in_week',
  );
  return r.rows;
}

/**
 * Everyone the digest goes to, lower-cased and once each: newsletter subscribers who confirmed and did not
 * unsubscribe, and active accounts with a verified address that opted in (decisions.md: "newsletter sign-ups and
 * users who opted in"); either only while the latest consent record of the address and list is a grant (decision 185).
 */
export async function digestRecipients(db: Database): Promise<string[]> {
  const r = await db.query<{ email: string }>(
    `WITH newsletter AS (
       SELECT email FROM (SELECT DISTINCT ON (email) email, action FROM marketing_consents WHERE list = 'newsletter'
                           ORDER BY email, created_at DESC, id DESC) latest WHERE action = 'granted'
     ), digest AS (
       SELECT user_id FROM (SELECT DISTINCT ON (user_id) user_id, action FROM marketing_consents WHERE list = 'digest' AND user_id IS NOT NULL
                             ORDER BY user_id, created_at DESC, id DESC) latest WHERE action = 'granted'
     )
     SELECT lower(s.email) AS email FROM newsletter_subscribers s
      WHERE s.unsubscribed_at IS NULL AND s.confirmed_at IS NOT NULL
        AND lower(s.email) IN (SELECT email FROM newsletter)
     UNION
     SELECT lower(u.email) FROM users u
      WHERE u.digest_opt_in AND u.email_verified AND u.status = 'active' AND u.deleted_at IS NULL
        AND u.id IN (SELECT user_id FROM digest)
     ORDER BY 1`,
    [], 'digest_recipients',
  );
  return r.rows.map((row) => row.email);
}

export interface WaitingRow { company_id: string; company_name: string; id: string; title: string; response_due_at: Date; overdue: boolean }

/** Complaints a company owes an answer to: past due, or due before `dueBefore`. */
export async function complaintsWaiting(db: Database, now: Date, dueBefore: Date) {
  const r = await db.query<WaitingRow>(
    `SELECT co.id AS company_id, co.name AS company_name, c.id, c.title, c.response_due_at, (c.response_due_at <= $1) AS overdue
       FROM complaints c JOIN companies co ON co.id = c.company_id
      WHERE c.response_due_at IS NOT NULL AND c.response_due_at < $2
        AND c.status IN ('pending', 'in-review', 'overdue') AND c.deleted_at IS NULL AND co.deleted_at IS NULL
      ORDER BY co.id, c.response_due_at, c.id`,
    [now, dueBefore], 'overdue_summary_waiting',
  );
  return r.rows;
}

/**
 * Where a company's notices go: the admin-kept contact (and cc) addresses unless its overdue summary is off, else
 * the owner's address, else the company's own. Lower-cased, once each; empty when the summary is off.
 */
export async function companyNoticeAddresses(db: Database, companyIds: string[]): Promise<Map<string, string[]>> {
  const r = await db.query<{ id: string; company_email: string; owner_email: string | null; contact: string[] | null; cc: string[] | null; summary: boolean | null }>(
    `SELECT co.id, co.email AS company_email, u.email AS owner_email, ed.contact_emails AS contact, ed.cc_emails AS cc, ed.overdue_summary AS summary
       FROM companies co
       LEFT JOIN users u ON u.id = co.owner_user_id AND u.deleted_at IS NULL
       LEFT JOIN email_details ed ON ed.company_id = co.id
      WHERE co.id IN (SELECT jsonb_array_elements_text($1::jsonb)::uuid)`,
    [JSON.stringify(companyIds)], 'overdue_summary_addresses',
  );
  const out = new Map<string, string[]>();
  for (const row of r.rows) {
    if (row.summary === false) {
      out.set(row.id, []);
      continue;
    }
    const kept = [...(row.contact ?? []), ...(row.cc ?? [])];
    const chosen = kept.length ? kept : [row.owner_email ?? row.company_email];
    out.set(row.id, [...new Set(chosen.map((e) => e.trim().toLowerCase()).filter(Boolean))]);
  }
  return out;
}
