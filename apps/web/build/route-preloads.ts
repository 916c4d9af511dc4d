// Build step (decision 64): for each public page, the route chunk and every chunk and stylesheet it needs, written to
// dist/route-preloads.json, with the file of the boot script that a server-rendered page runs (decision 66). The server names them in the page's HTML (<link rel="modulepreload">, <link
// rel="stylesheet">), so that a phone fetches the page's code alongside the shell's instead of after the shell has
// run, and the app adds no preload links of its own at start-up (Vite's helper skips links already in the head).
import type { Plugin } from 'vite';

/** The part of Rollup's output this step reads. */
export interface ChunkLike {
  type: 'chunk';
  fileName: string;
  imports: string[];
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  /** The modules in the chunk: a module a chunk group took in has no chunk of its own (build/app-shell-chunk.ts). */
  moduleIds?: string[];
  viteMetadata?: { importedCss: Set<string> };
}
export type BundleLike = Record<string, ChunkLike | { type: 'asset'; fileName: string }>;

export interface PagePreloads {
  /** A path as the router writes it: '/companies/explore/:ref' (a ':' segment matches any one segment). */
  pattern: string;
  js: string[];
  css: string[];
}

/** The static import closure of a chunk, itself first. */
function closure(bundle: BundleLike, fileName: string, into = new Set<string>()): Set<string> {
  if (into.has(fileName)) return into;
  const chunk = bundle[fileName];
  if (!chunk || chunk.type !== 'chunk') return into;
  into.add(fileName);
  for (const dep of chunk.imports) closure(bundle, dep, into);
  return into;
}

/**
 * Each page's files, leaving out what the entry's HTML already loads. `pages` maps a pattern to its route module,
 * relative to `root` ('src/app/routes/public/explore-page.tsx'), or to the lazily loaded modules the page needs in
 * order (its layout's, then its own: decision 84); a module that is no lazily loaded chunk is an error, so that a
 * renamed page cannot silently lose its preloads.
 */
export function collectPreloads(bundle: BundleLike, pages: Record<string, string | string[]>, root: string, base = '/'): PagePreloads[] {
  const chunks = Object.values(bundle).filter((c): c is ChunkLike => c.type === 'chunk');
  const shell = new Set<string>();
  for (const entry of chunks.filter((c) => c.isEntry)) closure(bundle, entry.fileName, shell);
  const shellCss = new Set([...shell].flatMap((f) => [...((bundle[f] as ChunkLike).viteMetadata?.importedCss ?? [])]));
  const normalise = (id: string) => id.replace(/\\/g, '/');
  return Object.entries(pages).map(([pattern, modules]) => {
    const needed = new Set<string>();
    for (const module of typeof modules === 'string' ? [modules] : modules) {
      const want = normalise(`${root.replace(/\/$/, '')}/${module}`);
      const page = chunks.find((c) => c.isDynamicEntry && c.facadeModuleId && normalise(c.facadeModuleId) === want)
        ?? chunks.find((c) => !c.isEntry && c.moduleIds?.some((id) => normalise(id) === want));
      if (!page) throw new Error(`route-preloads: ${module} (for ${pattern}) is not a lazily loaded page of this build`);
      closure(bundle, page.fileName, needed);
    }
    const files = [...needed].filter((f) => !shell.has(f));
    const css = [...new Set(files.flatMap((f) => [...((bundle[f] as ChunkLike).viteMetadata?.importedCss ?? [])]))].filter((f) => !shellCss.has(f));
    return { pattern, js: files.map((f) => base + f), css: css.map((f) => base + f) };
  });
}

/** The file of the entry chunk built from `module` (relative to `root`), or an error naming it. */
export function entryFile(bundle: BundleLike, module: string, root: string, base = '/'): string {
  const want = `${root.replace(/\/$/, '')}/${module}`.replace(/\\/g, '/');
  const entry = Object.values(bundle).find((c): c is ChunkLike => c.type === 'chunk' && c.isEntry && c.facadeModuleId?.replace(/\\/g, '/') === want);
  if (!entry) throw new Error(`route-preloads: ${module} is not an entry of this build`);
  return base + entry.fileName;
}

export function routePreloads(pages: Record<string, string | string[]>, opts: { boot: string }): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'redress:route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const preloads = collectPreloads(bundle as unknown as BundleLike, pages, root, base);
      const boot = entryFile(bundle as unknown as BundleLike, opts.boot, root, base);
      this.emitFile({ type: 'asset', fileName: 'route-preloads.json', source: `${JSON.stringify({ boot, pages: preloads }, null, 1)}\n` });
    },
  };
}
