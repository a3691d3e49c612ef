import { themeBeforeScriptsChecks } from "./theme-before-scripts-checks";

// At 390 px, by touch.
themeBeforeScriptsChecks({ tap: true });
