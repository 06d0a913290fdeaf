// What the lead form needs only once a visitor starts it: the ALTCHA proof of
// work and the request itself. useLeadSubmission imports this module on the
// form's first focus or input (or on submit), not with the page: about 3.5 KB
// of script and one request fewer on every page with a form (issue 18 budget,
// docs/performance.md). The form's markup, labels and rules still render and
// hydrate with the page; a submit before this arrives simply waits for it.
export { createAltchaRun } from '../../lib/altcha';
export { buildLeadPayload, newIdempotencyKey, sendLead } from '../../lib/leadApi';
