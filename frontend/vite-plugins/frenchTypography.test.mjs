// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { applyToModule, frenchSpacing, TYPOGRAPHY_EXAMPLES } from './frenchTypography.mjs';

describe('French spacing', () => {
  it.each(TYPOGRAPHY_EXAMPLES)('%j becomes %j', (input, expected) => {
    expect(frenchSpacing(input)).toBe(expected);
  });

  it('rewrites string literals and template text of a compiled module, not the code', () => {
    const source = 'const a = cond ? "Une question ?" : `${n} %`;\nf({ children: "« Menu »" });';
    const result = applyToModule(source, 'x.js');
    expect(result?.code).toBe(
      'const a = cond ? "Une question\u202f?" : `${n}\u202f%`;\nf({ children: "«\u00a0Menu\u00a0»" });',
    );
  });

  it('leaves a module without French punctuation untouched', () => {
    expect(applyToModule('const a = "(min-width: 900px)";', 'x.js')).toBeNull();
  });
});
