import type { ContactField } from "./contact-schema";

/**
 * The form's fields in their order on the page. A plain list, so code the page loads at once (the
 * error summary) does not bring the schema's validation library with it: that comes with the form's
 * checks, at the first touch of the form.
 */
export const CONTACT_FIELDS: readonly ContactField[] = ["name", "email", "companyName", "subject", "message"];
