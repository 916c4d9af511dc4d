// Plain constants with no zod import, so the web app's first load does not carry the schema library.
export const REFRESH_COOKIE = 'redress_rt';
/** Non-secret marker cookie readable by the web app (the spec's cookie guard): a session may exist. */
export const SESSION_HINT_COOKIE = 'redress_session';
/** The request header that carries a solved captcha token (a proof-of-work token or a reCAPTCHA response). */
export const CAPTCHA_HEADER = 'x-captcha-token';
/** The company search waits this long after the last keystroke before it asks (spec section 9). */
export const SEARCH_DEBOUNCE_MS = 1500;
/** Company lists (explore) show this many cards a page (spec section 9). */
export const COMPANY_PAGE_SIZE = 16;
