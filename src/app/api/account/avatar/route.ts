import { AppError } from "@/lib/errors";
import { deleteAvatar, saveAvatar } from "@/server/accounts/avatar";
import { routes } from "@/server/api/routes";
import { withApi } from "@/server/http/with-api";

/** multipart/form-data with one file in the field `avatar`, refused before it is read when over the limit. */
export const POST = withApi(routes.uploadAvatar, async ({ db, form, session }) => {
  const file = form.get("avatar");
  if (!(file instanceof Blob))
    throw new AppError({
      code: "error.validation.required",
      formField: "avatar",
    });
  return saveAvatar(db, session.user.id, file);
});

export const DELETE = withApi(routes.deleteAvatar, async ({ db, session }) => {
  await deleteAvatar(db, session.user.id);
  return { image: null };
});
