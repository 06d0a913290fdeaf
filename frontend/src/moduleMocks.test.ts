// @vitest-environment node
// Unit test files share workers (vite.config.ts), so a file that replaces a
// module with vi.mock must be listed to run isolated: this finds any that is not.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { MODULE_MOCKING_TESTS } from '../../vite.config';

const ROOT = path.resolve(import.meta.dirname, '../..');

function testFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return testFiles(file);
    return /\.test\.(ts|tsx|mjs)$/.test(entry.name) ? [file] : [];
  });
}

it('every unit test file that calls vi.mock runs isolated', () => {
  const mocking = ['frontend/src', 'frontend/vite-plugins', 'ssr-server']
    .flatMap(testFiles)
    .filter((file) => /\bvi\.mock\(/.test(readFileSync(path.join(ROOT, file), 'utf8')))
    .filter((file) => file !== 'frontend/src/moduleMocks.test.ts');
  expect(mocking.sort()).toEqual([...MODULE_MOCKING_TESTS].sort());
});
