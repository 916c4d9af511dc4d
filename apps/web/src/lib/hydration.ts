// What a server-rendered page and the browser's code agree on (decision 66). boot.ts keeps copies (it imports nothing,
// so that it stays one small file); a unit test holds them equal.

/** The id of the `<script type="application/json">` element holding the data the server rendered the page from. */
export const SSR_STATE_ID = 'ssr-state';

/** The events that load the app into a server-rendered page: the visitor's first interaction with it. */
export const HYDRATE_ON = ['pointerdown', 'pointerover', 'touchstart', 'keydown', 'focus', 'click', 'submit', 'input', 'wheel', 'scroll'] as const;

/** Dispatched on window just before the app hydrates the page. */
export const HYDRATING_EVENT = 'redress:hydrating';

/** Dispatched on window once the app has hydrated the page and run its first effects. */
export const HYDRATED_EVENT = 'redress:hydrated';
