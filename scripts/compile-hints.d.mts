/** The first line of every browser chunk after the build (scripts/compile-hints.mjs). */
export const COMPILE_HINT: string;
export const HINTED_FROM_BYTES: number;
export function withCompileHint(source: string): string;
export function addCompileHints(nextDir: string): number;
