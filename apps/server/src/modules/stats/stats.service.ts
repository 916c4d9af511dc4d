// The maintained counters other modules start and move in their own transactions.
import type { DbOrTx } from '../../db/client.ts';
import { insertCompanyStats } from './stats.repository.ts';

export const startCompanyStats = (tx: DbOrTx, companyId: string) => insertCompanyStats(tx, companyId);
