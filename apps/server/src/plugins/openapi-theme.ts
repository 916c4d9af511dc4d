// The interactive reference at /docs in the product's colours: its mark and name in the top bar, linking back to the
// site, its favicon, and a page title of "<brand> API reference". Everything is a file served from /docs/static (no
// inline script or style), so the reference keeps to the strict policy swagger-ui's staticCSP sets.
import type { FastifySwaggerUiOptions } from '@fastify/swagger-ui';

/** The brand's colour and mark, as apps/web draws them (apps/web/public/favicon.svg, components/logo.tsx). */
const BRAND_COLOR = '#ed4a4f';
const MARK = `<rect width="64" height="64" rx="14" fill="${BRAND_COLOR}"/><path d="M20 46V18h14a9 9 0 0 1 2.6 17.6L44 46h-8l-6.4-10H27v10z M27 24v6h7a3 3 0 0 0 0-6z" fill="#fff"/>`;

const MARK_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${MARK}</svg>`;

const CSS = `
.redress-topbar { display: flex; align-items: center; padding: 10px 20px; background: #fff; border-bottom: 3px solid ${BRAND_COLOR}; }
.redress-topbar a { display: inline-flex; align-items: center; gap: 10px; color: #1b1b1f; text-decoration: none;
  font: 800 1.5rem/1 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; letter-spacing: -0.02em; }
.redress-topbar img { width: 36px; height: 36px; }
.redress-topbar a:focus-visible { outline: 2px solid ${BRAND_COLOR}; outline-offset: 3px; }
.swagger-ui .info .title { color: #1b1b1f; }
.swagger-ui .info a, .swagger-ui .markdown a { color: #c7353a; }
.swagger-ui .btn.authorize { color: #c7353a; border-color: ${BRAND_COLOR}; }
.swagger-ui .btn.authorize svg { fill: #c7353a; }
`;

/**
 * The top bar: the mark and the name, linking back to the site. Drawn here rather than with swagger-ui's standalone
 * top bar and @fastify/swagger-ui's logo option: that bar first draws swagger-ui's own logo, whose inline <style> the
 * page's policy refuses (a console error), and the option puts its href on the image, not on the link (decision 192).
 */
const js = (brandName: string) => `(function () {
  var header = document.createElement('header');
  header.className = 'redress-topbar';
  var link = document.createElement('a');
  link.href = '/';
  link.setAttribute('aria-label', ${JSON.stringify(`${brandName} home`)});
  var mark = document.createElement('img');
  mark.src = document.querySelector('link[rel="icon"]').href;
  mark.alt = '';
  var name = document.createElement('span');
  name.textContent = ${JSON.stringify(brandName)};
  link.appendChild(mark);
  link.appendChild(name);
  header.appendChild(link);
  document.body.insertBefore(header, document.body.firstChild);
  // The guides' list links to their sections (#guide-...): scrolled to here, as swagger-ui's deep linking owns the hash.
  document.addEventListener('click', function (event) {
    var anchor = event.target instanceof Element ? event.target.closest('a[href^="#guide-"]') : null;
    var section = anchor && document.getElementById(anchor.getAttribute('href').slice(1));
    if (!section) return;
    event.preventDefault();
    section.scrollIntoView();
  });
})();
`;

/** The swagger-ui options that brand the reference (its layout without swagger-ui's top bar; ours is in the theme). */
export function referenceTheme(brandName: string): Pick<FastifySwaggerUiOptions, 'theme'> & { layout: 'BaseLayout' } {
  return {
    layout: 'BaseLayout',
    theme: {
      title: `${brandName} API reference`,
      favicon: [{ filename: 'logo.svg', rel: 'icon', sizes: 'any', type: 'image/svg+xml', content: MARK_SVG }],
      css: [{ filename: 'redress.css', content: CSS }],
      js: [{ filename: 'redress.js', content: js(brandName) }],
    },
  };
}
