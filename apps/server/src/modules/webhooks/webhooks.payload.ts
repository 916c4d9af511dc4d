// A delivery's `data`: the item as the public pages present it to a signed-out visitor (anonymous authors stay
// anonymous, hidden items say only that they are hidden), read once by the first attempt.
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { getComplaint } from '../complaints/complaints.service.ts';
import { canView as canViewRating } from '../ratings/ratings.policy.ts';
import { presentRating } from '../ratings/ratings.presenter.ts';
import { findRatingView } from '../ratings/ratings.repository.ts';
import { getReview } from '../reviews/reviews.service.ts';
import type { WebhookSubject } from './webhooks.outbox.ts';

async function publicItem(database: Database, s: WebhookSubject): Promise<unknown> {
  if (s.kind === 'complaint') return getComplaint({ database }, null, s.id);
  if (s.kind === 'review') return getReview({ database }, null, s.id);
  const view = await findRatingView(database.db, s.id);
  if (!view || !canViewRating(null, view.rating)) throw AppError.notFound('Rating');
  return presentRating(view, null);
}

export async function buildWebhookData(database: Database, subject: WebhookSubject, extra: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
  try {
    return { [subject.kind]: await publicItem(database, subject), ...extra };
  } catch (err) {
    if (!(err instanceof AppError) || err.statusCode !== 404) throw err;
    // Held, hidden or removed since: the public pages do not show it, so neither does the payload.
    return { [subject.kind]: { id: subject.id, public: false }, ...extra };
  }
}
