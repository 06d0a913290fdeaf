// French spacing (content/typography.json) applied at build time to every
// string literal, template text and JSX text of frontend/src, so that the copy
// is typed with ordinary spaces and never fixed by hand, string by string.
// Runs after Vite has compiled TSX to JavaScript (JSX text is then a string
// literal), on the ESTree AST of rolldown's parser; the edit keeps a source map.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import MagicString from 'magic-string';
// Vite 8's own parser (vite re-exports it; importing vite itself costs seconds).
import { parseAst } from 'rolldown/parseAst';

const rules = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../content/typography.json', import.meta.url)), 'utf8'),
);

const escape = (chars) => chars.replace(/[\\\]^-]/g, '\\$&');
const NARROW = new RegExp(` +([${escape(rules.narrowBefore)}])`, 'g');
const WIDE_BEFORE = new RegExp(` +([${escape(rules.wideBefore)}])`, 'g');
const WIDE_AFTER = new RegExp(`([${escape(rules.wideAfter)}]) +`, 'g');

/** The text with French no-break spaces (same rules as website/typography.py). */
export function frenchSpacing(text) {
  return text.replace(NARROW, '\u202f$1').replace(WIDE_BEFORE, '\u00a0$1').replace(WIDE_AFTER, '$1\u00a0');
}

export const TYPOGRAPHY_EXAMPLES = rules.examples;

function walk(node, visit) {
  if (!node || typeof node.type !== 'string') return;
  visit(node);
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const child of value) walk(child, visit);
    else if (value && typeof value === 'object' && typeof value.type === 'string') walk(value, visit);
  }
}

/** Rewrites the strings of one compiled module; null when nothing changes. */
export function applyToModule(code, id) {
  if (!/[;!?%:»«]/.test(code)) return null;
  const ast = parseAst(code);
  const edit = new MagicString(code);
  let changed = false;
  walk(ast, (node) => {
    if (node.type === 'Literal' && typeof node.value === 'string') {
      const next = frenchSpacing(node.value);
      if (next !== node.value) {
        edit.overwrite(node.start, node.end, JSON.stringify(next));
        changed = true;
      }
    } else if (node.type === 'TemplateElement' && node.end > node.start) {
      const next = frenchSpacing(node.value.raw);
      if (next !== node.value.raw) {
        edit.overwrite(node.start, node.end, next);
        changed = true;
      }
    }
  });
  return changed ? { code: edit.toString(), map: edit.generateMap({ hires: true, source: id }) } : null;
}

/**
 * The Vite plugin: the site's own modules and the content files they import
 * (route labels and descriptions, form messages), never node_modules.
 */
export default function frenchTypography() {
  const sourceDir = fileURLToPath(new URL('../src/', import.meta.url));
  const contentDir = fileURLToPath(new URL('../../content/', import.meta.url));
  return {
    name: 'french-typography',
    enforce: 'post',
    transform(code, id) {
      const file = id.split('?')[0];
      // Test files too, so that the texts they expect are spelled like the
      // rendered ones (a query by text collapses no-break spaces in the page
      // but not in the query: such a test uses a pattern).
      const ours =
        (file.startsWith(sourceDir) && /\.(ts|tsx)$/.test(file)) ||
        (file.startsWith(contentDir) && file.endsWith('.json'));
      return ours ? applyToModule(code, file) : null;
    },
  };
}
