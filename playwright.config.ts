import { execFileSync } from 'node:child_process';
import { defineConfig } from '@playwright/test';

// End-to-end tests drive the real stack (gunicorn, the Node renderer,
// Debian's Chromium) on ports the system reports free, unless E2E_PORT and
// E2E_SHELL_PORT name them, so several runs coexist. The choice goes into the
// environment, which the worker processes inherit: they load this file again
// and must agree.
function freePort(): number {
  // A child process, because the config is loaded synchronously.
  const script =
    "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); });";
  return Number(execFileSync(process.execPath, ['-e', script]).toString().trim());
}
process.env.E2E_PORT ??= String(freePort());
process.env.E2E_SHELL_PORT ??= String(freePort());
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
// The page shell (issue 12) has a second stack of its own, started with every
// shell part on: the same run, one project per stack.
const shellPort = Number(process.env.E2E_SHELL_PORT);
const shellURL = `http://127.0.0.1:${shellPort}`;
export const SHELL_PARTS = 'sidebar,themePanel,topMenu,rightSidebar,languageSelector';

/**
 * The Wagtail editor's walks on the legal pages, the campaign pages, the menu
 * labels and the contact facts: `make test-all` runs them (project
 * `editor-other-pages`), `make test` does not. The editor's specs cost a third
 * of the browser suite's CPU (Wagtail's edit pages hold 5,000 to 11,000
 * elements each): with these four and the page shell's in it, `make test` took
 * 371 s on a fresh clone, over its 5 minutes; without them, 276 s
 * (docs/testing.md, « What each gate runs »). The rules behind them are pytest's
 * (cms/tests), which `make test` runs; the page editor's own walk
 * (page-editor.spec.ts, home-media-editor.spec.ts: edit, preview, publish,
 * schedule, restore, upload, roles, axe) stays in `make test`.
 */
const EDITOR_OTHER_PAGES = [
  'legal-editor.spec.ts',
  'landing-pages.spec.ts',
  'labels-editor.spec.ts',
  'contact-page-editor.spec.ts',
];

/** One stack (scripts/serve-e2e.sh), ready when /healthz answers. */
function stack(stackPort: number, env: Record<string, string> = {}) {
  return {
    command: 'scripts/serve-e2e.sh',
    url: `http://127.0.0.1:${stackPort}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { E2E_PORT: String(stackPort), ...env },
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  };
}

export default defineConfig({
  timeout: 30_000,
  expect: { timeout: 5_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  // One retry in CI absorbs a timing hiccup on a loaded 2-core machine; Playwright
  // still reports such a test as flaky, so it does not go unnoticed.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    // Recording a trace for every test (snapshots and a screencast) cost more
    // CPU than the tests themselves; a retry records one, and
    // `npx playwright test --trace on` does when asked.
    trace: 'on-first-retry',
    launchOptions: {
      // Debian's headless shell, the build Playwright itself runs headless
      // tests on: without the full browser's UI layers, the suite needs about
      // 40 % less CPU (4.2 → 2.4 min here) for the same pages and engine.
      executablePath: process.env.E2E_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      // The machine has no outside network: background requests would only
      // fill the console with refused connections.
      args: [
        // The shell has no network-quality estimate, so it would lazy-load
        // images 2500 px ahead (an unknown connection) instead of the 1250 px
        // of the 4G that the full browser reports. A second --blink-settings
        // replaces Playwright's, so its pointer and hover values are repeated.
        '--blink-settings=primaryHoverType=2,availableHoverTypes=2,primaryPointerType=4,availablePointerTypes=4,lazyLoadingImageMarginPxUnknown=1250',
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-gpu',
        // The software compositor as a thread of the browser process instead
        // of a process of its own: the same frames without their trips
        // between processes. Four runs of four specs with it took 155–174
        // CPU-s, two without 171–191 (7 Dec, interleaved; docs/testing.md):
        // about 9 % less, within reach of the machine's drift.
        '--in-process-gpu',
        '--disable-quic',
        '--no-first-run',
        // Every other host fails at once, as if offline, without a round trip
        // to Playwright per request (fixtures.ts records what was asked).
        // localhost too: staff tests run there, WebAuthn refuses an IP (staffSignIn.ts).
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      testDir: 'frontend/e2e',
      testIgnore: EDITOR_OTHER_PAGES,
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'editor-other-pages',
      testDir: 'frontend/e2e',
      testMatch: EDITOR_OTHER_PAGES,
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'shell',
      testDir: 'frontend/e2e-shell',
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 }, baseURL: shellURL },
    },
  ],
  // `make e2e` (make test) runs the project `chromium` alone, without the shell's stack.
  webServer:
    process.env.E2E_SHELL_STACK === 'off'
      ? [stack(port)]
      : [stack(port), stack(shellPort, { SITE_SHELL: SHELL_PARTS })],
});
