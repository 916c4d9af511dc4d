// npm run create-admin -- admin@example.com 'a long password'   (uses DATABASE_URL, default ./data/pg)
import { estimatePassword } from '@redress/contract/password-strength';
import { loadConfigOrExit } from '../src/config.ts';
import { createDatabase } from '../src/db/client.ts';
import { createAudit } from '../src/platform/audit/index.ts';
import { ensureFirstAdmin } from '../src/modules/users/users.service.ts';

const [email, password] = process.argv.slice(2);
if (!email || !password || password.length < 10) {
  console.error("usage: npm run create-admin -- <email> '<password of 10+ characters>'");
  process.exit(64);
}
const strength = estimatePassword(password);
if (!strength.acceptable) {
  console.error(strength.message);
  process.exit(64);
}
const config = loadConfigOrExit();
const database = await createDatabase(config.database.url);
try {
  await database.migrate();
  const r = await ensureFirstAdmin(database, createAudit(database), { email, password });
  console.log(`${r.created ? 'created' : 'updated'} super-admin ${email} (${r.id})`);
} finally {
  await database.close();
}
