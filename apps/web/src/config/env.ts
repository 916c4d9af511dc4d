// The web app's build-time settings (the only reader of import.meta.env). Runtime settings come from GET /api/config.
export const env = {
  /** Shown until /api/config answers. */
  brandName: (import.meta.env.VITE_BRAND_NAME as string | undefined) ?? 'Redress',
  isDev: import.meta.env.DEV,
  /** The API is served by the same origin (the server serves the web app; Vite proxies in development). */
  apiBase: '/api',
};
