import type { HealthResponse, LivenessResponse, PublicConfig, ReadinessResponse } from '@redress/contract';
import type { PlatformList } from '@redress/contract/system';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Lifecycle } from '../../lifecycle.ts';
import { hasDemoCompanies } from '../companies/companies.repository.ts';
import type { MaintenanceSwitch } from '../settings/maintenance-switch.ts';

const startedAt = Date.now();

/** How long readiness waits for the database's answer before calling it unavailable. */
export const READINESS_DATABASE_TIMEOUT_MS = 2000;

export function checkLiveness(): LivenessResponse {
  return { status: 'ok', uptimeSeconds: Math.round((Date.now() - startedAt) / 1000) };
}

/** Ready when started, not stopping, and the database answers `SELECT 1` within the timeout. */
export async function checkReadiness(lifecycle: Lifecycle, database: Database): Promise<ReadinessResponse> {
  if (lifecycle.phase !== 'ready') return { status: lifecycle.phase };
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), READINESS_DATABASE_TIMEOUT_MS);
  });
  const answered = database.query('SELECT 1').then(() => true, () => false);
  const ok = await Promise.race([answered, timeout]).finally(() => clearTimeout(timer));
  return { status: ok ? 'ready' : 'database-unavailable' };
}

export async function checkHealth(database: Database): Promise<HealthResponse> {
  const t0 = performance.now();
  let ok = true;
  try {
    await database.query('SELECT 1');
  } catch {
    ok = false;
  }
  return {
    status: ok ? 'ok' : 'degraded',
    database: { ok, kind: database.kind, latencyMs: Math.round((performance.now() - t0) * 100) / 100 },
    version: process.env.npm_package_version ?? '0.1.0',
    uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
  };
}

export async function publicConfig(config: Config, maintenanceSwitch: MaintenanceSwitch, database: Database): Promise<PublicConfig> {
  const [{ enabled: maintenance, message: maintenanceMessage }, demoData] = await Promise.all([maintenanceSwitch.current(), hasDemoCompanies(database.db)]);
  return {
    brandName: config.brandName,
    publicUrl: config.publicUrl,
    captcha: config.captcha.siteKey ? { kind: 'recaptcha', siteKey: config.captcha.siteKey } : { kind: 'pow', siteKey: null },
    googleClientId: config.google.clientId ?? null,
    maintenance,
    maintenanceMessage,
    platformTz: config.platformTz,
    demoData,
    burstLimits: { minItems: config.burstLimits.minItems, minFromNewAccounts: config.burstLimits.minFromNewAccounts },
    accountDeletionGraceDays: config.accountDeletionGraceDays,
    retention: { ...config.retention },
    social: (['facebook', 'x', 'linkedin', 'instagram'] as const).flatMap((network) => {
      const url = config.social[network];
      return url ? [{ network, url }] : [];
    }),
  };
}

/** Two Active platforms (decisions.md); the web app sends the second one's id as its channel. */
export const WEB_CHANNEL_ID = 'web';

export function listPlatforms(): PlatformList {
  return [
    { platformId: 'api', platformName: 'Redress API', status: 'Active' },
    { platformId: WEB_CHANNEL_ID, platformName: 'Redress Web', status: 'Active' },
  ];
}
