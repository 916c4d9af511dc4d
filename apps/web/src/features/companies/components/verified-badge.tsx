// 'Verified' beside a company's name: an icon and the word (or the icon's title), never colour alone.
import Verified from '@mui/icons-material/Verified';
import Box from '@mui/material/Box';

export const VERIFIED_TEXT = 'Redress has checked that this company is who it says it is';

export const DEMO_COMPANY_TEXT = 'Invented for the demo: nobody checked this company, which does not exist';

/** In place of the verified badge on the demo seed's invented companies: a check that never happened is not claimed. */
export function DemoBadge() {
  return (
    <Box component="span" title={DEMO_COMPANY_TEXT} sx={{ display: 'inline-flex', alignItems: 'center', px: 1, py: 0.25, borderRadius: 5, bgcolor: '#fff4e5', color: '#7a4100', fontSize: 14, fontWeight: 600 }}>
      Demo company
    </Box>
  );
}

export function VerifiedBadge({ compact = false }: { compact?: boolean }) {
  if (compact) return <Verified titleAccess="Verified company" sx={{ fontSize: 18, color: '#0b5cad', flexShrink: 0 }} />;
  return (
    <Box component="span" title={VERIFIED_TEXT} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, px: 1, py: 0.25, borderRadius: 5, bgcolor: '#e8f1fd', color: '#0b5cad', fontSize: 14, fontWeight: 600 }}>
      <Verified aria-hidden sx={{ fontSize: 18 }} /> Verified
    </Box>
  );
}
