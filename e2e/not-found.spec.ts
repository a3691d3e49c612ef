import { notFoundChecks } from "./not-found-checks";

// At 1440 px.
notFoundChecks();
