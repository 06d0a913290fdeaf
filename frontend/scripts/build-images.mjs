// Build the optimised raster images from the hand-written SVG sources.
//
//   node frontend/scripts/build-images.mjs [--force]
//
// For every content/images/<folder>/<base>.svg it writes, under
// frontend/dist/img-opti/<folder>/, <base>-<w>.avif, .webp and a fallback
// (.jpg for photos-like art, .png for logos that need transparency) for each
// width of spec §9 (320, 640, 768, 1024, 1536). The social card is only
// needed at 1200 px, as PNG and JPEG (what crawlers accept), and the brand logo
// is also copied as SVG for the header. manifest.json maps "<folder>/<base>"
// to {w, h, widths} so the server can put width/height on every <img>.
//
// The step is incremental: an output newer than both its source and this
// script is kept, so a second run writes nothing. --force rebuilds everything.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, copyFile, writeFile, unlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SRC_DIR = path.join(ROOT, 'content/images');
// FRONTEND_DIST lets test runs build side by side (see vite.config.ts).
const OUT_DIR = path.join(process.env.FRONTEND_DIST ?? path.join(ROOT, 'frontend/dist'), 'img-opti');
const SELF = fileURLToPath(import.meta.url);
// Encoded images by content (the source, the size, the encoder and its
// settings, sharp's version), outside the clone like npm's and pip's caches:
// a fresh clone on a machine that built them once copies them instead of
// encoding them again (about 35 s of `make setup` on 2 cores). IMAGE_CACHE_DIR
// moves it; --force ignores it.
const CACHE_DIR =
  process.env.IMAGE_CACHE_DIR ??
  path.join(process.env.XDG_CACHE_HOME ?? path.join(os.homedir(), '.cache'), 'tq-site', 'img-opti');

/** Spec §9 widths. */
const WIDTHS = [320, 640, 768, 1024, 1536];

/**
 * Encoder settings, chosen to keep flat illustrations small. AVIF at effort 3
 * rather than 4: measured on 8 sources × 5 widths, 3.3× faster (3.5 s against
 * 11.5 s, most of `make setup`'s image time) for 5.7 % more AVIF bytes.
 */
const ENCODERS = {
  avif: (img) => img.avif({ quality: 50, effort: 3 }),
  webp: (img) => img.webp({ quality: 72, effort: 5 }),
  jpg: (img) => img.flatten({ background: '#ffffff' }).jpeg({ quality: 75, mozjpeg: true }),
  png: (img) => img.png({ palette: true, quality: 90, compressionLevel: 9, effort: 8 }),
};

/**
 * What each folder produces. Logos keep their transparency, so their fallback
 * is PNG; everything else has an opaque background and falls back to JPEG.
 */
const FOLDERS = {
  hero: { widths: WIDTHS, formats: ['avif', 'webp', 'jpg'] },
  sections: { widths: WIDTHS, formats: ['avif', 'webp', 'jpg'] },
  clients: { widths: WIDTHS, formats: ['avif', 'webp', 'png'] },
  brand: { widths: WIDTHS, formats: ['avif', 'webp', 'png'], copySvg: true },
  og: { widths: [1200], formats: ['png', 'jpg'] },
};

const force = process.argv.includes('--force');

/** mtime in ms, or -1 when the file does not exist. */
async function mtime(file) {
  try {
    return (await stat(file)).mtimeMs;
  } catch (err) {
    if (err.code === 'ENOENT') return -1;
    throw err;
  }
}

/** Intrinsic size from the viewBox (the artboard every SVG is drawn on). */
function svgSize(svg, file) {
  const m = /viewBox\s*=\s*"\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*"/.exec(svg);
  if (!m) throw new Error(`${file}: no viewBox`);
  return { w: Number(m[1]), h: Number(m[2]) };
}

/** The cache file's name for one encoded image: everything its bytes depend on. */
function cacheKey(svg, ext, width, height, density) {
  const recipe = JSON.stringify([sharp.versions, ext, ENCODERS[ext].toString(), width, height, density]);
  return createHash('sha256').update(recipe).update(svg).digest('hex') + '.' + ext;
}

/** Write through a temp file so an interrupted run never leaves a fresh-looking partial output. */
async function writeAtomic(file, data) {
  const tmp = `${file}.tmp-${process.pid}`;
  try {
    await writeFile(tmp, data);
    await rename(tmp, file);
  } catch (err) {
    await unlink(tmp).catch(() => {});
    throw err;
  }
}

async function listSources() {
  const sources = [];
  for (const folder of (await readdir(SRC_DIR, { withFileTypes: true })).filter((d) => d.isDirectory())) {
    const conf = FOLDERS[folder.name];
    if (!conf)
      throw new Error(
        `content/images/${folder.name}: unknown folder (expected one of ${Object.keys(FOLDERS).join(', ')})`,
      );
    for (const f of (await readdir(path.join(SRC_DIR, folder.name))).sort()) {
      if (f.endsWith('.svg')) sources.push({ folder: folder.name, base: f.slice(0, -4), conf });
    }
  }
  return sources.sort((a, b) => `${a.folder}/${a.base}`.localeCompare(`${b.folder}/${b.base}`));
}

async function main() {
  const started = Date.now();
  const selfTime = await mtime(SELF);
  const stats = { written: 0, skipped: 0, bytesWritten: 0, totalBytes: 0 };
  const manifest = {};

  for (const { folder, base, conf } of await listSources()) {
    const srcFile = path.join(SRC_DIR, folder, `${base}.svg`);
    const svg = await readFile(srcFile);
    const size = svgSize(svg.toString('utf8'), srcFile);
    const newest = Math.max(await mtime(srcFile), selfTime);
    const outDir = path.join(OUT_DIR, folder);
    await mkdir(outDir, { recursive: true });
    manifest[`${folder}/${base}`] = { w: size.w, h: size.h, widths: conf.widths };

    const jobs = [];
    for (const width of conf.widths) {
      const height = Math.round((width * size.h) / size.w);
      for (const ext of conf.formats) {
        const outFile = path.join(outDir, `${base}-${width}.${ext}`);
        jobs.push(
          (async () => {
            if (!force && (await mtime(outFile)) > newest) {
              const { size: bytes } = await stat(outFile);
              stats.skipped++;
              stats.totalBytes += bytes;
              return;
            }
            // Rasterise at the target size (density scales the SVG), not by
            // downscaling one big bitmap: thin strokes and text stay crisp.
            const density = Math.min(72 * (width / size.w), 2400);
            const cached = path.join(CACHE_DIR, cacheKey(svg, ext, width, height, density));
            let data = force ? null : await readFile(cached).catch(() => null);
            if (data === null) {
              const img = sharp(svg, { density }).resize(width, height, { fit: 'fill' });
              data = await ENCODERS[ext](img).toBuffer();
              // Best effort: a cache that cannot be written only costs the next build.
              await mkdir(CACHE_DIR, { recursive: true })
                .then(() => writeAtomic(cached, data))
                .catch(() => {});
            }
            await writeAtomic(outFile, data);
            stats.written++;
            stats.bytesWritten += data.length;
            stats.totalBytes += data.length;
          })(),
        );
      }
    }
    if (conf.copySvg) {
      const outFile = path.join(outDir, `${base}.svg`);
      jobs.push(
        (async () => {
          if (!force && (await mtime(outFile)) > newest) {
            stats.skipped++;
          } else {
            await copyFile(srcFile, outFile);
            stats.written++;
            stats.bytesWritten += svg.length;
          }
          stats.totalBytes += svg.length;
        })(),
      );
    }
    const results = await Promise.allSettled(jobs);
    const failed = results.find((r) => r.status === 'rejected');
    if (failed) throw new Error(`${folder}/${base}.svg: ${failed.reason?.message ?? failed.reason}`);
  }

  // Rewrite the manifest only when it changes, so an up-to-date tree stays untouched.
  const manifestFile = path.join(OUT_DIR, 'manifest.json');
  const manifestJson = `${JSON.stringify(manifest, null, 2)}\n`;
  const previous = await readFile(manifestFile, 'utf8').catch(() => null);
  if (previous !== manifestJson) {
    await writeAtomic(manifestFile, manifestJson);
    stats.written++;
    stats.bytesWritten += Buffer.byteLength(manifestJson);
  } else {
    stats.skipped++;
  }
  stats.totalBytes += Buffer.byteLength(manifestJson);

  const mb = (n) => `${(n / 1024 / 1024).toFixed(2)} MB`;
  console.log(
    `build-images: ${Object.keys(manifest).length} sources, ${stats.written} files written (${mb(stats.bytesWritten)}), ` +
      `${stats.skipped} up to date, img-opti total ${mb(stats.totalBytes)} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

main().catch((err) => {
  console.error(`build-images: FAILED: ${err?.stack ?? err}`);
  process.exitCode = 1;
});
