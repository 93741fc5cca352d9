/**
 * The shared open-data folder (../shared/data beside the repository; CI puts it there too). Tests
 * that need it skip, saying so, when it is missing.
 */
import { existsSync } from "node:fs";
import path from "node:path";

export const SHARED_DATA = path.resolve(process.cwd(), "../shared/data");

export function sharedData(...parts: string[]): string {
  return path.join(SHARED_DATA, ...parts);
}

export const hasSharedData = existsSync(SHARED_DATA);
