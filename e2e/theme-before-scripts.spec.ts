import { themeBeforeScriptsChecks } from "./theme-before-scripts-checks";

// At 1440 px, by mouse.
themeBeforeScriptsChecks({ tap: false });
