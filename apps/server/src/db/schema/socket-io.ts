// Table of @socket.io/postgres-adapter (large packets between instances), exactly as the adapter expects.
import { bigserial, customType, pgTable } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

export const socketIoAttachments = pgTable('socket_io_attachments', {
  id: bigserial({ mode: 'number' }).unique(),
  createdAt: timestamptz().defaultNow(),
  payload: bytea(),
});
