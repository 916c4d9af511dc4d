// Plain-CSS parts of the cards that repeat down a list and of the shell (decision 63): a company's logo mark, a
// skeleton bar, a decorative icon.
import { useState } from 'react';
import './plain.css';

export const initialsOf = (name: string) => name.split(/\s+/).filter((w) => /^[\p{L}\p{N}]/u.test(w)).slice(0, 2).map((w) => w[0]!.toUpperCase()).join('');

/** A company's logo, or its initials on a tinted square when it has none or it does not load. Decorative: the name is always beside it. */
export function LogoMark({ name, logo, size }: { name: string; logo: string | null | undefined; size: number }) {
  const [failed, setFailed] = useState(false);
  return (
    <span className="rd-logo" style={{ width: size, height: size, fontSize: size * 0.38 }}>
      {logo && !failed
        ? <img src={logo} alt="" width={size} height={size} loading="lazy" decoding="async" onError={() => setFailed(true)} />
        : initialsOf(name)}
    </span>
  );
}

/** A grey bar standing in for text or an image while it loads. */
export function SkeletonBar({ width, height, text = false }: { width?: number | string; height?: number; text?: boolean }) {
  return <span className={text ? 'rd-skeleton rd-skeleton--text' : 'rd-skeleton'} style={{ width, height, flexShrink: 0 }} />;
}

/** A decorative icon (an SVG path on a 24-unit grid, in the text's colour): the text beside it says what it means. */
export function Icon({ d, size = '1.1em' }: { d: string; size?: number | string }) {
  return (
    <svg className="rd-icon" aria-hidden="true" focusable="false" width={size} height={size} viewBox="0 0 24 24"><path d={d} /></svg>
  );
}
