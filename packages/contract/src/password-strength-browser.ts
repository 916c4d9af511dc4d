// The browser's preview of a password's strength (decision 83): the same estimator as the server's
// (password-strength.ts), with the most common entries of its lists (password-lists-browser.ts, ~80 KB gzipped instead of
// ~850 KB). Fewer lists can only find fewer weaknesses: what this refuses the server refuses too, but what it accepts
// the server may still refuse, so the web's meter asks the server before it calls a password acceptable.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { browserLists } from './password-lists-browser.ts';
import { estimateWith, type PasswordEstimate } from './password-strength-core.ts';

export type { PasswordEstimate } from './password-strength-core.ts';

let factory: ZxcvbnFactory | undefined;
const estimator = () =>
  (factory ??= new ZxcvbnFactory({ dictionary: browserLists.dictionary, graphs: browserLists.graphs, translations: browserLists.translations }));

/** A preview: `acceptable: false` is final (the server refuses it too); `acceptable: true` waits for the server's word. */
export function previewPassword(password: string, userInputs: string[] = []): PasswordEstimate {
  return estimateWith(estimator(), password, userInputs);
}
