// A company's logo, or its initials on a tinted square when it has none or it does not load; plain CSS (decision 63)
// for the cards that repeat down a list. Decorative: the company's name is always beside it.
import { useState } from 'react';
import './plain.css';

export const initialsOf = (name: string) => name.split(/\s+/).filter((w) => /^[\p{L}\p{N}]/u.test(w)).slice(0, 2).map((w) => w[0]!.toUpperCase()).join('');

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
