// Steps shared by the specs that drive the page editor (Wagtail, cms/).
import type { Locator, Page } from '@playwright/test';
import { manage } from './serverDatabase';

/**
 * The editor's pages: nothing on them animates for the axe checks to wait for.
 * And WCAG 2.2's target size is not asked of Wagtail's own controls: a
 * panel's « Afficher/masquer » toggle failed it once in a fresh clone's
 * run (7 Dec), passing in the runs before; the site's pages and the other staff
 * pages are held to it.
 */
export const EDITOR_PAGE = { waitForAnimations: false, withoutTargetSize: true };

/** The Wagtail id of a route's page, e.g. pageIdOf('OfferPage', 'telephonie'). */
export async function pageIdOf(pageType: string, routeKey: string): Promise<string> {
  const code = `from cms.models import ${pageType}; print(${pageType}.objects.get(route_key="${routeKey}").pk)`;
  return (await manage(['shell', '-v', '0', '-c', code])).trim();
}

/**
 * The first block of a list that starts closed (cms/: the FAQ, the slides,
 * the client logos, the testimonials), opened as a marketer opens it: Wagtail
 * names each closed block by its type and its first words, e.g. « Question
 * Puis-je conserver… ».
 */
export async function openedFirstBlock(desk: Page, blockType: string): Promise<Locator> {
  const block = desk.getByRole('region', { name: new RegExp(`^${blockType} `) }).first();
  await block.getByRole('button', { name: 'Afficher/masquer la section' }).click();
  return block;
}

/**
 * « Publier » (« Publier cette version » on an earlier revision), under « Plus
 * d'actions », as a keyboard user does: Wagtail's date pickers open on a
 * page's date fields and may stay over the menu, so no pointer click could be
 * sure to reach it; a focused button takes Enter whatever covers it.
 */
export async function publish(desk: Page, label = 'Publier'): Promise<void> {
  const more = desk.getByRole('button', { name: "Plus d'actions" });
  await more.focus();
  await more.press('Enter');
  const item = desk.getByRole('button', { name: label, exact: true });
  await item.focus();
  await item.press('Enter');
}

/**
 * Publishes a campaign page with every block at /offres/<slug>, the one the
 * pytest suite and Lighthouse measure (cms/tests/campaign_examples.py). The
 * slug must be new: a retry finds the first try's page in the database.
 */
export async function publishCampaignWithEveryBlock(slug: string): Promise<string> {
  const code = `from cms.tests.campaign_examples import publish_every_block; publish_every_block(${JSON.stringify(slug)})`;
  await manage(['shell', '-v', '0', '-c', code]);
  return `/offres/${slug}`;
}
