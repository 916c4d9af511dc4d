import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { appShellChunk } from './build/app-shell-chunk.ts';
import { routePreloads } from './build/route-preloads.ts';

// In development the API runs on :3000 (npm run dev); Vite proxies every server path to it.
const api = 'http://127.0.0.1:3000';
const routerDist = (file: string) => fileURLToPath(new URL(`../../node_modules/react-router/dist/production/${file}`, import.meta.url));

// MUI's CSS-variables themes (createTheme with `cssVariables` or `colorSchemes`, CssVarsProvider) are not used: our
// theme is a plain one, so createTheme and ThemeProvider take their no-variables paths. Both modules still import the
// variables machinery, 7 KB gzipped on every page; production bundles replace it with a stub that says what to
// undo if a theme ever asks for CSS variables (decision 55).
const CSS_VARS_MODULES = /[\\/](createThemeWithVars|ThemeProviderWithVars)\.mjs$/;
const MUI_STYLES = /[\\/]@mui[\\/]material[\\/]styles[\\/]/;
const STUB_PREFIX = '\0mui-no-css-vars:';
function muiWithoutCssVars(): Plugin {
  return {
    name: 'redress:mui-without-css-vars',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer && MUI_STYLES.test(importer) && CSS_VARS_MODULES.test(source)) return STUB_PREFIX + source;
      return null;
    },
    load(id) {
      if (!id.startsWith(STUB_PREFIX)) return null;
      return [
        "const unsupported = () => { throw new Error('MUI CSS variables are left out of this build: remove muiWithoutCssVars from apps/web/vite.config.ts'); };",
        'export default unsupported;',
        'export const CssVarsProvider = unsupported, useColorScheme = unsupported, getInitColorSchemeScript = unsupported, Experimental_CssVarsProvider = unsupported;',
      ].join('\n');
    },
  };
}

// The public pages whose code the server names in their HTML (decision 64), as the router writes their paths
// (src/config/paths.ts); the first pattern that matches a path wins. Each is framed by the app shell, whose layouts are a
// chunk of their own (decision 84), named first.
const SHELL = 'src/app/layouts/shell-layouts.tsx';
const PRELOADED_PAGES = {
  '/': [SHELL, 'src/app/routes/public/home-page.tsx'],
  '/companies/explore': [SHELL, 'src/app/routes/public/explore-page.tsx'],
  '/companies/compare': [SHELL, 'src/app/routes/public/compare-page.tsx'],
  '/companies/explore/:ref': [SHELL, 'src/app/routes/public/company-page.tsx'],
  '/complaints/company': [SHELL, 'src/app/routes/customer/complaint-company-page.tsx'],
  '/complaints/:ref': [SHELL, 'src/app/routes/public/complaint-page.tsx'],
  '/for-business': [SHELL, 'src/app/routes/public/for-business-page.tsx'],
  '/support': [SHELL, 'src/app/routes/public/support-page.tsx'],
  '/legal': [SHELL, 'src/app/routes/public/legal-page.tsx'],
};

// The pages the app shell does not frame (app/router.tsx: UnauthenticatedLayout, PlainLayout, IssueLayout): what they
// can reach stays out of the shell's chunk (build/app-shell-chunk.ts). A page added to those layouts is added here.
const appShell = appShellChunk(SHELL, [
  'src/app/routes/public/login-page.tsx',
  'src/app/routes/admin/admin-login-page.tsx',
  'src/app/routes/public/signup-page.tsx',
  'src/app/routes/public/company-signup-page.tsx',
  'src/app/routes/public/forgot-password-page.tsx',
  'src/app/routes/public/reset-password-page.tsx',
  'src/app/routes/public/verification-page.tsx',
  'src/app/routes/public/maintenance-page.tsx',
]);

export default defineConfig(({ command, isSsrBuild }) => ({
  // The server's render of the public pages (`vite build --ssr`, decision 66): the same code and aliases as the browser's
  // build, the dependencies bundled (so that the aliases reach MUI and the router too), one file in dist-ssr/.
  plugins: [react(), muiWithoutCssVars(), ...(isSsrBuild ? [] : [routePreloads(PRELOADED_PAGES, { boot: 'src/boot.ts' }), appShell.plugin])],
  // zod and the contract stay the server's own modules: the contract's schemas register their ids in zod's global
  // registry (the OpenAPI document's), which a second copy would fill with duplicates.
  ssr: { noExternal: true, target: 'node' },
  // The server's render takes the same production paths as the browser's build (MUI's class names among them), whatever
  // NODE_ENV the server runs with.
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  resolve: {
    // react-router's package exports only its development build; production bundles take the production one.
    // Production runs on React (react-dom), as development and the unit tests do (decision 79; decision 45's Preact
    // aliases are gone).
    alias: command === 'build'
      ? [
        { find: /^react-router\/dom$/, replacement: routerDist('dom-export.mjs') },
        { find: /^react-router$/, replacement: routerDist('index.mjs') },
      ]
      : [],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': api,
      '/uploads': api,
      '/docs': api,
      '/socket.io': { target: api, ws: true },
    },
  },
  build: isSsrBuild ? {
    outDir: 'dist-ssr',
    copyPublicDir: false,
    target: 'node20',
    sourcemap: false,
    rolldownOptions: { external: [/^zod(\/|$)/, /^@redress\/contract(\/|$)/], output: { codeSplitting: false } },
  } : {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // Every browser the es2022 target runs in follows <link rel="modulepreload"> itself but Safari before 17, which
    // loads the same modules without the head start: the polyfill's 0.4 KB would ship on every first load for it.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // boot.ts: the one script a server-rendered page runs before its visitor interacts with it (decision 66).
      input: { index: 'index.html', boot: 'src/boot.ts' },
      output: {
        // Everything the entry imports statically (React, MUI's core, the router, TanStack Query, the app
        // shell) in one file: split by which pages share each module it was 31 files, which gzip compresses apart, and
        // one file is 11 KB smaller. Every page needs all of them before it shows (decision 55).
        // boot.ts stays a file of its own, not part of the shell it loads.
        // The app shell's layouts and what only they and the pages they frame share: one file (build/app-shell-chunk.ts).
        codeSplitting: {
          groups: [
            { name: 'shell', tags: ['$initial'], test: (id: string) => !id.endsWith('/src/boot.ts') },
            { name: 'shell-layouts', test: appShell.test, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
}));
