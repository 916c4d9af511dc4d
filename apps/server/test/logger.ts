// A silent logger with Fastify's logger interface, for platform code under test.
import type { FastifyBaseLogger } from 'fastify';

const noop = () => undefined;
export const silentLogger: FastifyBaseLogger = {
  level: 'silent',
  fatal: noop,
  error: noop,
  warn: noop,
  info: noop,
  debug: noop,
  trace: noop,
  silent: noop,
  child: () => silentLogger,
} as unknown as FastifyBaseLogger;
