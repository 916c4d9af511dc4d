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

export function createMaintenanceSwitch(load: () => Promise<MaintenanceState>, opts: { ttlMs: number; now?: () => number }): MaintenanceSwitch {
  const now = opts.now ?? Date.now;
  let cached: { state: MaintenanceState; until: number } | undefined;
  let pending: Promise<MaintenanceState> | undefined;
  let generation = 0;
  return {
    async current() {
      if (cached && cached.until > now()) return cached.state;
      if (pending) return pending;
      const started = generation;
      pending = load().then((state) => {
        // A notice heard while this read was on its way may describe a later state: keep nothing then.
        if (started === generation) cached = { state, until: now() + opts.ttlMs };
        return state;
      }).finally(() => {
        pending = undefined;
      });
      return pending;
    },
    forget() {
      generation += 1;
      cached = undefined;
      pending = undefined;
    },
  };
}
