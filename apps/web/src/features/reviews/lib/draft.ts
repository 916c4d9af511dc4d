// The review being written, with its company (id, name, logo), in a small versioned localStorage entry, so that a
// signed-out visitor's draft survives the sign-in (as the complaint draft, temp_complaint, does).
import type { CreateReviewRequest } from '@redress/contract';

export const REVIEW_DRAFT_KEY = 'temp_review';
export const REVIEW_DRAFT_VERSION = 1;

export interface ReviewDraft {
  v: typeof REVIEW_DRAFT_VERSION;
  companyId: string;
  companyName: string;
  cardLogo?: string | null;
  /** 0 until the stars are chosen. */
  rating: number;
  review: string;
  description: string;
  /** The date of experience (YYYY-MM-DD); '' or absent until chosen. */
  experiencedOn?: string;
  category?: string;
  productId?: string;
  serviceId?: string;
  anonymous: boolean;
  hidden: boolean;
  attachments: string[];
  /** The company's review invitation it is written from (its link's token), if any: sent with the review. */
  invitationToken?: string;
  savedAt: string;
}

export type ReviewDraftInput = Omit<ReviewDraft, 'v' | 'savedAt'>;

export const emptyReviewFields = { rating: 0, review: '', description: '', anonymous: false, hidden: false, attachments: [] as string[] };

const storage = (): Storage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
};

export function saveReviewDraft(input: ReviewDraftInput): ReviewDraft {
  const draft: ReviewDraft = { ...input, v: REVIEW_DRAFT_VERSION, savedAt: new Date().toISOString() };
  try {
    storage()?.setItem(REVIEW_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the draft lives only as long as the page.
  }
  return draft;
}

/** The saved draft, or null when there is none, it is from another version, or it is malformed. */
export function readReviewDraft(): ReviewDraft | null {
  const raw = storage()?.getItem(REVIEW_DRAFT_KEY);
  if (!raw) return null;
  try {
    const d = JSON.parse(raw) as Partial<ReviewDraft>;
    if (d?.v !== REVIEW_DRAFT_VERSION || typeof d.companyId !== 'string' || typeof d.companyName !== 'string') return null;
    return {
      ...emptyReviewFields,
      ...d,
      rating: typeof d.rating === 'number' && d.rating >= 0 && d.rating <= 5 ? Math.round(d.rating) : 0,
      review: typeof d.review === 'string' ? d.review : '',
      description: typeof d.description === 'string' ? d.description : '',
      attachments: Array.isArray(d.attachments) ? d.attachments.filter((a): a is string => typeof a === 'string') : [],
      invitationToken: typeof d.invitationToken === 'string' ? d.invitationToken : undefined,
    } as ReviewDraft;
  } catch {
    return null;
  }
}

export function clearReviewDraft() {
  storage()?.removeItem(REVIEW_DRAFT_KEY);
}

/** The POST /review body of a draft. */
export function reviewDraftToRequest(d: ReviewDraft): CreateReviewRequest {
  return {
    organizationId: d.companyId,
    rating: d.rating,
    review: d.review.trim(),
    description: d.description.trim(),
    experiencedOn: d.experiencedOn ?? '',
    ...(d.category ? { category: d.category } : {}),
    ...(d.productId ? { productId: d.productId } : {}),
    ...(d.serviceId ? { serviceId: d.serviceId } : {}),
    anonymous: d.anonymous,
    hidden: d.hidden,
    attachments: d.attachments,
    ...(d.invitationToken ? { invitationToken: d.invitationToken } : {}),
  };
}
