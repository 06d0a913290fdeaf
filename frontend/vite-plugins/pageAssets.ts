// Vite plugin (client build): what each page's <head> needs, decided once at
// build time and written to .vite/page-assets.json, which Django reads
// (website/ssr.py). For every route of content/routes.json:
// - style: the page's whole stylesheet (the entry's CSS, then the CSS of the
//   page chunk and of what it imports), inlined in a <style> element so that
//   the first paint waits for no stylesheet request; for a page listed in
//   firstScreenCss.ts, only the rules its first screen can use;
// - sheet: for those pages, the whole stylesheet as one file, which Django
//   links at the end of <body> (written beside the chunks, content-hashed);
// - styleHash: its CSP source ('sha256-…'), which the Content-Security-Policy
//   of that page allows in style-src (core/middleware.py);
// - css: the files that style was made of; the page marks them as present so
//   that Vite's loader does not fetch them again when the page chunk loads;
// - preload: the page chunk and the chunks it imports.
// A page's sections hydrated near the viewport (src/pages/deferred/, loaded
// by lib/deferredSection.tsx) add their CSS, which the server's HTML needs,
// but not their chunks: those load only once the section nears the viewport.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { FIRST_SCREEN, firstScreenCss } from './firstScreenCss';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/** Where a page's sections hydrated near the viewport live (lib/deferredSection.tsx). */
export const DEFERRED_SECTIONS = /^src\/pages\/deferred\//;
type Manifest = Record<string, ManifestChunk>;

export interface PageAssets {
  entry: string;
  css: string[];
  preload: string[];
  style: string;
  styleHash: string;
  /** The whole stylesheet's file, when style holds only the first screen's rules. */
  sheet?: string;
}

/**
 * CSS files and JS chunks a page needs, in the order the cascade expects: the
 * entry's, then the app's (appModule, loaded by the entry), then the page's.
 */
export function collectPageFiles(manifest: Manifest, appModule: string, component: string) {
  const entryName = Object.keys(manifest).find((name) => manifest[name].isEntry);
  if (!entryName) throw new Error('page-assets: the manifest has no entry chunk');
  const css: string[] = [];
  const preload: string[] = [];
  const seen = new Set([entryName]);
  const collect = (chunk: ManifestChunk, isEntry: boolean, preloaded = !isEntry) => {
    for (const file of chunk.css ?? []) if (!css.includes(file)) css.push(file);
    if (preloaded && !preload.includes(chunk.file)) preload.push(chunk.file);
    for (const name of chunk.imports ?? []) {
      if (seen.has(name) || !manifest[name]) continue;
      seen.add(name);
      collect(manifest[name], false, preloaded);
    }
  };
  collect(manifest[entryName], true);
  // Grouped into a shared chunk (vite.config.ts), the app module has no
  // manifest entry of its own: it is then the entry's one dynamic import.
  const dynamic = manifest[entryName].dynamicImports ?? [];
  const appName = manifest[appModule] ? appModule : dynamic.length === 1 ? dynamic[0] : appModule;
  const app = manifest[appName];
  if (!app) throw new Error(`page-assets: no chunk for ${appModule}`);
  seen.add(appName);
  collect(app, false);
  const page = manifest[`src/${component}`];
  if (!page) throw new Error(`page-assets: no chunk for src/${component}`);
  collect(page, false);
  for (const name of page.dynamicImports ?? []) {
    if (!DEFERRED_SECTIONS.test(name) || seen.has(name) || !manifest[name]) continue;
    seen.add(name);
    collect(manifest[name], false, false);
  }
  return { entry: manifest[entryName].file, css, preload };
}

/** The CSP hash source of an inline element's text, as the browser computes it. */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

export default function pageAssets({ routesFile, appModule }: { routesFile: string; appModule: string }): Plugin {
  return {
    name: 'tq-page-assets',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    writeBundle(options) {
      const outDir = options.dir!;
      const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
      const table = JSON.parse(readFileSync(routesFile, 'utf8')) as {
        routes: { component: string }[];
        notFound: { component: string };
        landing: { component: string };
      };
      const pages: Record<string, PageAssets> = {};
      for (const { component } of [...table.routes, table.notFound, table.landing]) {
        const files = collectPageFiles(manifest, appModule, component);
        const whole = files.css.map((file) => readFileSync(path.join(outDir, file), 'utf8').trim()).join('\n');
        const blocks = FIRST_SCREEN[component];
        const style = blocks ? firstScreenCss(whole, blocks) : whole;
        // Django writes the text as is between <style> and </style>.
        if (/<\/style/i.test(style)) throw new Error(`page-assets: "</style" in the CSS of ${component}`);
        pages[component] = { ...files, style, styleHash: cspHash(style) };
        if (blocks) {
          // Beside the files it is made of, so that their relative url()s still resolve.
          const name = path.basename(component, path.extname(component));
          const hash = createHash('sha256').update(whole).digest('base64url').slice(0, 8);
          const sheet = `assets/${name}-whole-${hash}.css`;
          writeFileSync(path.join(outDir, sheet), whole + '\n');
          pages[component].sheet = sheet;
        }
      }
      writeFileSync(path.join(outDir, '.vite/page-assets.json'), JSON.stringify(pages));
    },
  };
}
