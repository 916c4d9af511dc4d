// The one error type. The error handler maps `code` to the HTTP status and the spec's error shape.
export const errorStatus = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  MAINTENANCE: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details?: unknown;
  readonly headers?: Record<string, string>;

  constructor(code: ErrorCode, message: string, details?: unknown, headers?: Record<string, string>) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
    this.headers = headers;
  }

  get statusCode(): number {
    return errorStatus[this.code];
  }

  static badRequest(message: string, details?: unknown) {
    return new AppError('BAD_REQUEST', message, details);
  }
  static unauthorized(message = 'You need to sign in to do this') {
    return new AppError('UNAUTHORIZED', message);
  }
  static forbidden(message = 'You are not allowed to do this') {
    return new AppError('FORBIDDEN', message);
  }
  static notFound(what: string) {
    return new AppError('NOT_FOUND', `${what} not found`);
  }
  static conflict(message: string, details?: unknown) {
    return new AppError('CONFLICT', message, details);
  }
  /** A service the request needs (database, file store) is unreachable for now: 503 with Retry-After (decision 199). */
  static unavailable(message: string, retryAfterSeconds: number) {
    return new AppError('MAINTENANCE', message, undefined, { 'retry-after': String(retryAfterSeconds) });
  }
}
