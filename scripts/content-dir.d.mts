export const CONTENT_DIR: string;
export declare function contentFolder(projectRoot?: string): string;
