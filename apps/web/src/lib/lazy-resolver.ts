// A react-hook-form resolver that loads on first use: the real one (zodResolver over the contract's schema) comes from
// a chunk of its own, so zod and the contract's schemas (25 KB gzipped) are not needed before a form can show.
// `preload()` starts the load early (the sign-in form calls it when a field first takes the focus), so that the
// first check does not wait. The rules are still the contract's schema: this only changes when its code arrives
// (decision 55). If the chunk cannot load, the form says so above its fields and the next try loads it again.
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

export const RESOLVER_LOAD_FAILED = 'The form could not load. Check your connection and try again.';

export type LazyResolver<T extends FieldValues, C, R> = Resolver<T, C, R> & { preload: () => void };

export function lazyResolver<T extends FieldValues, C = unknown, R = T>(load: () => Promise<Resolver<T, C, R>>): LazyResolver<T, C, R> {
  let loading: Promise<Resolver<T, C, R>> | undefined;
  const get = () => {
    loading ??= load().catch((err: unknown) => {
      loading = undefined;
      throw err;
    });
    return loading;
  };
  const resolver: Resolver<T, C, R> = async (values, context, options) => {
    let resolve: Resolver<T, C, R>;
    try {
      resolve = await get();
    } catch {
      // The form-wide `root` error, which TypeScript cannot see on FieldErrors of a generic T.
      const errors = { root: { type: 'load', message: RESOLVER_LOAD_FAILED } } as FieldErrors<T>;
      return { values: {}, errors };
    }
    return resolve(values, context, options);
  };
  return Object.assign(resolver, { preload: () => void get().catch(() => undefined) });
}
