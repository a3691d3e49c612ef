export const BUILD_DIR: string;
export const CLIENT_DIR: string;
