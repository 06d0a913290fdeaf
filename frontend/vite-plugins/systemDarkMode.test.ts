// @vitest-environment node
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import systemDarkMode from './systemDarkMode';

const run = async (css: string) => (await postcss([systemDarkMode()]).process(css, { from: undefined })).css;

describe('systemDarkMode', () => {
  it('gives each dark rule a twin for the system preference, right after it', async () => {
    const css = await run(`.a { color: black; }\n[data-theme='dark'] .a, .b { color: white; }`);
    expect(css).toBe(
      `.a { color: black; }\n[data-theme='dark'] .a, .b { color: white; }\n` +
        `@media (prefers-color-scheme: dark) {\n:where(:root):not([data-theme]) .a { color: white; } }`,
    );
  });

  it('keeps compound selectors on <html> and leaves the light variants alone', async () => {
    const css = await run(
      `[data-app-theme='red']:not([data-theme='dark']) { --c: red; }\n[data-theme='dark'][data-app-theme='red'] { --c: pink; }`,
    );
    expect(css).toContain(":where(:root):not([data-theme])[data-app-theme='red'] { --c: pink; }");
    expect(css.match(/@media/g)).toHaveLength(1);
  });

  it('works inside other at-rules and adds one twin per rule, not more', async () => {
    const css = await run(`@media (max-width: 600px) { [data-theme='dark'] .a { color: white; } }`);
    expect(css.match(/prefers-color-scheme/g)).toHaveLength(1);
    expect(css).toMatch(/@media \(max-width: 600px\) \{[^]*@media \(prefers-color-scheme: dark\)/);
  });
});
