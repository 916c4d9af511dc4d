// `npm run generate -w @redress/client`: boots the server in-process on an in-memory PGlite, asks it for its OpenAPI
// document and writes openapi.json and src/schema.ts (the types). Run it after changing a route's schema and commit
// both files; the drift test fails until then.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { createDatabase } from '../../../apps/server/src/db/client.ts';
import { files, generate } from './document.ts';

const database = await createDatabase('memory://');
try {
  await database.migrate();
  const { document, schema } = await generate(database);
  writeFileSync(files.document, document);
  writeFileSync(files.schema, schema);
  for (const file of Object.values(files)) console.log(`wrote ${path.relative(process.cwd(), file)}`);
} finally {
  await database.close();
}
