// OpenTelemetry traces (issue 42, decision 194), started by server.ts before the app's modules load, and only when an
// OTLP endpoint is configured: the SDK and its instrumentations are imported here, dynamically, so an instance without
// tracing starts and runs exactly as before. Spans: each HTTP request (node:http), each route and hook (@fastify/otel,
// named by the route template), each query (pg); exported over OTLP/HTTP as service "redress".
import { createRequire } from 'node:module';
import { logTraceFields } from '../lib/trace-context.ts';

export const SERVICE_NAME = 'redress';

export async function startTracing(settings: { tracesUrl: string }): Promise<() => Promise<void>> {
  const [{ NodeSDK }, { OTLPTraceExporter }, { HttpInstrumentation }, { PgInstrumentation }, { FastifyOtelInstrumentation }, { trace }] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-pg'),
    import('@fastify/otel'),
    import('@opentelemetry/api'),
  ]);
  const sdk = new NodeSDK({
    serviceName: SERVICE_NAME,
    traceExporter: new OTLPTraceExporter({ url: settings.tracesUrl }),
    instrumentations: [
      new HttpInstrumentation(),
      // Hooks into every Fastify instance as it is created (a diagnostics channel): no plugin to register in buildApp.
      new FastifyOtelInstrumentation({ registerOnInitialization: true }),
      new PgInstrumentation(),
    ],
  });
  sdk.start();
  // The instrumentations patch CommonJS modules as they are required. The app imports pg from ESM, which shares the
  // CommonJS instance but does not pass the require hook: requiring it once here patches the very exports it gets.
  const require = createRequire(import.meta.url);
  require('pg');
  logTraceFields.current = (): Record<string, string> => {
    const context = trace.getActiveSpan()?.spanContext();
    return context ? { trace_id: context.traceId, span_id: context.spanId } : {};
  };
  return async () => {
    logTraceFields.current = undefined;
    await sdk.shutdown();
  };
}
