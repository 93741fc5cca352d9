import { z } from "zod";
import { AVATAR, STORAGE } from "@/lib/constants";
import { AppError } from "@/lib/errors";
import { storageKey } from "@/server/http/params";
import { getFile, isSafeKey } from "@/server/storage/storage";
import { withApi } from "@/server/http/with-api";

export const GET = withApi({ auth: "public", params: z.object({ key: storageKey }) }, async ({ params }) => {
  const data = isSafeKey(params.key) ? await getFile(AVATAR.bucket, params.key) : null;
  if (!data) throw new AppError({ code: "error.notFound", status: 404 });
  return new Response(new Uint8Array(data), {
    headers: { "content-type": `image/${AVATAR.format}`, "cache-control": `public, max-age=${STORAGE.cacheControlSeconds}` },
  });
});
