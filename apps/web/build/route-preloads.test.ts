import { describe, expect, it } from 'vitest';
import { collectPreloads, entryFile, type BundleLike } from './route-preloads.ts';

const chunk = (fileName: string, imports: string[], extra: { entry?: boolean; page?: string; css?: string[] } = {}) => ({
  type: 'chunk' as const, fileName, imports, isEntry: !!extra.entry, isDynamicEntry: !!extra.page,
  facadeModuleId: extra.page ? `/app/${extra.page}` : null, viteMetadata: { importedCss: new Set(extra.css ?? []) },
});

// index (the shell) -> runtime; explore -> cards -> format, cards -> runtime; company -> cards, company's own CSS.
const bundle: BundleLike = {
  'assets/index.js': chunk('assets/index.js', ['assets/runtime.js'], { entry: true, css: ['assets/index.css'] }),
  'assets/runtime.js': chunk('assets/runtime.js', []),
  'assets/explore.js': chunk('assets/explore.js', ['assets/cards.js'], { page: 'src/explore-page.tsx' }),
  'assets/cards.js': chunk('assets/cards.js', ['assets/format.js', 'assets/runtime.js'], { css: ['assets/cards.css', 'assets/index.css'] }),
  'assets/format.js': chunk('assets/format.js', []),
  'assets/company.js': chunk('assets/company.js', ['assets/cards.js'], { page: 'src/company-page.tsx', css: ['assets/company.css'] }),
  'assets/logo.svg': { type: 'asset', fileName: 'assets/logo.svg' },
};

describe('route preloads', () => {
  it('lists a page\'s chunk and everything it imports, with their styles, but nothing the shell already loads', () => {
    const pages = collectPreloads(bundle, { '/companies/explore': 'src/explore-page.tsx', '/companies/explore/:ref': 'src/company-page.tsx' }, '/app');
    expect(pages).toEqual([
      { pattern: '/companies/explore', js: ['/assets/explore.js', '/assets/cards.js', '/assets/format.js'], css: ['/assets/cards.css'] },
      { pattern: '/companies/explore/:ref', js: ['/assets/company.js', '/assets/cards.js', '/assets/format.js'], css: ['/assets/company.css', '/assets/cards.css'] },
    ]);
  });

  it('lists a layout\'s chunk before the page\'s, each file once', () => {
    const withLayout: BundleLike = {
      ...bundle,
      // A chunk group's file, holding the layout's module with others (no facade of its own).
      'assets/layout.js': { ...chunk('assets/layout.js', ['assets/format.js', 'assets/runtime.js'], { css: ['assets/layout.css'] }), moduleIds: ['/app/src/nav.tsx', '/app/src/layout.tsx'] },
    };
    const pages = collectPreloads(withLayout, { '/companies/explore': ['src/layout.tsx', 'src/explore-page.tsx'] }, '/app');
    expect(pages).toEqual([
      { pattern: '/companies/explore', js: ['/assets/layout.js', '/assets/format.js', '/assets/explore.js', '/assets/cards.js'], css: ['/assets/layout.css', '/assets/cards.css'] },
    ]);
  });

  it('fails the build when a named page is not a lazily loaded chunk', () => {
    expect(() => collectPreloads(bundle, { '/gone': 'src/renamed-page.tsx' }, '/app')).toThrow(/renamed-page.tsx \(for \/gone\) is not a lazily loaded page/);
  });
});

describe('boot entry', () => {
  it('names the file built from the boot module, and fails the build without it', () => {
    const withBoot: BundleLike = { ...bundle, 'assets/boot-1.js': { ...chunk('assets/boot-1.js', []), isEntry: true, facadeModuleId: '/app/src/boot.ts' } };
    expect(entryFile(withBoot, 'src/boot.ts', '/app')).toBe('/assets/boot-1.js');
    expect(() => entryFile(bundle, 'src/boot.ts', '/app')).toThrow(/src\/boot.ts is not an entry/);
  });
});
