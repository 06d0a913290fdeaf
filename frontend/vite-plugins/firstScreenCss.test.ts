// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { blockCover, firstScreenCss, selectorFits, splitList } from './firstScreenCss';

const covered = blockCover(['hero', 'button']);

describe('selectorFits', () => {
  it('takes a block, its elements and modifiers, and selectors without classes', () => {
    expect(selectorFits('.hero__title', covered)).toBe(true);
    expect(selectorFits('.button--secondary:hover', covered)).toBe(true);
    expect(selectorFits(':root', covered)).toBe(true);
    expect(selectorFits("[data-theme='dark'] a", covered)).toBe(true);
    expect(selectorFits('.footer a', covered)).toBe(false);
    expect(selectorFits('.hero .footer__x', covered)).toBe(false);
  });

  it('ignores classes under :not() and attribute values, needs one :is() alternative', () => {
    expect(selectorFits('.button:not(.footer)', covered)).toBe(true);
    expect(selectorFits("a[href$='.pdf']", covered)).toBe(true);
    expect(selectorFits(':is(.footer,.hero__x) span', covered)).toBe(true);
    expect(selectorFits(':is(.footer,.form) span', covered)).toBe(false);
  });
});

describe('splitList', () => {
  it('splits on top-level commas only', () => {
    expect(splitList('.a, :is(.b,.c) .d,.e')).toEqual(['.a', ':is(.b,.c) .d', '.e']);
  });
});

describe('firstScreenCss', () => {
  const css = [
    ':root{--x:1}',
    '.hero{color:red;animation:spin 1s}',
    '.footer{color:blue}',
    '.hero__a,.footer__b{margin:0}',
    '@media (min-width:900px){.footer{padding:0}.hero{padding:1px}}',
    '@media print{.footer{display:none}}',
    '@keyframes spin{to{transform:rotate(1turn)}}',
    '@keyframes fade{to{opacity:0}}',
    '.footer{animation:fade 1s}',
  ].join('');

  it('keeps the rules of the first screen, in order, with what they need', () => {
    expect(firstScreenCss(css, ['hero'])).toBe(
      ':root{--x:1}.hero{color:red;animation:spin 1s}.hero__a{margin:0}' +
        '@media (min-width:900px){.hero{padding:1px}}@keyframes spin{to{transform:rotate(1turn)}}',
    );
  });

  it('keeps every rule when every block is listed', () => {
    expect(firstScreenCss(css, ['hero', 'footer'])).toBe(css);
  });
});
