export const DEMO_ART_MARK: string;
export declare function demoArtComment(file: string): string;
