// Maintenance mode as every request checks it (decision 127): the setting lives in app_settings, shared by every
// instance; each instance keeps it in memory and reads it again when the database announces a change
// (MAINTENANCE_CHANNEL, sent in the switching transaction) or, at the latest, ttlMs after its last read, which bounds a
// notice missed while the LISTEN connection was down. A request therefore costs no query.

export const MAINTENANCE_CHANNEL = 'maintenance_changed';

export interface MaintenanceState {
  enabled: boolean;
  message: string | null;
  updatedAt: string | null;
}

export interface MaintenanceSwitch {
  current(): Promise<MaintenanceState>;
  /** A change was announced (or made here): the next check reads the database. */
  forget(): void;
}

/**
 * `ttlMs` after a read, the state is read again; for `staleMs` more (default `ttlMs`) the kept state is still answered
 * while that one read runs (decision 216): a request never waits for it, as a write must not wait behind a busy pool
 * (decision 211). A notice (`forget`) drops the kept state at once: the next check waits for a fresh read.
 */
export function createMaintenanceSwitch(load: () => Promise<MaintenanceState>, opts: { ttlMs: number; staleMs?: number; now?: () => number }): MaintenanceSwitch {
  const now = opts.now ?? Date.now;
  const staleMs = opts.staleMs ?? opts.ttlMs;
  let cached: { state: MaintenanceState; until: number } | undefined;
  let pending: Promise<MaintenanceState> | undefined;
  let generation = 0;
  const read = () => {
    const started = generation;
    const p: Promise<MaintenanceState> = load().then((state) => {
      // A notice heard while this read was on its way may describe a later state: keep nothing then.
      if (started === generation) cached = { state, until: now() + opts.ttlMs };
      return state;
    }).finally(() => {
      if (pending === p) pending = undefined;
    });
    pending = p;
    return p;
  };
  return {
    async current() {
      const t = now();
      if (cached && cached.until > t) return cached.state;
      if (cached && cached.until + staleMs > t) {
        // A failed read leaves the kept state expired: the next check tries again, until staleMs is over.
        if (!pending) read().catch(() => undefined);
        return cached.state;
      }
      return pending ?? read();
    },
    forget() {
      generation += 1;
      cached = undefined;
      pending = undefined;
    },
  };
}
