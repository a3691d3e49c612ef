export const CONTENT_DIR: string;
