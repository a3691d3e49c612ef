import { controlNameChecks } from "./control-names-checks";

// At 1440 px.
controlNameChecks({ phoneMenu: false });
