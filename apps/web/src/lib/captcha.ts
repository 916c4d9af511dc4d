// The captcha (decisions.md): a call that needs one answers 400 naming the `captcha` field; the API client then
// solves one here and repeats the call with the solution in the x-captcha-token header. Proof of work runs in a Web
// Worker; with reCAPTCHA configured, Google's invisible v2 widget (badge hidden, notice shown by CaptchaNotice).
import { CaptchaChallengeSchema, type PowChallenge } from '@redress/contract';
import { env } from '../config/env.ts';

interface Grecaptcha {
  render(el: HTMLElement, opts: Record<string, unknown>): number;
  execute(id: number): void;
}
declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    redressRecaptchaLoaded?: () => void;
  }
}

const toBase64Url = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

function solveInWorker(c: PowChallenge): Promise<string> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./captcha-worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (e: MessageEvent<string>) => {
      worker.terminate();
      resolve(e.data);
    };
    worker.onerror = (e) => {
      worker.terminate();
      reject(new Error(e.message || 'The captcha could not run'));
    };
    worker.postMessage({ salt: c.salt, difficulty: c.difficulty });
  });
}

let recaptchaScript: Promise<Grecaptcha> | undefined;
function loadRecaptcha(): Promise<Grecaptcha> {
  recaptchaScript ??= new Promise<Grecaptcha>((resolve, reject) => {
    window.redressRecaptchaLoaded = () => (window.grecaptcha ? resolve(window.grecaptcha) : reject(new Error('reCAPTCHA did not load')));
    const script = document.createElement('script');
    script.src = 'https://www.google.com/recaptcha/api.js?onload=redressRecaptchaLoaded&render=explicit';
    script.async = true;
    script.onerror = () => {
      recaptchaScript = undefined;
      reject(new Error('reCAPTCHA could not be loaded. Check your connection and try again.'));
    };
    document.head.appendChild(script);
  });
  return recaptchaScript;
}

async function recaptchaToken(siteKey: string): Promise<string> {
  const grecaptcha = await loadRecaptcha();
  const host = document.createElement('div');
  host.className = 'redress-recaptcha';
  host.style.cssText = 'position:absolute;left:-10000px;top:0;visibility:hidden';
  document.body.appendChild(host);
  try {
    return await new Promise<string>((resolve, reject) => {
      const id = grecaptcha.render(host, {
        sitekey: siteKey,
        size: 'invisible',
        badge: 'inline',
        callback: resolve,
        'error-callback': () => reject(new Error('The captcha could not be checked. Please try again.')),
        'expired-callback': () => reject(new Error('The captcha expired. Please try again.')),
      });
      grecaptcha.execute(id);
    });
  } finally {
    host.remove();
  }
}

/** Fetches a challenge and solves it: the value of the x-captcha-token header. */
export async function solveCaptcha(): Promise<string> {
  const res = await fetch(`${env.apiBase}/captcha/challenge`, { headers: { 'x-client-id': 'redress-web' }, credentials: 'same-origin' });
  if (!res.ok) throw new Error('The captcha could not be loaded. Please try again.');
  const challenge = CaptchaChallengeSchema.parse(await res.json());
  if (challenge.kind === 'recaptcha') return recaptchaToken(challenge.siteKey);
  const nonce = await solveInWorker(challenge);
  const { kind: _kind, ...rest } = challenge;
  return toBase64Url(JSON.stringify({ ...rest, nonce }));
}
