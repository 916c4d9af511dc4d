// Secrets never reach the log or the error reports: query values that are passwords, codes or tokens.
const SECRET_QUERY = /([?&](?:password|otp|token|code)=)[^&]*/gi;

/** The URL with the values of secret query parameters replaced by [redacted]. */
export const redactQuery = (url: string) => url.replace(SECRET_QUERY, '$1[redacted]');
