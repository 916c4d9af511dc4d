#!/usr/bin/env node
// `npm run build -w @redress/server`: the server compiled to JavaScript for production (decision 193), ES modules in
// dist/ (or the folder named as the first argument; a script of scripts/ named as the second is built beside it):
// server.js, holding our own code (src, the demo seed it may run), with
// every npm package external, loaded from node_modules at run time; @redress/contract compiled to dist/contract/*.js,
// one file per module of its package, sharing their code with server.js (chunk-*.js). The web app's server bundle
// (apps/web/dist-ssr) imports `@redress/contract/...` itself, as the server's own modules (zod's registry must hold
// one copy of each schema): a resolve hook (contract-resolve.mjs), registered by server.js, sends it to
// dist/contract. What the code reads beside itself is copied to its src paths: db/migrations, plugins/api-guide.md.
import { cpSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const here = import.meta.dirname;
const contractSrc = path.resolve(here, '../../packages/contract/src');
// A folder of apps/server (default dist): the process tests build their own (dist-test), one folder down all the same.
const outName = process.argv[2] ?? 'dist';
if (!/^[\w-]+$/.test(outName)) throw new Error(`build.mjs: the output is a folder of apps/server, not ${outName}`);
const out = path.join(here, outName);
// A script of apps/server/scripts built beside server.js as an entry of its own (the bench's servers: bench.ts).
const script = process.argv[3];
if (script !== undefined && !/^scripts\/[\w-]+\.ts$/.test(script)) throw new Error(`build.mjs: the extra entry is scripts/<name>.ts, not ${script}`);
rmSync(out, { recursive: true, force: true });

/** Bare imports stay external, except our own workspace packages (TypeScript source, never published). */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@redress/') ? undefined : { path: args.path, external: true }));
  },
};

const contractModules = readdirSync(contractSrc).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')).map((f) => f.slice(0, -3));

await build({
  entryPoints: {
    server: path.join(here, 'src/server.ts'),
    ...(script ? { [path.basename(script, '.ts')]: path.join(here, script) } : {}),
    ...Object.fromEntries(contractModules.map((m) => [`contract/${m}`, path.join(contractSrc, `${m}.ts`)])),
  },
  outdir: out,
  // Shared code in chunks beside server.js (not below it): every module of the server stays one folder below apps/server.
  chunkNames: 'chunk-[hash]',
  splitting: true,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Stack traces name src files (node --enable-source-maps in the serve script).
  sourcemap: true,
  sourcesContent: false,
  legalComments: 'none',
  logLevel: 'warning',
  // server.ts registers the resolve hook below when compiled.
  define: { 'process.env.REDRESS_COMPILED': '"true"' },
  plugins: [externalPackages],
});

// The hook server.ts registers before the web app's server bundle is imported.
writeFileSync(path.join(out, 'contract-resolve.mjs'), `// @redress/contract -> ./contract/<module>.js (build.mjs).
export async function resolve(specifier, context, nextResolve) {
  const m = /^@redress\\/contract(?:\\/([\\w-]+))?$/.exec(specifier);
  if (m) return { url: new URL(\`./contract/\${m[1] ?? 'index'}.js\`, import.meta.url).href, shortCircuit: true };
  return nextResolve(specifier, context);
}
`);
cpSync(path.join(here, 'src/db/migrations'), path.join(out, 'db/migrations'), { recursive: true });
cpSync(path.join(here, 'src/plugins/api-guide.md'), path.join(out, 'plugins/api-guide.md'));
