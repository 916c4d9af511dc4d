// Mounts a lazily loaded overlay the first time it opens, and keeps it mounted so that closing still animates.
import { Suspense, useState, type ReactNode } from 'react';

export function LazyOverlay({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
