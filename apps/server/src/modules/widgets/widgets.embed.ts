// The embed page a company's site shows in an iframe: plain HTML and inline CSS, no cookie, a few KB, and one tiny
// script that tells the framing page its height (decision 154); the snippet's loader sizes the iframe with it.
import { createHash } from 'node:crypto';
import type { EmbedView } from './widgets.service.ts';

/** The message the embed posts to its parent: `{ redressEmbed: 1, height }`. Only a height leaves, so any parent may hear it. */
export const EMBED_SIZE_SCRIPT = '(function(){var d=document.documentElement;function p(){parent.postMessage({redressEmbed:1,height:Math.ceil(d.getBoundingClientRect().height)},"*")}'
  + 'if(window.ResizeObserver)new ResizeObserver(p).observe(d);addEventListener("load",p);p()})()';
/** The CSP source that allows that one inline script and nothing else. */
export const EMBED_SCRIPT_SRC = `'sha256-${createHash('sha256').update(EMBED_SIZE_SCRIPT).digest('base64')}'`;

/**
 * The loader the snippet includes (GET /embed.js): it hears only messages from the embeds' own origin (the origin it was
 * loaded from), only from an iframe on the page, and sets that iframe's height. It reads and sends nothing else.
 */
export const EMBED_LOADER_SCRIPT = '(function(){var s=document.currentScript;if(!s||window.__redressEmbedLoader)return;window.__redressEmbedLoader=1;'
  + 'var o=new URL(s.src).origin;addEventListener("message",function(e){if(e.origin!==o||!e.data||e.data.redressEmbed!==1)return;'
  + 'var h=Number(e.data.height);if(!(h>=40&&h<=4000))return;var f=document.getElementsByTagName("iframe");'
  + 'for(var i=0;i<f.length;i++){if(f[i].contentWindow===e.source){f[i].style.height=Math.ceil(h)+"px";}}})})();\n';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
const stars = (n: number) => '★'.repeat(Math.round(n)) + '☆'.repeat(5 - Math.round(n));
const clip = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1).trimEnd()}…` : s);
const day = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

// Colours meet WCAG AA on their background in both themes.
const CSS = `*{box-sizing:border-box}body{margin:0;font:14px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#fff;color:#1b1b1f}
.d{background:#16171b;color:#f1f1f4}main{padding:12px 14px;border:1px solid #d4d4dc;border-radius:10px}.d main{border-color:#3a3b44}
h1{font-size:16px;margin:0 0 6px}a{color:#0b57d0}.d a{color:#9dc1ff}.s{display:flex;align-items:baseline;gap:8px;margin:0}
.st{color:#a64b00;letter-spacing:1px}.d .st{color:#ffc35c}.n{font-size:22px;font-weight:700}.m{margin:2px 0 8px;color:#4b4b55}.d .m{color:#c4c4cc}
ul{list-style:none;margin:0;padding:0}li{border-top:1px solid #e3e3ea;padding:8px 0}.d li{border-color:#33343c}
li p{margin:2px 0}.t{font-weight:600}.by{font-size:12px;color:#4b4b55}.d .by{color:#c4c4cc}`;

export function renderEmbed(v: EmbedView): string {
  const rated = v.score > 0;
  const scoreText = rated ? `${v.score.toFixed(1)} out of 5` : 'Not rated yet';
  const reviews = v.reviews.map((r) => `<li><p class="st" role="img" aria-label="${r.stars} out of 5 stars">${stars(r.stars)}</p>`
    + `<p class="t">${esc(clip(r.title, 80))}</p><p>${esc(clip(r.text, 160))}</p>`
    + `<p class="by">${esc(r.author)} · <time datetime="${esc(r.createdAt)}">${day(r.createdAt)}</time></p></li>`).join('');
  const title = `${v.companyName} on ${v.brandName}`;
  return '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">'
    + `<meta name="robots" content="noindex"><title>${esc(title)}</title><style>${CSS}</style></head>`
    + `<body${v.settings.theme === 'dark' ? ' class="d"' : ''}><main aria-label="${esc(title)}">`
    + `<h1><a href="${esc(v.companyUrl)}" target="_blank" rel="noopener">${esc(v.companyName)}</a></h1>`
    + `<p class="s">${rated ? `<span class="st" aria-hidden="true">${stars(v.score)}</span>` : ''}<span class="n" data-score="${v.score}">${scoreText}</span></p>`
    + `<p class="m">${v.reviewCount} ${v.reviewCount === 1 ? 'review' : 'reviews'} on ${esc(v.brandName)}</p>`
    + (v.settings.kind === 'reviews' ? (reviews ? `<ul aria-label="Latest reviews">${reviews}</ul>` : '<p>No reviews yet.</p>') : '')
    + `<p class="m"><a href="${esc(v.companyUrl)}" target="_blank" rel="noopener">Read all reviews of ${esc(v.companyName)}</a></p>`
    + `</main><script>${EMBED_SIZE_SCRIPT}</script></body></html>`;
}

export function renderEmbedMissing(brandName: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(brandName)} widget</title></head>`
    + '<body><p>This widget is no longer available.</p></body></html>';
}
