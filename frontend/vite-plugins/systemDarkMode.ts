// Dark mode from the very first paint with no script before it. The styles
// are written for `<html data-theme="dark">`, which the page shell's display
// settings set (display-boot.js, the theme panel). This PostCSS plugin gives
// every rule whose selector starts with `[data-theme='dark']` a twin inside
// `@media (prefers-color-scheme: dark)` for an <html> with no data-theme at
// all: without the shell, the visitor's system decides, live, in CSS alone,
// and no render-blocking script delays the first paint (Lighthouse counted
// 150 ms for the one this replaces). With the shell on, display-boot.js
// always writes 'dark' or 'light', so the twins never apply there.
//
// `:where(:root):not([data-theme])` weighs what `[data-theme='dark']` weighs
// (one attribute), so a twin wins and loses exactly where its original does.
import type { Plugin } from 'postcss';

export const DARK = "[data-theme='dark']";
export const SYSTEM = ':where(:root):not([data-theme])';
export const MEDIA = '(prefers-color-scheme: dark)';

export default function systemDarkMode(): Plugin {
  return {
    postcssPlugin: 'system-dark-mode',
    // PostCSS visits the twins too: their selectors start with SYSTEM, so
    // they get no twin of their own.
    Rule(rule, { AtRule }) {
      const selectors = rule.selectors.filter((selector) => selector.startsWith(DARK));
      if (selectors.length === 0) return;
      const media = new AtRule({ name: 'media', params: MEDIA });
      media.append(rule.clone({ selectors: selectors.map((selector) => SYSTEM + selector.slice(DARK.length)) }));
      rule.after(media);
    },
  };
}
