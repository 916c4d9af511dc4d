// A slim line above every page while the demo seed's invented data is in the database (GET /api/config demoData), so
// that nobody takes its companies, people and posts for real ones. Plain element and inline style: it renders on the
// server too, before any stylesheet of a page.
export const DEMO_BANNER_TEXT = 'Demo data: the companies, people and posts here are invented';

export function DemoBanner() {
  return (
    <div role="note" style={{ background: '#fff4e5', color: '#5c3100', borderBottom: '1px solid #f3c98b', padding: '4px 16px', textAlign: 'center', fontSize: 14, lineHeight: 1.5 }}>
      {DEMO_BANNER_TEXT}
    </div>
  );
}
