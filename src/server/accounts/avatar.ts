/**
 * Avatars (seed §3): JPEG, PNG, WebP, GIF or AVIF up to 5 MB in, a 200×200 webp out, stored in
 * the `avatars` bucket under a new name each time (so caches never show an old picture).
 */
import "server-only";
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import type { Db } from "@/db";
import { user } from "@/db/schema";
import { AVATAR } from "@/lib/constants";
import { AppError } from "@/lib/errors";
import { deleteFile, putFile } from "@/server/storage/storage";

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "gif", "heif"]); // sharp reports AVIF as heif
export const AVATAR_URL_PREFIX = "/api/storage/avatars/";

export async function saveAvatar(db: Db, userId: string, upload: Blob): Promise<{ image: string }> {
  if (upload.size > AVATAR_MAX_BYTES)
    throw new AppError({ code: "error.avatar.tooLarge", formField: "avatar", params: { max: 5 } });
  const input = Buffer.from(await upload.arrayBuffer());
  if (!looksLikeAcceptedImage(input)) throw new AppError({ code: "error.avatar.type", formField: "avatar" });
  let format: string | undefined;
  try {
    format = (await sharp(input).metadata()).format;
  } catch {
    throw new AppError({ code: "error.avatar.unreadable", formField: "avatar" });
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new AppError({ code: "error.avatar.type", formField: "avatar" });
  let output: Buffer;
  try {
    output = await sharp(input, { animated: false })
      .rotate()
      .resize(AVATAR.size, AVATAR.size, { fit: "cover" })
      .toFormat(AVATAR.format, { quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError({ code: "error.avatar.unreadable", formField: "avatar" });
  }
  const key = `${userId}-${randomBytes(6).toString("hex")}.${AVATAR.format}`;
  await putFile(AVATAR.bucket, key, output, `image/${AVATAR.format}`);
  const [previous] = await db.select({ image: user.image }).from(user).where(eq(user.id, userId));
  const image = `${AVATAR_URL_PREFIX}${key}`;
  await db.update(user).set({ image }).where(eq(user.id, userId));
  await removeStoredAvatar(userId, previous?.image);
  return { image };
}

/** The file's own first bytes, not its name or declared type, say what it is. */
function looksLikeAcceptedImage(data: Buffer): boolean {
  const ascii = (from: number, to: number) => data.subarray(from, to).toString("latin1");
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return true; // JPEG
  if (ascii(0, 8) === "\x89PNG\r\n\x1a\n") return true;
  if (ascii(0, 4) === "GIF8") return true;
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return true;
  return ascii(4, 8) === "ftyp" && /^avi[fs]$/.test(ascii(8, 12)); // AVIF
}

export async function deleteAvatar(db: Db, userId: string): Promise<void> {
  const [previous] = await db.select({ image: user.image }).from(user).where(eq(user.id, userId));
  await db.update(user).set({ image: null }).where(eq(user.id, userId));
  await removeStoredAvatar(userId, previous?.image);
}

/** A name `saveAvatar` gives after the player's id: 12 hex digits and the format. */
const OWN_SUFFIX = new RegExp(`^[0-9a-f]{12}\\.${AVATAR.format}$`);

/**
 * Only the player's own upload is deleted: its name begins with their id (`saveAvatar`). A
 * provider's picture URL, or any other file a profile might name, is just forgotten.
 */
export async function removeStoredAvatar(userId: string, image: string | null | undefined): Promise<void> {
  const own = `${AVATAR_URL_PREFIX}${userId}-`;
  if (image?.startsWith(own) && OWN_SUFFIX.test(image.slice(own.length)))
    await deleteFile(AVATAR.bucket, image.slice(AVATAR_URL_PREFIX.length));
}
