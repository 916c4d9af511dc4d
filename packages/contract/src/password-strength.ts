// How strong a new password is: zxcvbn-ts (a well-kept estimator modelled on password crackers) with its common-password
// and English dictionaries (OWASP ASVS 2.1.7). Its own entry point, never re-exported by index.ts: the dictionaries
// are ~1 MB, so only the server imports this file (decision 75); the browser previews with the most common entries
// (password-strength-browser.ts) and asks the server for the final word (decision 83).
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import { estimateWith, type PasswordEstimate } from './password-strength-core.ts';

export { MIN_PASSWORD_SCORE, type PasswordEstimate } from './password-strength-core.ts';

let factory: ZxcvbnFactory | undefined;
const estimator = () =>
  (factory ??= new ZxcvbnFactory({ dictionary: { ...common.dictionary, ...en.dictionary }, graphs: common.adjacencyGraphs, translations: en.translations }));

/** The password's strength; `userInputs` are words the person's own details make easy to guess (name, e-mail). */
export function estimatePassword(password: string, userInputs: string[] = []): PasswordEstimate {
  return estimateWith(estimator(), password, userInputs);
}
