import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database.ts';
import { newId } from '../../lib/ids.ts';
import { createAudit } from './index.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.cleanup();
});

describe('audit', () => {
  it('records who did what with before and after, and the company of the actor', async () => {
    const audit = createAudit(database);
    const actor = { id: newId(), role: 'organization', companyId: newId() };
    const entityId = newId();
    await audit.record({ actor, action: 'complaint.close', entityType: 'complaint', entityId, before: { status: 'in-review' }, after: { status: 'resolved' }, ip: '203.0.113.9' });
    const { rows } = await database.query<Record<string, unknown>>('SELECT * FROM audit_entries WHERE entity_id = $1', [entityId]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actor_id: actor.id, actor_role: 'organization', company_id: actor.companyId, action: 'complaint.close', before: { status: 'in-review' }, after: { status: 'resolved' }, ip: '203.0.113.9' });
  });

  it('commits and rolls back with the change it describes', async () => {
    const audit = createAudit(database);
    const entityId = newId();
    await database.db
      .transaction(async (tx) => {
        await audit.record({ actor: null, action: 'complaint.close', entityType: 'thing', entityId }, tx);
        throw new Error('rollback');
      })
      .catch(() => undefined);
    const { rows } = await database.query('SELECT 1 FROM audit_entries WHERE entity_id = $1', [entityId]);
    expect(rows).toHaveLength(0);
  });

  it('entries can be neither changed nor deleted', async () => {
    const audit = createAudit(database);
    const entityId = newId();
    await audit.record({ actor: null, action: 'company.update', entityType: 'thing', entityId });
    await expect(database.query(`UPDATE audit_entries SET action = 'x' WHERE entity_id = $1`, [entityId])).rejects.toThrow();
    await expect(database.query('DELETE FROM audit_entries WHERE entity_id = $1', [entityId])).rejects.toThrow();
    const { rows } = await database.query<{ action: string }>('SELECT action FROM audit_entries WHERE entity_id = $1', [entityId]);
    expect(rows[0]!.action).toBe('company.update');
  });
});
