// A target: something people comment on and vote on (a complaint, a review). The comments and votes modules own the
// threads, the votes and their counters; the module that owns the target implements this adapter once and app.ts
// hands it to both (decision 85). Nothing here knows what a complaint or a review is.
import type { FastifyInstance } from 'fastify';
import type { Server } from 'socket.io';
import type { Database, Tx } from '../../db/client.ts';
import type { Actor } from '../../lib/tokens.ts';
import type { Platform } from '../../platform/index.ts';
import type { Notifier } from '../notifications/notifications.service.ts';

/** The kinds of target; each has its own tables (complaint_comments, review_comments, ...; see the repositories). */
export const TARGET_KINDS = ['complaint', 'review'] as const;
export type TargetKind = (typeof TARGET_KINDS)[number];

/** What the comments and votes services give an adapter: the app's platform, its sockets and the clock. */
export interface TargetContext {
  database: Database;
  audit: Platform['audit'];
  mail: Platform['mail'];
  jobs: Platform['jobs'];
  io: Server | undefined;
  notifier: Notifier;
  now: () => Date;
}

/** The context the comments and votes plugins build once from the app. */
export const targetContextOf = (app: FastifyInstance): TargetContext => ({
  database: app.database, audit: app.platform.audit, mail: app.platform.mail, jobs: app.platform.jobs, io: app.io, notifier: app.notifier, now: () => new Date(),
});

/** The columns every target shares (complaints and reviews both have them). */
export interface TargetRow {
  id: string;
  companyId: string | null;
  customerId: string;
  status: string;
  hidden: boolean;
  /** Its author is named to nobody but themselves and moderators, on its thread and in what it makes people hear. */
  anonymous: boolean;
  deletedAt: Date | null;
  commentsCount: number;
}

/** What a live event names; each target maps it to its own event and rooms (spec section 4). */
export interface TargetEvent {
  action: 'comment' | 'delete_comment' | 'vote' | 'comment_vote';
  commentId?: string;
  votes?: number;
}

/** The least a vote's own statement returns about its target: enough to publish without reading it again. */
export type TargetEventSubject = Pick<TargetRow, 'id' | 'companyId' | 'customerId' | 'status' | 'hidden'>;

export interface Target<K extends TargetKind = TargetKind, T extends TargetRow = TargetRow> {
  kind: K;
  /** 'complaint': in messages ("You cannot vote on this complaint"). */
  noun: string;
  /** The 404's subject ("Complaint not found"). */
  notFoundName: string;
  /** The admin who moderates this kind (sees hidden and deleted ones, names the person behind anonymous ones). */
  moderates(actor: Actor | null): boolean;
  /** The target by id or public code if the actor may see it, else undefined (never say a hidden one exists). */
  findVisible(ctx: TargetContext, actor: Actor | null, ref: string): Promise<T | undefined>;
  canComment(actor: Actor | null, t: T): boolean;
  /** The actor answers as the company (initiator 'company', the company's name shown); free, no plan needed. */
  answersAsCompany(actor: Actor | null, t: T): boolean;
  /**
   * Inside the comment's transaction, when the company answered: what the target does about it (a complaint moves to
   * in-review, stops its clock and audits). Returns the target as it is now, for the live event.
   */
  onCompanyAnswer?(ctx: TargetContext, tx: Tx, actor: Actor, t: T, comment: { id: string; parentId: string | null; commentText: string }): Promise<T>;
  canVote(actor: Actor | null, t: T): boolean;
  /** What a notification about a comment on it says: its title, its company's name, whether the company had answered. */
  describe(ctx: TargetContext, t: T): Promise<{ title: string; companyName: string | null; companyAnswered: boolean }>;
  /** Sends the live event to the target's rooms. */
  publish(ctx: TargetContext, t: TargetEventSubject, e: TargetEvent): void;
}

/** The targets one app serves, by kind (built once in app.ts; comments and votes routes look them up). */
export interface TargetRegistry {
  get<K extends TargetKind>(kind: K): Target<K>;
  has(kind: TargetKind): boolean;
}

export function createTargetRegistry(targets: readonly Target[]): TargetRegistry {
  const byKind = new Map<TargetKind, Target>();
  for (const t of targets) {
    if (byKind.has(t.kind)) throw new Error(`Target ${t.kind} registered twice`);
    byKind.set(t.kind, t);
  }
  return {
    get<K extends TargetKind>(kind: K): Target<K> {
      const t = byKind.get(kind);
      if (!t) throw new Error(`No target registered for ${kind}`);
      return t as Target<K>;
    },
    has: (kind) => byKind.has(kind),
  };
}
