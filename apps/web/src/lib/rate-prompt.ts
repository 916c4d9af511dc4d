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
