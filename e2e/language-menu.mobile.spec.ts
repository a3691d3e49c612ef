import { languageMenuChecks } from "./language-menu-checks";

// At 390 px, by touch.
languageMenuChecks({ tap: true });
