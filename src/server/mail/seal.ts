/**
 * Mail texts that carry a secret (sign-in links, codes, reset and verification links) are kept
 * encrypted: AES-256-GCM with a key derived (HKDF-SHA-256) from the auth secret. A sealed text
 * reads `sealed:v1:` and the base64url of the 12-byte nonce, the 16-byte tag and the ciphertext.
 */
import "server-only";
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { ensureAuthSecret } from "@/server/secrets";

const PREFIX = "sealed:v1:";

function key(): Buffer {
  return Buffer.from(hkdfSync("sha256", ensureAuthSecret(), "callit-mail-outbox", "mail text v1", 32));
}

export function seal(text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(), iv);
  const body = Buffer.concat([cipher.update(text, "utf8"), cipher.final()]);
  return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
}

export function isSealed(text: string): boolean {
  return text.startsWith(PREFIX);
}

/** The clear text of a sealed text (a clear one as it is); null when it cannot be opened (another secret). */
export function unseal(text: string): string | null {
  if (!isSealed(text)) return text;
  try {
    const raw = Buffer.from(text.slice(PREFIX.length), "base64url");
    const decipher = createDecipheriv("aes-256-gcm", key(), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
