// Which complaints' "rate and review" prompt was answered or dismissed in this browser (components/rate-review-dialog).
const KEY = 'rate_prompt_done';
const KEEP = 200;

const read = (): string[] => {
  try {
    const v = JSON.parse(localStorage.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
};

export const isRatePromptDone = (complaintId: string) => read().includes(complaintId);

export function markRatePromptDone(complaintId: string) {
  try {
    localStorage.setItem(KEY, JSON.stringify([...read().filter((x) => x !== complaintId), complaintId].slice(-KEEP)));
  } catch {
    // Storage blocked: the prompt may be asked again, nothing worse.
  }
}

/**
 * What the prompt asks once a complaint is closed: 'rate' when the customer has no rating of the company, 'update' when
 * their rating was given before this complaint was filed (it cannot reflect how the complaint went, however long ago it
 * was given, before the prompt existed too), and null when they rated the company since filing it. undefined while the
 * rating is being looked up.
 */
export function ratePromptFor(rating: { createdAt: string } | null | undefined, complaintCreatedAt: string): 'rate' | 'update' | null | undefined {
  if (rating === undefined) return undefined;
  if (rating === null) return 'rate';
  return Date.parse(rating.createdAt) < Date.parse(complaintCreatedAt) ? 'update' : null;
}
