// Issue 42: with an OTLP endpoint set, the server (compiled, as production runs it, in a process of its own so the
// tracing patches stay out of this test worker) sends spans named by the route template to a loopback receiver.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseUrlForTests, pgliteTemplate, type TestDatabase } from '../../test/database.ts';
import { buildServer, onCleanup, stopProcesses } from '../../test/processes.ts';
import { createDatabase } from '../db/client.ts';

interface Span { name: string; traceId: string; attributes: { key: string; value: { stringValue?: string } }[] }
interface Export { resourceSpans: { resource: { attributes: Span['attributes'] }; scopeSpans: { scope: { name: string }; spans: Span[] }[] }[] }

const serverDir = fileURLToPath(new URL('../..', import.meta.url));
const exports: Export[] = [];
let receiver: Server;
let child: ChildProcess | undefined;
let database: TestDatabase | undefined;
/** A whole server starting in a process of its own: seconds when the machine is idle, far longer when it is busy. */
const START_MS = 150_000;
let base: string;
const logLines: string[] = [];

/** A file:// URL of an on-disk PGlite holding the migrated template, removed when the file ends. */
async function migratedPglite(): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'redress-tracing-'));
  onCleanup(() => rmSync(dir, { recursive: true, force: true }));
  const url = `file://${path.join(dir, 'pg')}`;
  const prepared = await createDatabase(url, { loadDataDir: await pgliteTemplate() });
  await prepared.close();
  return url;
}

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => { body += c; });
    req.on('end', () => {
      if (req.url === '/v1/traces') exports.push(JSON.parse(body) as Export);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const { port } = receiver.address() as AddressInfo;
  // Its own database: a new one on the PostgreSQL server, or an on-disk PGlite made from the migrated template (the
  // server checks the migrations at start either way; from scratch they took most of this file's time).
  database = databaseUrlForTests().startsWith('postgres') ? await createTestDatabase() : undefined;
  const databaseUrl = database?.url ?? await migratedPglite();
  child = spawn(process.execPath, ['--enable-source-maps', buildServer('tracing')], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH, NODE_ENV: 'development', LOG_LEVEL: 'info', PORT: '0', HOST: '127.0.0.1', DATABASE_URL: databaseUrl,
      SEED_DEMO: 'false', JOBS_ENABLED: 'false', UPLOADS_DIR: `${serverDir}/../../data/test-uploads-tracing`,
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}`, OTEL_BSP_SCHEDULE_DELAY: '100',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  base = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${logLines.join('\n')}`)), START_MS);
    const read = (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
        logLines.push(line);
        const m = /listening on (http:\/\/[^ ]+)/.exec(line);
        if (m) {
          clearTimeout(timer);
          resolve(m[1]!);
        }
      }
    };
    child!.stdout!.on('data', read);
    child!.stderr!.on('data', read);
    child!.once('exit', (code) => reject(new Error(`the server exited (${code}):\n${logLines.join('\n')}`)));
  });
}, START_MS + 30_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  await new Promise((resolve) => receiver?.close(resolve));
  await database?.cleanup();
  await stopProcesses();
});

const spans = () => exports.flatMap((e) => e.resourceSpans.flatMap((r) => r.scopeSpans.flatMap((s) => s.spans.map((span) => ({ ...span, scope: s.scope.name, resource: r.resource })))));
const attr = (span: Span, key: string) => span.attributes.find((a) => a.key === key)?.value.stringValue;

describe('traces', () => {
  it('each request is a trace named by its route template, from service "redress", with its queries', async () => {
    const id = '7d0f3c9e-1a2b-4c3d-8e4f-5a6b7c8d9e0f';
    const r = await fetch(`${base}/api/complaint/${id}`);
    expect(r.status).toBe(404);
    await expect.poll(() => spans().filter((s) => attr(s, 'http.route') === '/api/complaint/:id').length, { timeout: 10_000 }).toBeGreaterThan(0);
    const routed = spans().filter((s) => attr(s, 'http.route') === '/api/complaint/:id');
    const traceId = routed[0]!.traceId;
    const trace = spans().filter((s) => s.traceId === traceId);
    // The server span of node:http and the route's span of Fastify, in one trace.
    expect(trace.map((s) => s.scope)).toEqual(expect.arrayContaining(['@opentelemetry/instrumentation-http', '@fastify/otel']));
    expect(attr({ attributes: routed[0]!.resource.attributes } as Span, 'service.name')).toBe('redress');
    // The raw URL (its id) is an attribute of the HTTP span only, never a span's name.
    for (const s of trace) expect(s.name).not.toContain(id);
    if (database) expect(trace.some((s) => s.scope === '@opentelemetry/instrumentation-pg')).toBe(true);
    // Log lines carry the trace: the request's own lines (development logs each request) name its trace id.
    expect(logLines.some((l) => l.includes(`"trace_id":"${traceId}"`))).toBe(true);
  });
});
