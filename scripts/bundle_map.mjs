// The bundle map of the client build (issue 18, docs/performance.md): every
// chunk with its gzip size, and inside it the sources (grouped by package for
// node_modules) with their share of it: the minified bytes the chunk's source
// map gives each source, scaled to the chunk's gzip size. Biggest first.
//   node scripts/bundle_map.mjs [--json]
// Builds into a temporary folder (FRONTEND_DIST), so frontend/dist is untouched.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';
import { build } from 'vite';

const gz = (text) => gzipSync(Buffer.from(text), { level: 9 }).length;
const owner = (id) => {
  const match = id.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  return match ? match[1] : path.relative(process.cwd(), id.replace(/^\0/, ''));
};

const chunks = [];
const recorder = {
  name: 'bundle-map',
  generateBundle(_options, bundle) {
    for (const file of Object.values(bundle)) {
      if (file.type !== 'chunk') continue;
      // Minified bytes per source, from the map: each mapping segment owns the
      // generated text up to the next segment.
      const parts = new Map();
      const lines = file.code.split('\n');
      const segments = [];
      // A chunk that only re-exports another (a facade) has no map.
      if (file.map) new SourceMapConsumer(file.map).eachMapping((m) => segments.push(m));
      segments.forEach((m, i) => {
        const next = segments[i + 1];
        const end =
          next && next.generatedLine === m.generatedLine ? next.generatedColumn : lines[m.generatedLine - 1].length;
        const name = m.source ? owner(m.source) : '(no source)';
        parts.set(name, (parts.get(name) ?? 0) + end - m.generatedColumn);
      });
      chunks.push({
        file: file.fileName,
        gzip: gz(file.code),
        raw: file.code.length,
        dynamic: !file.isEntry,
        modules: [...parts]
          .map(([name, raw]) => ({ name, raw, gzip: Math.round((gz(file.code) * raw) / file.code.length) }))
          .sort((a, b) => b.gzip - a.gzip),
      });
    }
  },
};

const out = mkdtempSync(path.join(tmpdir(), 'bundle-map-'));
process.env.FRONTEND_DIST = out;
try {
  await build({ logLevel: 'silent', plugins: [recorder], build: { sourcemap: 'hidden' } });
} finally {
  rmSync(out, { recursive: true, force: true });
}
chunks.sort((a, b) => b.gzip - a.gzip);
if (process.argv.includes('--json')) {
  console.log(JSON.stringify(chunks, null, 2));
} else {
  for (const chunk of chunks) {
    console.log(`${(chunk.gzip / 1024).toFixed(1).padStart(6)} KB  ${chunk.file}`);
    for (const module of chunk.modules.filter((m) => m.gzip >= 300)) {
      console.log(`        ${(module.gzip / 1024).toFixed(1).padStart(6)} KB  ${module.name}`);
    }
  }
}
