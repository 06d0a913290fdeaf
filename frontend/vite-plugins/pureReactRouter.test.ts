import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { markRouterPure } from './pureReactRouter';

const PRODUCTION = path.resolve('node_modules/react-router/dist/production');

describe('markRouterPure', () => {
  it('marks React context, forwardRef and memo calls pure and drops displayName writes', () => {
    const code = [
      'var LocationContext = React.createContext(null);',
      'LocationContext.displayName = "Location";',
      'var Link = React10.forwardRef(function Link() {});',
      'Link.displayName = "Link";',
      'var Memo = React3.memo(DataRoutes2);',
      'var other = notReact.createContext(null);',
    ].join('\n');
    const result = markRouterPure(code);
    expect(result.calls).toBe(3);
    expect(result.names).toBe(2);
    expect(result.code).toBe(
      [
        'var LocationContext = /* @__PURE__ */ React.createContext(null);',
        '',
        'var Link = /* @__PURE__ */ React10.forwardRef(function Link() {});',
        '',
        'var Memo = /* @__PURE__ */ React3.memo(DataRoutes2);',
        'var other = notReact.createContext(null);',
      ].join('\n'),
    );
  });

  it('still finds what it marks in the installed react-router (an upgrade that changes shape fails here)', () => {
    const chunks = readdirSync(PRODUCTION).filter((name) => /^chunk-[\w-]+\.mjs$/.test(name));
    const found = chunks.map((name) => markRouterPure(readFileSync(path.join(PRODUCTION, name), 'utf8')));
    expect(found.reduce((sum, r) => sum + r.calls, 0)).toBeGreaterThan(10);
    expect(found.reduce((sum, r) => sum + r.names, 0)).toBeGreaterThan(10);
  });
});
