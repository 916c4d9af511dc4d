// /docs: the guide above the interactive reference (the business API and widgets) names only calls the API declares,
// with this server's own address in its examples.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';

const t = useTestApp({ PUBLIC_URL: 'https://reviews.acme.test', API_CLIENT_RATE_LIMIT: '75' });

interface Doc { info: { description: string }; paths: Record<string, Record<string, unknown>> }

describe('the API guide at /docs', () => {
  it('explains keys and widgets with this server\'s address, and every call it names is in the document', async () => {
    const doc = (await t.app.inject({ url: '/docs/json' })).json<Doc>();
    const guide = doc.info.description;
    expect(guide).toContain('## The business API');
    expect(guide).toContain('## Widgets');
    expect(guide).toContain('export REDRESS=https://reviews.acme.test');
    expect(guide).toContain('<iframe src="https://reviews.acme.test/embed/<code>"');
    expect(guide).not.toContain('{{PUBLIC_URL}}');
    // This server's own limit per key, wherever the guide names it.
    expect(guide).toContain('75 requests a minute');
    expect(guide).not.toContain('{{API_RATE_LIMIT}}');

    // "GET /api/x/{id}" in the prose, and "$REDRESS/api/x/<id>" with its -X method in the examples.
    const named = [
      ...[...guide.matchAll(/`(GET|POST|PUT|DELETE) (\/api\/[^`\s]+)`/g)].map((m) => [m[1]!, m[2]!] as const),
      ...[...guide.matchAll(/curl -s(?: -X (POST|PUT|DELETE))? "\$REDRESS(\/api\/[^"?]+)/g)].map((m) => [m[1] ?? 'GET', m[2]!] as const),
      ...[...guide.matchAll(/`(\/api\/widget\/[^`\s]+)`/g)].map((m) => ['GET', m[1]!] as const),
    ];
    expect(named.length).toBeGreaterThanOrEqual(12);
    const declared = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((op) => `${op.toUpperCase()} ${path.replace(/\{[^}]+\}/g, '*')}`));
    for (const [method, path] of named) {
      const shape = `${method} ${path.replace(/\{[^}]+\}|<[^>]+>/g, '*')}`;
      expect(declared, `${method} ${path}`).toContain(shape);
    }
  });

  it('opens with a list of its guides, each linking to its section, and explains every error status', async () => {
    const guide = (await t.app.inject({ url: '/docs/json' })).json<Doc>().info.description;
    const contents = guide.slice(0, guide.indexOf('<a id='));
    const links = [...contents.matchAll(/<a href="#([\w-]+)">([^<]+)<\/a>/g)].map((m) => [m[1]!, m[2]!.replace(/\s+/g, ' ')]);
    expect(links.map(([, text]) => text)).toEqual(['Keys and scopes', 'Webhooks', 'Widgets', 'Rate limits', 'Errors and their codes']);
    for (const [id] of links) {
      // The anchor, then the section's heading.
      expect(guide, id).toMatch(new RegExp(`<a id="${id}"></a>\\n\\n## `));
    }
    const errors = guide.slice(guide.indexOf('## Errors'));
    for (const status of [400, 401, 403, 404, 409, 413, 415, 429, 503]) expect(errors, String(status)).toContain(`| \`${status}\``);
    expect(errors).toContain('"details": [{ "field": "email"');
    expect(guide.slice(guide.indexOf('## Rate limits'))).toContain('Retry-After');
  });
});
