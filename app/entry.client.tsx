import { hydrate } from "./hydrate";

// React Router's bootstrap imports this module once it has every route module. Its work is in
// hydrate.tsx, which goes into the shell's file: a file of its own for the entry then costs the
// first load only this call, not a second copy of the imports (the 115 KB bar is that tight).
void hydrate();
