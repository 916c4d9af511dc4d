// @redress/client: the Redress API's calls, typed from its OpenAPI document (schema.ts, generated from the server by
// `npm run generate`), made with openapi-fetch. See README.md; decision 190 says why it is built this way.
import createClient from 'openapi-fetch';
import type { Client, ClientOptions } from 'openapi-fetch';
// '.js': the published declarations keep this path, and there it names dist/schema.d.ts.
import type { paths } from './schema.js';

export type { components, operations, paths } from './schema.js';

/** A business API key from the portal's API credentials page: it acts for its company alone. */
export interface ApiKeyCredentials { baseUrl: string; clientId: string; apiKey: string }
/** A signed-in person's access token (`Authorization: Bearer …`). */
export interface TokenCredentials { baseUrl: string; token: string }
/** The credentials, plus any of openapi-fetch's own options (a custom fetch, extra headers, …). */
export type RedressClientOptions = (ApiKeyCredentials | TokenCredentials) & Omit<ClientOptions, 'baseUrl'>;
/** openapi-fetch's client over every path of the API: `GET`, `POST`, `PUT`, `DELETE`, … each typed by the path. */
export type RedressClient = Client<paths>;

/** What every error answers (4xx and 5xx): `details` names each field and its problem on a 400. */
export interface RedressErrorBody { statusCode: number; error: string; message: string; details?: unknown }

/**
 * A client for the Redress server at `baseUrl` (the site's address, without `/api`), sending a business API key
 * (`x-client-id` + `x-api-key`) or a person's access token on every call.
 */
export function createRedressClient(options: RedressClientOptions): RedressClient {
  const { baseUrl, headers, ...rest } = options;
  if (typeof baseUrl !== 'string' || !/^https?:\/\//.test(baseUrl)) throw new TypeError('baseUrl: the Redress site\'s address, starting with http:// or https://');
  let credentials: Record<string, string>;
  let fetchOptions: Omit<ClientOptions, 'baseUrl' | 'headers'>;
  if ('token' in rest) {
    const { token, ...others } = rest;
    if (!token) throw new TypeError('token: an access token is required');
    credentials = { authorization: `Bearer ${token}` };
    fetchOptions = others;
  } else {
    const { clientId, apiKey, ...others } = rest;
    if (!clientId) throw new TypeError('clientId: the key\'s client id (rdc_…) is required');
    if (!apiKey) throw new TypeError('apiKey: the key itself (rdk_…) is required');
    credentials = { 'x-client-id': clientId, 'x-api-key': apiKey };
    fetchOptions = others;
  }
  return createClient<paths>({ ...fetchOptions, baseUrl: baseUrl.replace(/\/+$/, ''), headers: { ...asRecord(headers), ...credentials } });
}

function asRecord(headers: ClientOptions['headers']): Record<string, string> {
  if (!headers) return {};
  if (headers instanceof Headers || Array.isArray(headers)) return Object.fromEntries(new Headers(headers));
  return Object.fromEntries(Object.entries(headers).filter(([, v]) => v !== null && v !== undefined).map(([k, v]) => [k, String(v)]));
}

/** An error answer as an exception: its status and the body the API sent (`message` says what was wrong). */
export class RedressApiError extends Error {
  readonly status: number;
  readonly body: RedressErrorBody;

  constructor(status: number, body: unknown) {
    const parsed = isErrorBody(body) ? body : { statusCode: status, error: `HTTP ${status}`, message: typeof body === 'string' && body ? body : `HTTP ${status}` };
    super(`${status} ${parsed.error}: ${parsed.message}`);
    this.name = 'RedressApiError';
    this.status = status;
    this.body = parsed;
  }
}

function isErrorBody(body: unknown): body is RedressErrorBody {
  return typeof body === 'object' && body !== null && typeof (body as RedressErrorBody).message === 'string' && typeof (body as RedressErrorBody).error === 'string';
}

/** What every openapi-fetch call answers: the data, or the error body, and the response. */
interface CallResult<T> { data?: T; error?: unknown; response: Response }

/** A call's data, or a RedressApiError when it answered an error: for code that would rather throw than check. */
export async function unwrap<T>(call: Promise<CallResult<T>> | CallResult<T>): Promise<T> {
  const { data, error, response } = await call;
  if (!response.ok || error !== undefined) throw new RedressApiError(response.status, error);
  return data as T;
}

/** One page of a list: the API's `{ data, meta }`. */
interface Page<T> { data: T[]; meta: { nextPage: number | null } }

/**
 * Every item of a paged list, page after page, fetching the next only when the previous is used up:
 * `for await (const c of eachItem((page) => client.GET('/api/complaint', { params: { query: { page } } })))`.
 * An error answer throws a RedressApiError.
 */
export async function* eachItem<T>(fetchPage: (page: number) => Promise<CallResult<Page<T>>>): AsyncGenerator<T, void, undefined> {
  let page: number | null = 1;
  while (page !== null) {
    const { data, meta }: Page<T> = await unwrap(fetchPage(page));
    yield* data;
    // Never the same page twice, whatever the server says.
    page = meta.nextPage !== null && meta.nextPage > page ? meta.nextPage : null;
  }
}
