import { describe, expect, it } from 'vitest';
import { shellOnlyModules, type GraphLike } from './app-shell-chunk.ts';

// main (entry) -> react; shell -> footer -> format, shell -> avatar; login -> form -> avatar (static), login -> zod (lazy).
const edges: Record<string, { s: string[]; d?: string[]; entry?: boolean }> = {
  main: { s: ['react'], d: ['shell', 'login', 'home'], entry: true },
  react: { s: [] },
  shell: { s: ['footer', 'avatar', 'react'] },
  footer: { s: ['format'], d: ['newsletter'] },
  format: { s: [] },
  avatar: { s: [] },
  newsletter: { s: [] },
  home: { s: ['format'] },
  login: { s: ['form'], d: ['zod'] },
  form: { s: ['avatar'] },
  zod: { s: ['format'] },
};
const graph: GraphLike = {
  ids: Object.keys(edges),
  info: (id) => (edges[id] ? { importedIds: edges[id].s, dynamicallyImportedIds: edges[id].d ?? [], isEntry: !!edges[id].entry } : null),
};

describe('the app shell\'s chunk', () => {
  it('takes what the shell imports statically, less the entry\'s and whatever a page without the shell can reach', () => {
    // avatar: the sign-in form's too; format: reached by the sign-in page's lazy zod; newsletter: lazy; react: the entry's.
    expect([...shellOnlyModules(graph, 'shell', ['login'])].sort()).toEqual(['footer', 'shell']);
    expect([...shellOnlyModules(graph, 'shell', [])].sort()).toEqual(['avatar', 'footer', 'format', 'shell']);
  });
});
