// The one script a server-rendered page runs before its visitor interacts with it (decision 66). The page is already
// there, readable, its links working; the app (`data-app`, fetched once the page has loaded) is run and hydrates the
// page at the first interaction: a pointer or a key, the focus, a scroll. What arrives before it is ready is not lost:
// clicks and form submissions are held and handed on once it has hydrated, and text typed into a field is read by the
// app then.
// No imports: this file is all a reader of the page runs until then (lib/hydration.ts has the same constants).

export const HYDRATE_ON = ['pointerdown', 'pointerover', 'touchstart', 'keydown', 'focus', 'click', 'submit', 'input', 'wheel', 'scroll'] as const;
export const HYDRATING_EVENT = 'redress:hydrating';
export const HYDRATED_EVENT = 'redress:hydrated';

const app = document.querySelector<HTMLScriptElement>('script[data-app]')?.dataset.app;
/** What was held, and for a click where it was made (an icon inside a button is an SVG element, which has no click()). */
const held: { target: Element; kind: 'click' | 'submit'; init?: MouseEventInit }[] = [];
/** Text typed into fields before the app took the page over. */
let typed: [HTMLInputElement | HTMLTextAreaElement, string][] = [];
let loading = false;
let failed = false;

/** A plain left click (not one that opens a new tab or window, which the browser does itself). */
const isPlainClick = (e: Event) => e instanceof MouseEvent && e.button === 0 && !e.ctrlKey && !e.metaKey && !e.shiftKey && !e.altKey;

function load() {
  if (loading || !app) return;
  loading = true;
  // The app is wanted now: every file it names is linked at once, before its own imports look for them (a file the
  // one-a-task prefetch below had not reached yet was linked a second time by the app's preloading).
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[data-href]')) {
    link.href = link.dataset.href!;
    link.removeAttribute('data-href');
  }
  import(/* @vite-ignore */ app).catch(() => {
    // The app could not load (offline, a new release): the page goes on as a plain web page.
    failed = true;
    release();
  });
}

function onEvent(e: Event) {
  // A field the page focuses itself (`autofocus`, the sign-in form's e-mail) is not the visitor's doing: the app waits
  // for their first key or touch, and the page's first seconds stay free for it to paint (Lighthouse counted 1.5 s
  // of blocking time on /login when that focus loaded the app).
  if (e.type === 'focus' && e.target instanceof Element && e.target.hasAttribute('autofocus')) return;
  load();
  if (failed) return;
  const target = e.target instanceof Element ? e.target : null;
  if (!target) return;
  if ((e.type === 'click' && isPlainClick(e)) || e.type === 'submit') {
    e.preventDefault();
    e.stopImmediatePropagation();
    if (e.type === 'submit') held.push({ target, kind: 'submit' });
    else {
      const { clientX, clientY, screenX, screenY, detail } = e as MouseEvent;
      held.push({ target, kind: 'click', init: { bubbles: true, cancelable: true, composed: true, view: window, button: 0, clientX, clientY, screenX, screenY, detail } });
    }
  }
}

/** Just before the app hydrates the page: what was typed into its fields (the app's first renders put its own values back). */
function noteTyped() {
  typed = [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')]
    .filter((field) => field.value !== field.defaultValue)
    .map((field) => [field, field.value]);
}

/** Stops listening, and hands what was held to the app (or, when it failed to load, to the browser). */
function release() {
  for (const type of HYDRATE_ON) window.removeEventListener(type, onEvent, true);
  if (!failed) {
    // First the focus, which came before the app could see it; then the typed text, told to its fields as if typed
    // now. React hears onFocus as the bubbling focusin, other listeners as focus; and a field must be focused for the
    // app before its text arrives: MUI's Autocomplete clears what an unfocused field is given (the compare picker
    // dropped every keystroke typed while the app was loading).
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && focused !== document.body) {
      focused.dispatchEvent(new FocusEvent('focus'));
      focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    }
    // React notes every `value` written through the element (its own setter on it) and calls onChange only for an input
    // event whose value differs from the last it noted. It may already have handed the typed text to onChange as it
    // hydrated, and a component's first effects may then have put its own value back: so the field is emptied through
    // React's setter and given the text with the browser's, which React does not see, and the input event is a change.
    for (const [field, value] of typed) {
      // Typing may have gone on while the app hydrated: keep what was added to the noted text.
      const text = field.value.startsWith(value) ? field.value : value;
      field.value = '';
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, text);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
  // After the app has rendered what it just read, so that a held submission sends the typed text.
  setTimeout(() => {
    for (const { target, kind, init } of held.splice(0)) {
      if (kind === 'submit') {
        const form = target as HTMLFormElement;
        if (failed) form.submit();
        else form.requestSubmit();
      } else if (failed) {
        const link = target.closest('a[href]') as HTMLAnchorElement | null;
        if (link) location.assign(link.href);
      } else {
        // Dispatched on what was clicked, so that the app sees the same target; a link it does not handle follows.
        target.dispatchEvent(new MouseEvent('click', init));
      }
    }
  }, 0);
}

/**
 * The app's code, which the page names in inert links (`link[data-href]`), fetched into the cache once the page has
 * loaded: its download never competes with the page's own, and nothing is compiled until the app is wanted. One link
 * a task: starting 26 fetches at once was a 28 ms task (110 ms on Lighthouse's slowed phone).
 */
function prefetchApp() {
  const link = document.querySelector<HTMLLinkElement>('link[data-href]');
  if (!link) return;
  link.href = link.dataset.href!;
  link.removeAttribute('data-href');
  setTimeout(prefetchApp, 0);
}

if (document.readyState === 'complete') prefetchApp();
else window.addEventListener('load', () => setTimeout(prefetchApp, 0), { once: true });

/**
 * A page with a part only the app can draw (Google's sign-in button: its script and frame) marks it
 * `data-hydrate-on-load`: such a page is taken over once it has loaded, without waiting for the visitor.
 */
function loadIfAsked() {
  if (document.querySelector('[data-hydrate-on-load]')) setTimeout(load, 0);
}

if (app) {
  if (document.readyState === 'complete') loadIfAsked();
  else window.addEventListener('load', loadIfAsked, { once: true });
  for (const type of HYDRATE_ON) window.addEventListener(type, onEvent, { capture: true });
  window.addEventListener(HYDRATING_EVENT, noteTyped, { once: true });
  window.addEventListener(HYDRATED_EVENT, release, { once: true });
}
