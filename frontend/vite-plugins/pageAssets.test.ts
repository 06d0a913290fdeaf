// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { collectPageFiles, cspHash } from './pageAssets';

// A manifest shaped like Vite's: a tiny entry, the app it loads after the
// first paint, a page chunk importing the app and a shared chunk.
const MANIFEST = {
  'src/entry-client.tsx': { file: 'assets/entry.js', isEntry: true },
  'src/hydrate.tsx': { file: 'assets/hydrate.js', css: ['assets/hydrate.css'], imports: ['_runtime.js'] },
  '_runtime.js': { file: 'assets/runtime.js' },
  '_Modal.js': { file: 'assets/Modal.js', css: ['assets/Modal.css'], imports: ['src/hydrate.tsx'] },
  'src/pages/OfferPage.tsx': {
    file: 'assets/OfferPage.js',
    css: ['assets/OfferPage.css'],
    imports: ['src/hydrate.tsx', '_runtime.js', '_Modal.js'],
  },
};

describe('collectPageFiles', () => {
  it("puts the app's CSS before the page's, and lists every chunk once", () => {
    expect(collectPageFiles(MANIFEST, 'src/hydrate.tsx', 'pages/OfferPage.tsx')).toEqual({
      entry: 'assets/entry.js',
      css: ['assets/hydrate.css', 'assets/OfferPage.css', 'assets/Modal.css'],
      preload: ['assets/hydrate.js', 'assets/runtime.js', 'assets/OfferPage.js', 'assets/Modal.js'],
    });
  });

  it("adds the CSS of the page's sections hydrated near the viewport, not their chunks", () => {
    const manifest = {
      ...MANIFEST,
      'src/pages/HomePage.tsx': {
        file: 'assets/HomePage.js',
        css: ['assets/HomePage.css'],
        imports: ['src/hydrate.tsx'],
        dynamicImports: ['src/pages/deferred/HomeBelow.tsx', 'src/components/forms/ReviewModal.tsx'],
      },
      'src/pages/deferred/HomeBelow.tsx': {
        file: 'assets/HomeBelow.js',
        css: ['assets/HomeBelow.css'],
        imports: ['_Modal.js'],
      },
      'src/components/forms/ReviewModal.tsx': { file: 'assets/ReviewModal.js', css: ['assets/ReviewModal.css'] },
    };
    expect(collectPageFiles(manifest, 'src/hydrate.tsx', 'pages/HomePage.tsx')).toEqual({
      entry: 'assets/entry.js',
      css: ['assets/hydrate.css', 'assets/HomePage.css', 'assets/HomeBelow.css', 'assets/Modal.css'],
      preload: ['assets/hydrate.js', 'assets/runtime.js', 'assets/HomePage.js'],
    });
  });

  it("finds the app through the entry's one dynamic import once it is grouped into a shared chunk", () => {
    const manifest = {
      'src/entry-client.tsx': { file: 'assets/entry.js', isEntry: true, dynamicImports: ['_app.js'] },
      '_app.js': { file: 'assets/app.js', css: ['assets/app.css'] },
      'src/pages/SitemapPage.tsx': { file: 'assets/SitemapPage.js', imports: ['_app.js'] },
    };
    expect(collectPageFiles(manifest, 'src/hydrate.tsx', 'pages/SitemapPage.tsx')).toEqual({
      entry: 'assets/entry.js',
      css: ['assets/app.css'],
      preload: ['assets/app.js', 'assets/SitemapPage.js'],
    });
  });

  it('fails the build for a route whose page has no chunk', () => {
    expect(() => collectPageFiles(MANIFEST, 'src/hydrate.tsx', 'pages/Missing.tsx')).toThrow(/no chunk/);
  });
});

describe('cspHash', () => {
  it('hashes the UTF-8 text as the browser does (value from Python hashlib)', () => {
    expect(cspHash('.a{color:red}\n.b{color:é}')).toBe("'sha256-ot+YAaDj3tWgkcQnYRGJLpmGDcUitcGFOgNVii06pZE='");
  });
});
