// A company's logo, or its initials on a tinted square when it has none. Decorative: the name is always beside it.
import Avatar from '@mui/material/Avatar';
import type { SxProps, Theme } from '@mui/material/styles';
import { initialsOf } from '../../../components/plain-parts.tsx';

export function CompanyLogo({ name, logo, size = 48, sx }: { name: string; logo: string | null; size?: number; sx?: SxProps<Theme> }) {
  return (
    <Avatar
      src={logo ?? undefined} alt="" variant="rounded"
      slotProps={{ img: { loading: 'lazy', decoding: 'async', width: size, height: size } }}
      sx={[{ width: size, height: size, bgcolor: 'secondary.main', fontSize: size * 0.38, fontWeight: 700, border: 1, borderColor: 'divider' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {initialsOf(name)}
    </Avatar>
  );
}
