import { notFoundChecks } from "./not-found-checks";

// At 390 px.
notFoundChecks();
