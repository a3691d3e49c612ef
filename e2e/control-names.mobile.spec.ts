import { controlNameChecks } from "./control-names-checks";

// At 390 px, with the phone menu open.
controlNameChecks({ phoneMenu: true });
