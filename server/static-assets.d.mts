// Types of what TypeScript reads from ./static-assets.mjs (plain JavaScript, run by server/main.mjs): its tests.
import type { IncomingMessage, ServerResponse } from "node:http";

export interface StaticAsset {
  type: string;
  variants: Partial<Record<"br" | "gzip", Buffer>>;
  etag: string;
  lastModified: string;
}
export function acceptedEncoding(header: string | undefined, offered: string[]): string | undefined;
export function loadStaticAssets(dir?: string, prefix?: string): Map<string, StaticAsset>;
export function staticAssetHandler(
  assets: Map<string, StaticAsset>,
): (req: IncomingMessage, res: ServerResponse) => boolean;
