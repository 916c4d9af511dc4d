// boot.ts, the script a server-rendered page runs until the app hydrates it (decision 66): it agrees with the app on
// its events, and what the visitor does before the app is there is handed on, not lost.
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as shared from './lib/hydration.ts';

/** A fresh boot.ts on a page shaped like a server-rendered one; `app` is the module it loads at the first interaction. */
async function bootOn(html: string, app: string) {
  document.body.innerHTML = `${html}<script type="module" data-app="${app}"></script>`;
  vi.resetModules();
  return import('./boot.ts');
}

/** The app loaded in these tests: any module with no effects of its own does (the test plays the app's part). */
const APP = new URL('./lib/hydration.ts', import.meta.url).pathname;
/** An app that counts how often it was loaded (globalThis.bootFixtureLoads). */
const BOOT_FIXTURE = new URL('./test/boot-app-fixture.ts', import.meta.url).pathname;

afterEach(() => {
  // boot.ts stops listening once it has handed on what it held; these tests always get it there.
  document.body.innerHTML = '';
});

describe('boot.ts', () => {
  it('listens for the same events and announces the same ones as the app', async () => {
    const boot = await bootOn('', '');
    expect(boot.HYDRATE_ON).toEqual(shared.HYDRATE_ON);
    expect(boot.HYDRATING_EVENT).toBe(shared.HYDRATING_EVENT);
    expect(boot.HYDRATED_EVENT).toBe(shared.HYDRATED_EVENT);
  });

  it('fetches the app\'s files named by the page once the page has loaded, not before', async () => {
    const inert = '<link rel="prefetch" as="script" crossorigin data-href="/assets/index-1.js"><link rel="prefetch" as="script" crossorigin data-href="/assets/page-2.js">';
    const links = () => [...document.querySelectorAll('link')].map((l) => l.getAttribute('href'));
    // A page still loading: nothing is fetched until its load event.
    Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true });
    try {
      await bootOn(inert, '');
      expect(links()).toEqual([null, null]);
      window.dispatchEvent(new Event('load'));
      // One a task, in the page's order.
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(links()).toEqual(['/assets/index-1.js', null]);
      await vi.waitFor(() => expect(links()).toEqual(['/assets/index-1.js', '/assets/page-2.js']));
      expect(document.querySelector('link[data-href]')).toBeNull();
    } finally {
      delete (document as { readyState?: string }).readyState;
    }
    // A page that has loaded already: at once.
    expect(document.readyState).toBe('complete');
    await bootOn(inert, '');
    expect(links()[0]).toBe('/assets/index-1.js');
    await vi.waitFor(() => expect(links()).toEqual(['/assets/index-1.js', '/assets/page-2.js']));
  });

  it('holds a click made before the app is there, and hands it on once the app has hydrated', async () => {
    await bootOn('<a id="next" href="/companies/explore?PageNumber=2">Next</a>', APP);
    const link = document.getElementById('next')!;
    const seen: boolean[] = [];
    link.addEventListener('click', (e) => seen.push(e.defaultPrevented));

    const first = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(first);
    // Not followed by the browser (a full reload) and not seen by the page yet.
    expect(first.defaultPrevented).toBe(true);
    expect(seen).toEqual([]);

    window.dispatchEvent(new Event(shared.HYDRATING_EVENT));
    window.dispatchEvent(new Event(shared.HYDRATED_EVENT));
    await new Promise((resolve) => setTimeout(resolve, 10));
    // Handed on: the app's own click handler (the router's link) now sees it.
    expect(seen).toEqual([false]);

    // And boot.ts is out of the way afterwards: the next click goes straight through.
    const second = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(second);
    expect(second.defaultPrevented).toBe(false);
    expect(seen).toEqual([false, false]);
  });

  it('does not load the app for the page\'s own autofocus, but does at the first key typed there', async () => {
    const loads = () => (globalThis as { bootFixtureLoads?: number }).bootFixtureLoads ?? 0;
    const before = loads();
    await bootOn('<form><input id="email" autofocus><input id="other"></form>', BOOT_FIXTURE);
    const email = document.getElementById('email')!;
    email.dispatchEvent(new FocusEvent('focus'));
    // Longer than a load takes here (the next test's focus has loaded it within this time).
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(loads()).toBe(before);

    email.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
    await vi.waitFor(() => expect(loads()).toBe(before + 1));
    window.dispatchEvent(new Event(shared.HYDRATING_EVENT));
    window.dispatchEvent(new Event(shared.HYDRATED_EVENT));
  });

  it('loads the app once the page has loaded when a part of it asks to be drawn by the app (Google\'s button)', async () => {
    const loads = () => (globalThis as { bootFixtureLoads?: number }).bootFixtureLoads ?? 0;
    const before = loads();
    await bootOn('<form><input id="email"></form><div data-hydrate-on-load></div>', BOOT_FIXTURE);
    await vi.waitFor(() => expect(loads()).toBe(before + 1));
    window.dispatchEvent(new Event(shared.HYDRATING_EVENT));
    window.dispatchEvent(new Event(shared.HYDRATED_EVENT));
  });

  it('loads the app when the visitor focuses a field themselves', async () => {
    const loads = () => (globalThis as { bootFixtureLoads?: number }).bootFixtureLoads ?? 0;
    const before = loads();
    await bootOn('<form><input id="email" autofocus><input id="other"></form>', BOOT_FIXTURE);
    document.getElementById('other')!.dispatchEvent(new FocusEvent('focus'));
    await vi.waitFor(() => expect(loads()).toBe(before + 1));
    window.dispatchEvent(new Event(shared.HYDRATING_EVENT));
    window.dispatchEvent(new Event(shared.HYDRATED_EVENT));
  });

  it('hands on a click on the icon inside a button (an SVG element) to the button', async () => {
    await bootOn('<button id="menu" type="button" aria-label="Open menu"><svg><path id="icon" d="M0 0h1"></path></svg></button>', APP);
    const opened: string[] = [];
    document.getElementById('menu')!.addEventListener('click', (e) => opened.push((e.target as Element).id));
    document.getElementById('icon')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    expect(opened).toEqual([]);
    window.dispatchEvent(new Event(shared.HYDRATING_EVENT));
    window.dispatchEvent(new Event(shared.HYDRATED_EVENT));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(opened).toEqual(['icon']);
  });

  it('leaves a click that opens a new tab to the browser', async () => {
    await bootOn('<a id="other" href="/support">Support</a>', APP);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    document.getElementById('other')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    window.dispatchEvent(new Event(shared.HYDRATING_EVENT));
    window.dispatchEvent(new Event(shared.HYDRATED_EVENT));
  });

  it('gives text typed before hydration back to its field, tells the app about it, then sends the held form', async () => {
    await bootOn('<form id="search"><input id="q" name="q" value=""><button>Search</button></form>', APP);
    const form = document.getElementById('search') as HTMLFormElement;
    const field = document.getElementById('q') as HTMLInputElement;
    const told: string[] = [];
    field.addEventListener('input', () => told.push(field.value));
    let sentWith: string | null = null;
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      sentWith = field.value;
    });

    field.focus();
    field.value = 'acme bank';
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(sentWith).toBeNull();

    window.dispatchEvent(new Event(shared.HYDRATING_EVENT));
    // Hydrating, the app renders its own state into the field: empty.
    field.value = '';
    window.dispatchEvent(new Event(shared.HYDRATED_EVENT));
    expect(field.value).toBe('acme bank');
    expect(told).toEqual(['acme bank']);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sentWith).toBe('acme bank');
  });
});
