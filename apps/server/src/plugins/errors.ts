// One error handler: AppError codes, validation issues and Fastify's own errors become the spec's error shape.
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
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

export function errorBody(statusCode: number, message: string, details?: unknown): ErrorResponse {
  const body: ErrorResponse = { statusCode, error: reasonPhrases[statusCode] ?? STATUS_CODES[statusCode] ?? 'Error', message };
  if (details !== undefined) body.details = details;
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

/** A server fault (5xx) for the error-reporting service, the URL without secrets in its query. */
function reportFault(reports: ErrorReports | undefined, error: unknown, request: FastifyRequest, status: number, message: string) {
  reports?.report({ message, error, status, request: { method: request.method, url: redactQuery(request.url) }, tags: { source: 'server', route: request.routeOptions.url ?? 'unknown' } });
}

function handleError(reports: ErrorReports | undefined, error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    if (error.statusCode >= 500) reportFault(reports, error, request, error.statusCode, error.message);
    if (error.headers) reply.headers(error.headers);
    return reply.status(error.statusCode).send(errorBody(error.statusCode, error.message, error.details));
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const details = fieldErrors(error);
    const first = details[0];
    const message = first ? `${first.field}: ${first.message}` : 'The request is invalid';
    return reply.status(400).send(errorBody(400, message, details));
  }
  if (isResponseSerializationError(error as never)) {
    request.log.error({ err: error, issues: (error as { cause?: { issues?: unknown } }).cause?.issues }, 'response does not match its schema');
    reportFault(reports, error, request, 500, 'response does not match its schema');
    return reply.status(500).send(errorBody(500, 'Something went wrong on our side'));
  }
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'unhandled error');
    reportFault(reports, error, request, status, `unhandled error: ${error.message}`);
    return reply.status(status).send(errorBody(status, 'Something went wrong on our side'));
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
  return reply.status(status).send(errorBody(status, message));
}

/**
 * Fastify's `frameworkErrors`: what its router refuses before any route or hook runs (a path that is not valid
 * percent-encoding, a path parameter over `maxParamLength`), in the same shape as every other error.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_BAD_URL') {
    const message = 'is not a valid URL path (malformed percent-encoding)';
    return reply.status(400).send(errorBody(400, `path: ${message}`, [{ field: 'path', message }]));
  }
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    const message = `a path segment is longer than ${MAX_PARAM_LENGTH} characters`;
    return reply.status(414).send(errorBody(414, `path: ${message}`, [{ field: 'path', message }]));
  }
  return reply.status(500).send(errorBody(500, 'Something went wrong on our side'));
}

/** Fastify's default: longer path parameters are refused (414) before routing. */
export const MAX_PARAM_LENGTH = 100;

export default fp(async function errorsPlugin(app: FastifyInstance, opts: { reports?: ErrorReports }) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => handleError(opts.reports, error, request, reply));
}, { name: 'errors' });
