// What the lead form needs only once a visitor starts it: the ALTCHA proof of
// work and the request itself. useLeadSubmission imports this module on the
// form's first focus or input (or on submit), not with the page: about 3.5 KB
// of script and one request fewer on every page with a form (issue 18 budget,
// docs/performance.md). The form's markup, labels and rules still render and
// hydrate with the page, and a submit checks them at once (lib/validation.ts,
// loaded with the form): its messages show and the first field to fix takes
// the focus before this module has arrived; only the sending waits for it.
export { createAltchaRun } from '../../lib/altcha';
export { buildLeadPayload, newIdempotencyKey, sendLead } from '../../lib/leadApi';
export { pageOrigin } from '../../lib/leadOrigin';
