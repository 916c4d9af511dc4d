import pg from 'pg';
import { createRandom, type Random } from './seed-data.ts';
import { searchWords } from '../src/modules/companies/companies.repository.ts';
const KEYBOARD_NEIGHBOURS: Record<string, string> = {
  a: 'sqz', b: 'vn', c: 'xv', d: 'sf', e: 'wr', f: 'dg', g: 'fh', h: 'gj', i: 'uo', j: 'hk', k: 'jl', l: 'k', m: 'n', n: 'bm',
  o: 'ip', p: 'o', q: 'w', r: 'et', s: 'ad', t: 'ry', u: 'yi', v: 'cb', w: 'qe', x: 'zc', y: 'tu', z: 'x',
};
function typo(word: string, r: Random): string {
  if (word.length < 4) return word;
  const at = r.int(1, word.length - 2);
  switch (r.int(0, 3)) {
    case 0: return word.slice(0, at) + word.slice(at + 1);
    case 1: return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
    case 2: { const near = KEYBOARD_NEIGHBOURS[word[at]!.toLowerCase()]; return near ? word.slice(0, at) + r.pick([...near]) + word.slice(at + 1) : word; }
    default: return word.slice(0, at) + word[at] + word.slice(at);
  }
}
function searchQueries(names: string[], r: Random): string[] {
  return names.map((name) => {
    const words = name.split(' '); const first = words[0]!; const kind = r.next(); let q: string;
    if (kind < 0.35) q = words.map((w, k) => (k === 0 ? typo(w, r) : w)).join(' ');
    else if (kind < 0.65) q = typo(first, r);
    else if (kind < 0.85) q = first.slice(0, r.int(3, Math.max(3, Math.min(6, first.length))));
    else q = `${first} ${typo(words[1] ?? '', r)}`.trim();
    return r.chance(0.5) ? q.toLowerCase() : q;
  });
}
const typoOf = (w: string) => ([...w].length >= 5 ? w : null);
const client = new pg.Client({ connectionString: process.argv[2] }); await client.connect();
const names = (await client.query<{ name: string }>('SELECT name FROM companies WHERE deleted_at IS NULL ORDER BY md5(id::text) LIMIT 5000')).rows.map((x) => x.name);
const r = createRandom(20261122);
const qs = [...new Set(searchQueries(names, r))].slice(0, Number(process.argv[3] ?? 5000));
const times: [number, string][] = [];
for (const q of qs) {
  const words = searchWords(q);
  const t0 = performance.now();
  await client.query({ name: 's', text: 'SELECT * FROM company_search($1::text[], $2::text[], 10)', values: [words, words.map(typoOf)] });
  times.push([performance.now() - t0, q]);
}
times.sort((a, b) => a[0] - b[0]);
const pct = (p: number) => times[Math.floor(p * (times.length - 1))]![0].toFixed(1);
console.log(`n=${times.length} p50=${pct(0.5)} p90=${pct(0.9)} p99=${pct(0.99)} max=${pct(1)}`);
console.log(times.slice(-25).map(([t, q]) => `${t.toFixed(1)} ${JSON.stringify(q)}`).join('\n'));
await client.end();
