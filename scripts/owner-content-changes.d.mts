/** Changes the content folder at `dir` the way an owner does; returns what it changed. */
export function changeAsAnOwner(dir: string): Promise<string[]>;
