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

  it('fails the build for a route whose page has no chunk', () => {
    expect(() => collectPageFiles(MANIFEST, 'src/hydrate.tsx', 'pages/Missing.tsx')).toThrow(/no chunk/);
  });
});

describe('cspHash', () => {
  it('hashes the UTF-8 text as the browser does (value from Python hashlib)', () => {
    expect(cspHash('.a{color:red}\n.b{color:é}')).toBe("'sha256-ot+YAaDj3tWgkcQnYRGJLpmGDcUitcGFOgNVii06pZE='");
  });
});
