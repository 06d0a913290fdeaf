import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import frenchTypography from './frontend/vite-plugins/frenchTypography.mjs';
import { fileURLToPath } from 'node:url';
import { availableParallelism } from 'node:os';
import pageAssets from './frontend/vite-plugins/pageAssets';
import clientRouteTable from './frontend/vite-plugins/clientRouteTable';
import pureReactRouter from './frontend/vite-plugins/pureReactRouter';
import systemDarkMode from './frontend/vite-plugins/systemDarkMode';

// react-router's package exports always resolve to its development build;
// the production build beside it drops dev-only warnings (~10 KB gzipped).
const reactRouterProd = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

export const UNIT_TESTS = [
  'frontend/src/**/*.test.{ts,tsx}',
  'frontend/vite-plugins/**/*.test.{ts,mjs}',
  'ssr-server/**/*.test.mjs',
];
/** The unit tests that call vi.mock. */
export const MODULE_MOCKING_TESTS = [
  'frontend/src/components/forms/useLeadSubmission.test.tsx',
  'frontend/src/components/forms/ReviewModal.test.tsx',
];

// One config for the client bundle (hashed, with a manifest read by Django)
// and the SSR bundle loaded by ssr-server/server.mjs.
const distDir = process.env.FRONTEND_DIST ?? fileURLToPath(new URL('./frontend/dist', import.meta.url));

// Assets copied verbatim (the self-hosted scroll-timeline polyfill) keep a
// "sourceMappingURL" comment pointing at a map that is not shipped; Django's
// manifest storage would fail on it at collectstatic. The comment goes.
const dropSourceMapComments: Plugin = {
  name: 'drop-asset-source-map-comments',
  generateBundle(_options, bundle) {
    for (const file of Object.values(bundle)) {
      if (file.type === 'asset' && file.fileName.endsWith('.js')) {
        const text = typeof file.source === 'string' ? file.source : new TextDecoder().decode(file.source);
        file.source = text.replace(/\n?\/\/# sourceMappingURL=\S+\s*$/, '\n');
      }
    }
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  root: 'frontend',
  base: '/static/',
  plugins: [
    react(),
    // react-router's contexts and components tree-shake (issue 18's script budget).
    pureReactRouter(),
    // routes.json without the fields only Django reads (sitemap.xml, canonical).
    clientRouteTable(),
    // French no-break spaces in every string of frontend/src (content/typography.json).
    frenchTypography(),
    // The app module is what entry-client.tsx imports after the first paint.
    pageAssets({
      routesFile: fileURLToPath(new URL('./content/routes.json', import.meta.url)),
      appModule: 'src/hydrate.tsx',
    }),
    dropSourceMapComments,
  ],
  resolve: {
    alias: [
      { find: /^react-router$/, replacement: reactRouterProd('index.mjs') },
      { find: /^react-router\/dom$/, replacement: reactRouterProd('dom-export.mjs') },
    ],
  },
  // Dark mode follows the system in CSS alone where no script sets data-theme.
  css: { postcss: { plugins: [systemDarkMode()] } },
  publicDir: false,
  // `make dev` (scripts/dev.sh): Django's pages load the modules from this
  // server, so the URLs it writes into them carry its own origin.
  server: { host: '127.0.0.1', strictPort: true, origin: process.env.VITE_DEV_SERVER },
  build: {
    // FRONTEND_DIST lets several checkouts or test runs build side by side.
    outDir: `${distDir}/${isSsrBuild ? 'server' : 'client'}`,
    manifest: !isSsrBuild,
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      input: isSsrBuild ? 'src/entry-server.tsx' : 'src/entry-client.tsx',
      // Fewer, fuller chunks: each script request costs its headers (about
      // 0.45 KB from whitenoise) on top of its bytes (issue 18's budgets).
      // Everything every page hydrates with goes into one chunk: React,
      // react-dom, react-router, the app (App.tsx and what it imports) and
      // the tiny helpers most pages share (docs/performance.md, "Budgets"),
      // hydrate.tsx (one request fewer; pageAssets.ts then finds the app as
      // the entry's one dynamic import), and what every page with sections
      // hydrated near the viewport needs at once (deferredSection, and
      // ResponsivePicture for its hero).
      // The entry's own group keeps Vite's preload helper in the entry: the
      // app's group would otherwise take it and the entry would import the
      // whole app statically, before the first paint.
      output: isSsrBuild
        ? {}
        : {
            codeSplitting: {
              groups: [
                {
                  name: 'entry-client',
                  priority: 2,
                  test: /src[\\/]entry-client\.tsx$|preload-helper/,
                },
                {
                  name: 'app',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]|src[\\/]lib[\\/](safeStorage|useHydrated|deferredSection)\.|src[\\/]components[\\/]ui[\\/]ResponsivePicture\.|src[\\/](App|hydrate)\.tsx$/,
                },
                {
                  // The offer pages' and /contact's first screen: the hero and
                  // what it reads, one request instead of three.
                  name: 'offerHero',
                  test: /src[\\/]components[\\/]offers[\\/](OfferHero|sectionArt|useOfferContent)\.|src[\\/]components[\\/]ui[\\/]SmartLink\./,
                },
              ],
            },
          },
    },
    assetsInlineLimit: 2048,
  },
  ssr: {
    // Bundle everything the server needs so that the renderer only depends
    // on the built file, not on resolving node_modules at run time.
    noExternal: true,
  },
  test: {
    root: '.',
    environment: 'jsdom',
    setupFiles: ['frontend/src/test-setup.ts'],
    // One worker per core. Vitest's default keeps a core for its main process,
    // which mostly waits: on 2 cores that meant one worker, 22 s alone instead
    // of 14 s for the same CPU, and a core idle at the end of make test's
    // first stage, where vitest is the last job.
    maxWorkers: availableParallelism(),
    projects: [
      // Files share their worker's environment instead of building a jsdom
      // each (44 s → 8 s here); test-setup.ts resets the document after each test.
      { extends: true, test: { name: 'shared', include: UNIT_TESTS, exclude: MODULE_MOCKING_TESTS, isolate: false } },
      // A module replaced with vi.mock would stay replaced for the files run
      // after it in a shared worker: these get a fresh one each
      // (frontend/src/moduleMocks.test.ts keeps the list complete).
      { extends: true, test: { name: 'isolated', include: MODULE_MOCKING_TESTS } },
    ],
  },
}));
