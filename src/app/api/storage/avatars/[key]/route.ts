import { AVATAR, STORAGE } from "@/lib/constants";
import { AppError } from "@/lib/errors";
import { routes } from "@/server/api/routes";
import { withApi } from "@/server/http/with-api";
import { getFile, isSafeKey } from "@/server/storage/storage";

export const GET = withApi(routes.getAvatar, async ({ params }) => {
  const data = isSafeKey(params.key) ? await getFile(AVATAR.bucket, params.key) : null;
  if (!data) throw new AppError({ code: "error.notFound" });
  return new Response(new Uint8Array(data), {
    headers: {
      "content-type": `image/${AVATAR.format}`,
      "cache-control": `public, max-age=${STORAGE.cacheControlSeconds}`,
    },
  });
});
