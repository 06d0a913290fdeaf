// react-router ships one big module (its production chunk) whose top level
// creates its contexts and components with unannotated calls
// (`React.createContext(…)`, `React.forwardRef(…)`, `React.memo(…)`) and then
// writes a `displayName` on each. A bundler must keep a call it cannot prove
// pure, and everything that call's result reaches: bundling `useLocation`
// alone kept 39 KB of the file (11 KB brotli), the data router, forms,
// fetchers and the framework mode's prefetching included (issue 18,
// docs/performance.md).
//
// This plugin, for that file only, marks those three React calls pure (they
// are: they only build an object) and drops the `displayName` writes (names
// for React's developer tools, which the production build does not show).
// The router's code is otherwise untouched, so what the site does import
// still behaves as published. A react-router upgrade that no longer matches
// makes the build fail here rather than silently grow again.
import type { Plugin } from 'vite';

/** The files transformed: react-router's production chunks (aliased in vite.config.ts). */
const ROUTER_CHUNK = /node_modules[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[\w-]+\.mjs$/;
/** Calls on React's namespace import (`React`, `React2`, … in the bundled file). */
const PURE_CALL = /(?<![\w$.])(React\d*)\.(createContext|forwardRef|memo)\(/g;
/** A top-level `Name.displayName = "Name";` statement, alone on its line. */
const DISPLAY_NAME = /^[ \t]*[A-Za-z_$][\w$]*\.displayName = "[\w ]+";[ \t]*$/gm;

export function markRouterPure(code: string): { code: string; calls: number; names: number } {
  let calls = 0;
  let names = 0;
  const out = code
    .replace(PURE_CALL, (_match, namespace: string, fn: string) => {
      calls += 1;
      return `/* @__PURE__ */ ${namespace}.${fn}(`;
    })
    .replace(DISPLAY_NAME, () => {
      names += 1;
      return '';
    });
  return { code: out, calls, names };
}

export default function pureReactRouter(): Plugin {
  let transformed = 0;
  return {
    name: 'pure-react-router',
    enforce: 'pre',
    transform(code, id) {
      if (!ROUTER_CHUNK.test(id)) return null;
      const result = markRouterPure(code);
      if (result.calls > 0) transformed += 1;
      return { code: result.code, map: null };
    },
    buildEnd(error) {
      // The main chunk holds the contexts and Link: finding none means the
      // published file changed shape, and the saving is gone unnoticed.
      if (!error && transformed === 0) {
        const routerLoaded = [...this.getModuleIds()].some((id) => ROUTER_CHUNK.test(id));
        if (routerLoaded)
          this.error('pure-react-router: no React.createContext/forwardRef/memo call found in react-router');
      }
    },
  };
}
