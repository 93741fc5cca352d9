/**
 * Request bodies read with a limit (decision 0021): a declared `Content-Length` over the limit is
 * refused before a byte is read, and a body without a length, or longer than it said, is read only
 * up to the limit. Every body the server reads goes through here: JSON, uploads, signed webhooks.
 */
import "server-only";
import { AppError, type ErrorCode, type ErrorParams } from "@/lib/errors";

const MB = 1024 * 1024;

/** JSON bodies of our API: the largest real one (a full pick sheet, a tournament) is a few KB. */
export const JSON_LIMIT_BYTES = 1 * MB;
/** Room for the multipart boundaries and the small fields beside an upload's file. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export interface TooLarge {
  /** The error code of a body over the limit; `error.tooLarge` with `{max}` in MB when not set. */
  code?: ErrorCode;
  params?: ErrorParams;
  formField?: string;
}

function unreadable(): AppError {
  return new AppError({ code: "error.validation.body" });
}

function tooLargeError(maxBytes: number, tooLarge: TooLarge): AppError {
  return new AppError({
    code: tooLarge.code ?? "error.tooLarge",
    status: 413,
    formField: tooLarge.formField,
    params: tooLarge.params ?? { max: Math.max(1, Math.floor(maxBytes / MB)) },
  });
}

/** The declared `Content-Length` (null without one): 400 when unreadable, 413 over the limit. */
function declaredLength(header: string | null, maxBytes: number, tooLarge: TooLarge): number | null {
  if (header === null) return null;
  if (!/^\s*\d{1,16}\s*$/.test(header)) throw unreadable();
  const declared = Number(header);
  if (declared > maxBytes) throw tooLargeError(maxBytes, tooLarge);
  return declared;
}

/** The body's bytes, at most `maxBytes` of them; 413 beyond, whatever the headers said. */
export async function readBoundedBytes(
  request: Request,
  maxBytes: number,
  tooLarge: TooLarge = {},
): Promise<Uint8Array<ArrayBuffer>> {
  const declared = declaredLength(request.headers.get("content-length"), maxBytes, tooLarge);
  if (!request.body) return new Uint8Array(0);
  if (request.bodyUsed) throw unreadable();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) throw tooLargeError(maxBytes, tooLarge);
      // A body longer than its declared length is not the body the client described.
      if (declared !== null && total > declared) throw unreadable();
      chunks.push(value);
    }
  } catch (thrown) {
    await reader.cancel().catch(() => undefined);
    if (thrown instanceof AppError) throw thrown;
    throw unreadable();
  } finally {
    reader.releaseLock();
  }
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

/**
 * The same checks for a body our own server read from the connection (hot-routes.ts), up to one
 * byte past the limit (a declared length over it read nothing): 400 or 413 as `readBoundedBytes`.
 */
export function boundedBytesOf(
  contentLength: string | null,
  body: Uint8Array | null,
  maxBytes: number,
  tooLarge: TooLarge = {},
): Uint8Array {
  const declared = declaredLength(contentLength, maxBytes, tooLarge);
  const bytes = body ?? new Uint8Array(0);
  if (bytes.byteLength > maxBytes) throw tooLargeError(maxBytes, tooLarge);
  if (declared !== null && bytes.byteLength > declared) throw unreadable();
  return bytes;
}

/** UTF-8 text, 400 `error.validation.body` when it is not. */
export function utf8Text(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw unreadable();
  }
}

/** JSON, 400 `error.validation.body` when it is not. */
export function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw unreadable();
  }
}

/** The body as UTF-8 text (a signed webhook verifies these exact characters). */
export async function readBoundedText(request: Request, maxBytes: number, tooLarge?: TooLarge): Promise<string> {
  return utf8Text(await readBoundedBytes(request, maxBytes, tooLarge));
}

/** A JSON body; anything that is not JSON is 400 `error.validation.body`. */
export async function readBoundedJson(request: Request, maxBytes: number = JSON_LIMIT_BYTES): Promise<unknown> {
  return parsedJson(await readBoundedText(request, maxBytes));
}

/** A multipart/form-data body, read within the limit before it is parsed. */
export async function readBoundedForm(request: Request, maxBytes: number, tooLarge?: TooLarge): Promise<FormData> {
  const bytes = await readBoundedBytes(request, maxBytes, tooLarge);
  try {
    return await new Response(bytes, {
      headers: { "content-type": request.headers.get("content-type") ?? "" },
    }).formData();
  } catch {
    throw unreadable();
  }
}
