// A company's logo, or its initials on a tinted square. Decorative: the name is always beside it.
import Avatar from '@mui/material/Avatar';

const initials = (name: string) => name.split(/\s+/).filter((w) => /^[\p{L}\p{N}]/u.test(w)).slice(0, 2).map((w) => w[0]!.toUpperCase()).join('');

export function CompanyMark({ name, logo, size = 32 }: { name: string; logo: string | null | undefined; size?: number }) {
  return (
    <Avatar
      src={logo ?? undefined} alt="" variant="rounded" slotProps={{ img: { loading: 'lazy', decoding: 'async', width: size, height: size } }}
      sx={{ width: size, height: size, bgcolor: 'secondary.main', fontSize: size * 0.38, fontWeight: 700, border: 1, borderColor: 'divider' }}
    >
      {initials(name)}
    </Avatar>
  );
}
