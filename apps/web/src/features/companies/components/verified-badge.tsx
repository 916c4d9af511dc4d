// 'Verified' beside a company's name: an icon and the word (or the icon's title), never colour alone.
import Verified from '@mui/icons-material/Verified';
import Box from '@mui/material/Box';

export const VERIFIED_TEXT = 'Redress has checked that this company is who it says it is';

export function VerifiedBadge({ compact = false }: { compact?: boolean }) {
  if (compact) return <Verified titleAccess="Verified company" sx={{ fontSize: 18, color: '#0b5cad', flexShrink: 0 }} />;
  return (
    <Box component="span" title={VERIFIED_TEXT} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, px: 1, py: 0.25, borderRadius: 5, bgcolor: '#e8f1fd', color: '#0b5cad', fontSize: 14, fontWeight: 600 }}>
      <Verified aria-hidden sx={{ fontSize: 18 }} /> Verified
    </Box>
  );
}
