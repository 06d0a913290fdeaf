// Modals make everything behind them inert (WCAG 2.4.3 / RGAA 7.1): the page
// wrapper #page holds the header, main content and footer, never the modals.
export const PAGE_WRAPPER_ID = 'page';

export function setBackgroundInert(inert: boolean): void {
  const page = document.getElementById(PAGE_WRAPPER_ID);
  if (!page) return;
  if (inert) page.setAttribute('inert', '');
  else page.removeAttribute('inert');
}
