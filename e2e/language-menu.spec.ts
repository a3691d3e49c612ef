import { languageMenuChecks } from "./language-menu-checks";

// At 1440 px, with a mouse.
languageMenuChecks({ tap: false });
