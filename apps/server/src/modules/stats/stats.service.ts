// The maintained counters other modules start and move in their own transactions.
import type { DbOrTx } from '../../db/client.ts';
import { adjustPlatformCompanies, insertCompanyStats, readPlatformCompaniesTotal } from './stats.repository.ts';

export const startCompanyStats = (tx: DbOrTx, companyId: string) => insertCompanyStats(tx, companyId);

/** Platform company counters: +1 on create, -1 on delete; verified moves with companyVerified. */
export const movePlatformCompanyCounters = (tx: DbOrTx, delta: { total?: number; verified?: number }) => adjustPlatformCompanies(tx, delta);

/** Live companies on the platform, from the maintained counter (never a count over the table). */
export const countLiveCompanies = (db: DbOrTx) => readPlatformCompaniesTotal(db);
