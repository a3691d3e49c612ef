import { blogPagesChecks } from "./blog-pages-checks";

// The list's page links at 390 px: the arrows keep their words for screen readers only, and
// the row fits beside them.
blogPagesChecks();
