export declare const REQUIRED_NODE: { readonly major: number; readonly minor: number };
export declare function nodeVersionProblem(version: string): string | null;
