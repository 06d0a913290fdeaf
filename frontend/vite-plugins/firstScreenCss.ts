// The first screen's share of a page's stylesheet (issue 18: /home's HTML
// under 14 KB compressed, so that its first paint needs one round trip; issue
// 31: the offer pages' first paint under 1.0 s, their whole stylesheet being
// the largest part of their HTML).
//
// A page listed in FIRST_SCREEN inlines only the rules that can style what a
// visitor sees before scrolling; its whole stylesheet follows as a file linked
// at the end of <body> (templates/base.html), which the browser applies once
// it arrives without delaying the paint of the markup above it, and with no
// script (the CSP allows none inline).
//
// What the first screen holds is named by BEM block: a block covers its class,
// its elements (`block__x`) and its modifiers (`block--x`). A rule is inlined
// when one of its selectors needs no class outside those blocks, so rules that
// name no class at all (custom properties, element and attribute selectors)
// are always inlined. Classes under :not() are not needed by the element; of
// an :is() or :where() list, one alternative is enough. @media and @supports
// keep the rules that qualify; @keyframes go along when an inlined rule names
// them; other at-rules (@font-face, @property, @layer statements) always do.
//
// The file keeps every rule in its original order, the first screen's too:
// after it loads, the cascade is exactly the whole stylesheet's. Before, the
// inlined rules keep their relative order, so the first screen already looks
// as it will (frontend/e2e/first-screen-css.spec.ts compares the two).
import postcss, { type AtRule, type ChildNode, type Container, type Root } from 'postcss';

// The shell's first screen (components/layout/Header.tsx, Shell.tsx).
const SHELL = ['site-header', 'skip-link', 'visually-hidden', 'button', 'container'];

// An offer page's first screen: the header and its hero
// (components/offers/OfferHero.tsx), which fills a phone's or a laptop's
// screen; on a 1920 × 1080 screen, the top of the page's first section too.
const OFFER = [...SHELL, 'offer-hero'];

/** Per page component (content/routes.json), the BEM blocks of its first screen. */
export const FIRST_SCREEN: Record<string, readonly string[]> = {
  'pages/TelephoniePage.tsx': [...OFFER, 'why-steps'],
  'pages/ConnexionPage.tsx': [...OFFER, 'why-steps'],
  'pages/InfogerancePage.tsx': [...OFFER, 'split-section'],
  'pages/CybersecuritePage.tsx': [...OFFER, 'feature-cards', 'feature-card', 'threat-map-card'],
  // A campaign page: its hero, then whichever section Marketing put second.
  'pages/LandingPage.tsx': [...OFFER, 'feature-cards', 'feature-card', 'why-steps'],
  // Header and hero carousel on every screen; the slogan's key figures from
  // about 740 px down on a laptop (its top is at 737 px at 1280 × 800).
  'pages/HomePage.tsx': [
    ...SHELL,
    // components/home/HeroCarousel.tsx and ui/Carousel.tsx
    'home',
    'carousel',
    'hero-carousel',
    'hero-slide',
    'pills',
    'pill',
    'pause-button',
    'picture-deferred',
    // components/home/KeyFigures.tsx (the slogan)
    'home-slogan',
    'key-figures',
    'key-figure',
  ],
};

/** The text between the parenthesis that opens at `open` and its match. */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i += 1) {
    if (text[i] === '(') depth += 1;
    else if (text[i] === ')' && --depth === 0) return i;
  }
  return text.length;
}

/** Split a selector list on its top-level commas. */
export function splitList(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i += 1) {
    if (list[i] === '(') depth += 1;
    else if (list[i] === ')') depth -= 1;
    else if (list[i] === ',' && depth === 0) {
      parts.push(list.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(list.slice(start));
  return parts.map((part) => part.trim()).filter(Boolean);
}

/** Whether an element matched by `selector` can be one whose classes all belong to `covered`. */
export function selectorFits(selector: string, covered: (name: string) => boolean): boolean {
  let rest = '';
  for (let i = 0; i < selector.length; i += 1) {
    const pseudo = /^:(not|is|where|has|matches)\(/.exec(selector.slice(i));
    if (pseudo) {
      const open = i + pseudo[0].length - 1;
      const end = closing(selector, open);
      const inner = selector.slice(open + 1, end);
      // :not(.x) asks for no class; :has() looks at other elements (kept: rare, and safe to inline).
      if ((pseudo[1] === 'is' || pseudo[1] === 'where' || pseudo[1] === 'matches') && inner.includes('.')) {
        if (!splitList(inner).some((alternative) => selectorFits(alternative, covered))) return false;
      }
      i = end;
      continue;
    }
    rest += selector[i];
  }
  // Attribute values may hold dots ([href$='.pdf']): they are not classes.
  const bare = rest.replace(/\[[^\]]*\]/g, '');
  return [...bare.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].every(([, name]) => covered(name));
}

/** `covered` for a list of BEM blocks. */
export function blockCover(blocks: readonly string[]): (name: string) => boolean {
  const set = new Set(blocks);
  return (name) => set.has(name.split(/__|--/)[0]);
}

const KEEP_BLOCKS = new Set(['media', 'supports', 'container', 'layer']);

/** Remove from `container` what the first screen does not need; returns whether anything stayed. */
function prune(container: Container, covered: (name: string) => boolean, keyframes: Set<string>): boolean {
  for (const node of [...(container.nodes ?? [])] as ChildNode[]) {
    if (node.type === 'rule') {
      const kept = splitList(node.selector).filter((selector) => selectorFits(selector, covered));
      if (kept.length === 0) node.remove();
      else {
        node.selector = kept.join(',');
        node.walkDecls(/^animation(-name)?$/, (decl) => {
          for (const word of decl.value.split(/[\s,]+/)) keyframes.add(word);
        });
      }
    } else if (node.type === 'atrule') {
      const at = node as AtRule;
      if (/keyframes$/.test(at.name)) continue; // decided once every rule was seen
      if (KEEP_BLOCKS.has(at.name) && at.nodes) {
        if (!prune(at, covered, keyframes)) at.remove();
      }
    }
  }
  return (container.nodes?.length ?? 0) > 0;
}

/** The rules of `css` that the first screen made of `blocks` can use, in their order. */
export function firstScreenCss(css: string, blocks: readonly string[]): string {
  const root: Root = postcss.parse(css);
  const keyframes = new Set<string>();
  prune(root, blockCover(blocks), keyframes);
  root.walkAtRules(/keyframes$/, (at) => {
    if (!keyframes.has(at.params.trim())) at.remove();
  });
  root.walkComments((comment) => {
    comment.remove();
  });
  return root.toString().trim();
}
