// A client's User-Agent as stored beside a sign-in or an audit entry: a header may be kilobytes long.
export const USER_AGENT_MAX = 512;

/** The user agent cut to USER_AGENT_MAX characters, or null when the client sent none. */
export const storedUserAgent = (userAgent: string | null | undefined): string | null => userAgent?.slice(0, USER_AGENT_MAX) ?? null;
