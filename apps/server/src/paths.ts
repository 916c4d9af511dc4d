// Files the server reads at run time, resolved from this module's own place. Run from source it is apps/server/src;
// compiled (build.mjs, decision 193) every module is in apps/server/dist/server.js, one folder below apps/server too,
// with what src keeps beside its code copied to the same relative paths. So one set of paths serves both.
import { fileURLToPath } from 'node:url';

const at = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

/** The SQL migrations drizzle-kit writes (src/db/migrations; dist/db/migrations compiled). */
export const MIGRATIONS_DIR = at('./db/migrations');
/** The guide above the interactive API reference. */
export const API_GUIDE_FILE = at('./plugins/api-guide.md');
/** The web app's browser build (apps/web/dist); its server bundle is dist-ssr beside it. */
export const WEB_DIST_DIR = at('../../web/dist');
/** The repository's ./data, whichever folder the process starts in: defaults for the embedded database and uploads. */
export const repoData = (sub: string) => at(`../../../data/${sub}`);
