// The log's link to tracing: set by telemetry/tracing.ts when an exporter is configured, read by buildApp's logger, so
// the app itself never loads OpenTelemetry.
export const logTraceFields: { current?: () => Record<string, string> } = {};
