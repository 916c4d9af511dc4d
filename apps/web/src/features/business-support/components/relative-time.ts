// "in 3 h", "2 days ago": a due time relative to now, in whole minutes, hours or days.

function span(ms: number): string {
  const min = Math.max(1, Math.round(ms / 60_000));
  if (min < 60) return `${min} min`;
  const h = Math.round(min / 60);
  if (h < 48) return `${h} h`;
  const d = Math.round(h / 24);
  return `${d} days`;
}

/** What a due time says: "Due in 3 h", or "Overdue by 2 days" (overdue: true). */
export function dueLabel(dueAt: string, now = Date.now()): { text: string; overdue: boolean } {
  const ms = new Date(dueAt).getTime() - now;
  return ms >= 0 ? { text: `Due in ${span(ms)}`, overdue: false } : { text: `Overdue by ${span(-ms)}`, overdue: true };
}
