// Whether a campaign page has its lead form (the #contact section the buttons
// lead to): a tiny module of its own, so that the page's first chunk, which
// draws only the hero, does not take the other sections' code with it.
import type { LandingPage } from '../../content/types.generated';

/** Where a page's buttons to its form lead (ContactSection's id). */
export const FORM_ANCHOR = '#contact';

export function hasForm(blocks: LandingPage['blocks']): boolean {
  return blocks.some((block) => block.type === 'form');
}
