// One error handler: AppError codes, validation issues and Fastify's own errors become the spec's error shape.
import { randomUUID } from 'node:crypto';
import { maxHeaderSize, STATUS_CODES, type IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import proxyAddr from '@fastify/proxy-addr';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorResponse, FieldError } from '@redress/contract';
import { AppError } from '../lib/app-error.ts';
import { redactQuery } from '../lib/redact.ts';
import type { ErrorReports } from '../platform/error-reports/index.ts';

const reasonPhrases: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  408: 'Request Timeout',
  409: 'Conflict',
  411: 'Length Required',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
  505: 'HTTP Version Not Supported',
};

export const REQUEST_ID_HEADER = 'x-request-id';

/** The error shape; `requestId` (the answer's x-request-id) is left out only of the OpenAPI document's examples. */
export function errorBody(statusCode: number, message: string, details?: unknown, requestId?: string): ErrorResponse {
  const body: ErrorResponse = { statusCode, error: reasonPhrases[statusCode] ?? STATUS_CODES[statusCode] ?? 'Error', message };
  if (details !== undefined) body.details = details;
  if (requestId !== undefined) body.requestId = requestId;
  return body;
}

const contextNames: Record<string, string> = { body: 'body', querystring: 'query', params: 'path', headers: 'header' };

function fieldErrors(error: FastifyError): FieldError[] {
  const where = contextNames[error.validationContext ?? 'body'] ?? 'body';
  return (error.validation ?? []).map((v) => {
    const path = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
    return { field: path || where, message: v.message ?? 'is invalid' };
  });
}

const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
// node-postgres's own words when a connection dies or none can be had in time.
const UNREACHABLE_MESSAGES = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable)/;

/**
 * True when the database (or another service) could not be reached, as during a restart: PostgreSQL's admin or crash
 * shutdown and "starting up" (57P01-57P03), its connection-exception class (08...), a refused or reset socket, or a
 * dropped connection. Drizzle wraps the driver's error: the cause chain is walked.
 */
export function isUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || /^57P0[123]$/.test(code) || /^08\d{3}$/.test(code) || code === '08P01')) return true;
    if (typeof message === 'string' && UNREACHABLE_MESSAGES.test(message)) return true;
  }
  return false;
}

/** How long a client should wait before trying again after a 503 for an unreachable database (decision 199). */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** A server fault (5xx) for the error-reporting service, the URL without secrets in its query. */
function reportFault(reports: ErrorReports | undefined, error: unknown, request: FastifyRequest, status: number, message: string) {
  reports?.report({ message, error, status, request: { method: request.method, url: redactQuery(request.url) }, tags: { source: 'server', route: request.routeOptions.url ?? 'unknown' } });
}

function handleError(reports: ErrorReports | undefined, error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    if (error.statusCode >= 500) reportFault(reports, error, request, error.statusCode, error.message);
    if (error.headers) reply.headers(error.headers);
    return reply.status(error.statusCode).send(errorBody(error.statusCode, error.message, error.details, request.id));
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const details = fieldErrors(error);
    const first = details[0];
    const message = first ? `${first.field}: ${first.message}` : 'The request is invalid';
    return reply.status(400).send(errorBody(400, message, details, request.id));
  }
  if (isResponseSerializationError(error as never)) {
    request.log.error({ err: error, issues: (error as { cause?: { issues?: unknown } }).cause?.issues }, 'response does not match its schema');
    reportFault(reports, error, request, 500, 'response does not match its schema');
    return reply.status(500).send(errorBody(500, 'Something went wrong on our side', undefined, request.id));
  }
  if (isUnavailable(error)) {
    // A restart of the database: the client may try again in a moment; not a bug to report.
    request.log.warn({ err: error }, 'service unreachable');
    reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    return reply.status(503).send(errorBody(503, 'The service is briefly unavailable; try again in a few seconds'));
  }
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'unhandled error');
    reportFault(reports, error, request, status, `unhandled error: ${error.message}`);
    return reply.status(status).send(errorBody(status, 'Something went wrong on our side', undefined, request.id));
  }
  // Fastify's own 4xx: malformed JSON, body too large, unsupported content type, rate limit...
  let message = error.message;
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || error instanceof SyntaxError) {
    message = 'body: is not valid JSON';
  } else if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    message = 'body: is too large';
  } else if (error.code === 'FST_ERR_CTP_INVALID_CONTENT_LENGTH') {
    message = 'body: its size does not match the Content-Length header';
  } else if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    message = `content-type: ${request.headers['content-type'] ?? 'none'} is not supported here`;
  }
  return reply.status(status).send(errorBody(status, message, undefined, request.id));
}

/**
 * Fastify's `frameworkErrors`: what its router refuses before any route or hook runs (a path that is not valid
 * percent-encoding, a path parameter over `maxParamLength`), in the same shape and with the same headers as every
 * other API error (no hook has set them).
 */
export function createFrameworkErrors(headers: [string, string][]) {
  return function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
    for (const [name, value] of headers) reply.header(name, value);
    reply.header(REQUEST_ID_HEADER, request.id);
    if (error.code === 'FST_ERR_BAD_URL') {
      const message = 'is not a valid URL path (malformed percent-encoding)';
      return reply.status(400).send(errorBody(400, `path: ${message}`, [{ field: 'path', message }], request.id));
    }
    if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
      const message = `a path segment is longer than ${MAX_PARAM_LENGTH} characters`;
      return reply.status(414).send(errorBody(414, `path: ${message}`, [{ field: 'path', message }], request.id));
    }
    return reply.status(500).send(errorBody(500, 'Something went wrong on our side', undefined, request.id));
  };
}

/** What Node's HTTP parser refused, before Fastify made a request of it: its status and the error body. */
type ConnectionError = Error & { code?: string; rawPacket?: unknown };

function clientErrorAnswer(err: ConnectionError, requestId: string): [number, ErrorResponse] {
  if (err.code === 'HPE_HEADER_OVERFLOW') {
    // The URL counts against the same limit as the headers: when the request line alone is most of it, it is the URL.
    const packet = Buffer.isBuffer(err.rawPacket) ? err.rawPacket : undefined;
    const lineEnd = packet ? packet.indexOf('\r\n') : -1;
    const startsRequest = packet !== undefined && /^[A-Z]+ \//.test(packet.subarray(0, 16).toString('latin1'));
    if (startsRequest && (lineEnd === -1 || lineEnd > maxHeaderSize / 2)) {
      const message = `the URL is longer than the server reads (${maxHeaderSize / 1024} KB with the headers)`;
      return [414, errorBody(414, `url: ${message}`, [{ field: 'url', message }], requestId)];
    }
    const message = `are larger than the server reads (${maxHeaderSize / 1024} KB with the URL)`;
    return [431, errorBody(431, `headers: ${message}`, [{ field: 'headers', message }], requestId)];
  }
  if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, errorBody(408, 'The request took too long to arrive', undefined, requestId)];
  return [400, errorBody(400, 'The request is not valid HTTP', undefined, requestId)];
}

/**
 * Fastify's `clientErrorHandler`: Node's parser refuses a URL or headers over its limit, a malformed request or one that
 * arrives too slowly before any route or hook runs. The answer is an API error like any other: its shape, UTF-8 JSON,
 * the API's security headers; then the connection closes (what follows on it cannot be read).
 */
export function createClientErrorHandler(headers: [string, string][]) {
  return function clientErrorHandler(err: ConnectionError, socket: Socket) {
    // A connection reset or already closed: there is no one to answer.
    if (err.code === 'ECONNRESET' || socket.destroyed) return;
    if (socket.writable) {
      // No request was made of it, so no id either: this answer's own, in its header and body like any other.
      const requestId = randomUUID();
      const [status, body] = clientErrorAnswer(err, requestId);
      const text = JSON.stringify(body);
      const lines = [
        `HTTP/1.1 ${status} ${body.error}`,
        'content-type: application/json; charset=utf-8',
        `content-length: ${Buffer.byteLength(text)}`,
        ...headers.map(([name, value]) => `${name}: ${value}`),
        `${REQUEST_ID_HEADER}: ${requestId}`,
        'connection: close',
      ];
      socket.write(`${lines.join('\r\n')}\r\n\r\n${text}`);
    }
    socket.destroy(err);
  };
}

/** Fastify's default: longer path parameters are refused (414) before routing. */
export const MAX_PARAM_LENGTH = 100;

/** What an incoming x-request-id must look like to be kept: a UUID or a proxy's token, never free text for the log. */
const WELL_FORMED_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{7,127}$/;

/**
 * Fastify's `genReqId` (decision 194): the id every log line of a request carries and every answer names in
 * x-request-id. A random UUID, unique across instances; or the incoming x-request-id when it is well-formed and was set
 * by a trusted proxy (TRUST_PROXY), so one id follows a request from the load balancer to the log.
 */
export function createRequestIds(trustProxy: boolean | string) {
  const trusted = trustProxy === true ? () => true : trustProxy === false ? () => false
    : proxyAddr.compile(trustProxy.split(',').map((s) => s.trim()));
  return function genReqId(raw: IncomingMessage): string {
    const incoming = raw.headers[REQUEST_ID_HEADER];
    const peer = raw.socket?.remoteAddress;
    if (typeof incoming === 'string' && WELL_FORMED_ID.test(incoming) && peer && trusted(peer, 0)) return incoming;
    return randomUUID();
  };
}

export default fp(async function errorsPlugin(app: FastifyInstance, opts: { reports?: ErrorReports }) {
  // Every answer names its request, errors included: set first thing, so whatever answers later keeps it.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => handleError(opts.reports, error, request, reply));
}, { name: 'errors' });
