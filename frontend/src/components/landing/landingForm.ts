// Where a campaign page's buttons to its lead form lead (ContactSection's
// id); whether it has one comes with the page's data (props.page.withForm).

/** Where a page's buttons to its form lead. */
export const FORM_ANCHOR = '#contact';
