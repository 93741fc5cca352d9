/** Types of what TypeScript reads from ./precompress.mjs (plain JavaScript, run after the build): its tests. */
export const COMPRESSIBLE: RegExp;
export function compressibleFiles(dir: string): string[];
export function precompress(nextDir: string): Promise<{ files: number; raw: number; br: number; gzip: number }>;
