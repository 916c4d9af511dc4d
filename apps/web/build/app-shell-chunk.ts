// Build step (decision 84): the app shell's layouts (top bar, drawer, footer) are a lazily loaded chunk, so that the
// pages without them (sign-in, sign-up: a card under the logo) do not load them. Left to the bundler, every small module
// the shell shares with a page (a format helper, an icon, MUI's Avatar) becomes a file of its own, which gzip compresses
// apart: 7 KB more on every page the shell frames. This step puts into the shell's chunk every module the shell imports
// statically that no page without the shell can reach: each page the shell frames loads that chunk anyway, and no page
// without it ever does.
import type { Plugin } from 'vite';

/** The part of the module graph this step reads. */
export interface GraphLike {
  ids: Iterable<string>;
  info: (id: string) => { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[]; isEntry: boolean } | null;
}

/**
 * The modules for the shell's chunk: the static closure of `shell`, less what the entries load statically and less
 * everything (static or lazy) that one of `without` (the pages without the shell) can reach beyond the entries.
 */
export function shellOnlyModules(graph: GraphLike, shell: string, without: string[]): Set<string> {
  const walk = (roots: string[], follow: (id: string) => readonly string[], stop: Set<string> = new Set()) => {
    const seen = new Set<string>();
    const todo = roots.filter((r) => !stop.has(r));
    while (todo.length) {
      const id = todo.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      for (const next of follow(id)) if (!seen.has(next) && !stop.has(next)) todo.push(next);
    }
    return seen;
  };
  const staticOf = (id: string) => graph.info(id)?.importedIds ?? [];
  const entries = [...graph.ids].filter((id) => graph.info(id)?.isEntry);
  const initial = walk(entries, staticOf);
  const elsewhere = walk(without, (id) => [...staticOf(id), ...(graph.info(id)?.dynamicallyImportedIds ?? [])], initial);
  return new Set([...walk([shell], staticOf)].filter((id) => !initial.has(id) && !elsewhere.has(id)));
}

/**
 * The plugin, and the test for the shell's chunk group (rolldown's codeSplitting groups): `shell` and `without` are
 * relative to the project root.
 */
export function appShellChunk(shell: string, without: string[]): { plugin: Plugin; test: (id: string) => boolean } {
  let modules = new Set<string>();
  let root = '';
  const absolute = (module: string) => `${root.replace(/\/$/, '')}/${module}`;
  const plugin: Plugin = {
    name: 'redress:app-shell-chunk',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const missing = [shell, ...without].map(absolute).filter((id) => !ids.includes(id));
      if (missing.length) this.error(`app-shell-chunk: ${missing.join(', ')} not in this build`);
      modules = shellOnlyModules({ ids, info: (id) => this.getModuleInfo(id) }, absolute(shell), without.map(absolute));
    },
  };
  return { plugin, test: (id) => modules.has(id) };
}
