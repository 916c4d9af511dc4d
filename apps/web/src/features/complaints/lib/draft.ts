// The spec's temp_complaint: the complaint being written, with its company (id, name, logo) and savedComplaint true,
// in a small versioned localStorage entry so that a signed-out visitor's draft survives the sign-in.
import type { CreateComplaintRequest } from '@redress/contract';

export const DRAFT_KEY = 'temp_complaint';
export const DRAFT_VERSION = 1;

export interface ComplaintDraft {
  v: typeof DRAFT_VERSION;
  savedComplaint: true;
  /** The company on Redress (absent for a prospect). */
  companyId?: string;
  companyName: string;
  cardLogo?: string | null;
  /** A company not on Redress: named by its e-mail. */
  prospectEmail?: string;
  complaint: string;
  experience: string;
  /** The date of experience (YYYY-MM-DD); '' or absent until chosen. */
  experiencedOn?: string;
  category?: string;
  product?: string;
  productId?: string;
  anonymous: boolean;
  hidden: boolean;
  attachments: string[];
  repostComplaintId?: string;
  savedAt: string;
}

export type DraftInput = Omit<ComplaintDraft, 'v' | 'savedComplaint' | 'savedAt'>;

export const emptyDraftFields = { complaint: '', experience: '', anonymous: false, hidden: false, attachments: [] as string[] };

const storage = (): Storage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
};

export function saveDraft(input: DraftInput): ComplaintDraft {
  const draft: ComplaintDraft = { ...input, v: DRAFT_VERSION, savedComplaint: true, savedAt: new Date().toISOString() };
  try {
    storage()?.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the draft lives only as long as the page.
  }
  return draft;
}

/** The saved draft, or null when there is none, it is from another version, or it is malformed. */
export function readDraft(): ComplaintDraft | null {
  const raw = storage()?.getItem(DRAFT_KEY);
  if (!raw) return null;
  try {
    const d = JSON.parse(raw) as Partial<ComplaintDraft>;
    if (d?.v !== DRAFT_VERSION || d.savedComplaint !== true || typeof d.companyName !== 'string') return null;
    if (!d.companyId && !d.prospectEmail) return null;
    return {
      ...emptyDraftFields,
      ...d,
      complaint: typeof d.complaint === 'string' ? d.complaint : '',
      experience: typeof d.experience === 'string' ? d.experience : '',
      attachments: Array.isArray(d.attachments) ? d.attachments.filter((a): a is string => typeof a === 'string') : [],
    } as ComplaintDraft;
  } catch {
    return null;
  }
}

export function clearDraft() {
  storage()?.removeItem(DRAFT_KEY);
}

/** The POST /complaint body of a draft. */
export function draftToRequest(d: ComplaintDraft): CreateComplaintRequest {
  return {
    complaint: d.complaint.trim(),
    experience: d.experience.trim(),
    experiencedOn: d.experiencedOn ?? '',
    ...(d.companyId ? { organizationId: d.companyId } : { prospectEmail: d.prospectEmail, prospectName: d.companyName }),
    ...(d.category ? { category: d.category } : {}),
    ...(d.productId ? { productId: d.productId } : d.product?.trim() ? { product: d.product.trim() } : {}),
    anonymous: d.anonymous,
    hidden: d.hidden,
    attachments: d.attachments,
    ...(d.repostComplaintId ? { repostComplaintId: d.repostComplaintId } : {}),
  };
}
