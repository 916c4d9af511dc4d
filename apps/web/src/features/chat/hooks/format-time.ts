// The spec's message time: hh:mm am/pm (section 9), in the viewer's time zone.
export function formatChatTime(iso: string, date = new Date(iso)): string {
  const h = date.getHours();
  const hh = String(h % 12 === 0 ? 12 : h % 12).padStart(2, '0');
  const mm = String(date.getMinutes()).padStart(2, '0');
  return `${hh}:${mm} ${h < 12 ? 'am' : 'pm'}`;
}
