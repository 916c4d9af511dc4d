// Platform settings admins change (permission settings.manage): maintenance mode, for now (decision 127).
import type { MaintenanceSetting, MaintenanceSettingInput } from '@redress/contract';
import type { Database } from '../../db/client.ts';
import type { Actor } from '../../lib/tokens.ts';
import type { Audit } from '../../platform/audit/index.ts';
import { MAINTENANCE_CHANNEL, type MaintenanceSwitch } from './maintenance-switch.ts';
import { readMaintenance, writeMaintenance } from './settings.repository.ts';

export interface SettingsDeps {
  database: Database;
  audit: Audit;
  maintenance: MaintenanceSwitch;
}

export interface RequestClient {
  ip?: string | null;
  userAgent?: string | null;
}

export async function getMaintenance(deps: SettingsDeps): Promise<MaintenanceSetting> {
  return readMaintenance(deps.database.db);
}

/** Switches maintenance mode on or off for every instance; audited with the state before and after. */
export async function setMaintenance(deps: SettingsDeps, actor: Actor, input: MaintenanceSettingInput, client: RequestClient = {}): Promise<MaintenanceSetting> {
  const message = input.message ? input.message : null;
  await deps.database.db.transaction(async (tx) => {
    const before = await readMaintenance(tx);
    await writeMaintenance(tx, input.enabled, message, MAINTENANCE_CHANNEL);
    await deps.audit.record({
      actor: { id: actor.id, role: actor.role, companyId: null },
      action: input.enabled ? 'maintenance.on' : 'maintenance.off',
      entityType: 'setting',
      entityId: null,
      before: { enabled: before.enabled, message: before.message },
      after: { enabled: input.enabled, message },
      ip: client.ip ?? null,
      userAgent: client.userAgent ?? null,
    }, tx);
  });
  // This instance hears its own notice too; forgetting now makes the writer's next request see the change at once.
  deps.maintenance.forget();
  return readMaintenance(deps.database.db);
}
