import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// The page shell's end-to-end tests (issue 12) on a second stack started with
// every shell part on, on its own port (E2E_SHELL_PORT, by default E2E_PORT + 2;
// its renderer takes the next port). Run it with
//   npx playwright test -c playwright.shell.config.ts
// The default suite (playwright.config.ts) does not start this stack.
const port = Number(process.env.E2E_SHELL_PORT ?? Number(process.env.E2E_PORT ?? 8765) + 2);
const baseURL = `http://127.0.0.1:${port}`;
export const SHELL_PARTS = 'sidebar,themePanel,topMenu,rightSidebar,languageSelector';

export default defineConfig({
  ...base,
  testDir: 'frontend/e2e-shell',
  use: { ...base.use, baseURL },
  webServer: {
    command: 'scripts/serve-e2e.sh',
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { E2E_PORT: String(port), SITE_SHELL: SHELL_PARTS },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
