import { AppError } from "@/lib/errors";
import { deleteAvatar, saveAvatar } from "@/server/accounts/avatar";
import { getAppDb } from "@/server/db";
import { withApi } from "@/server/http/with-api";

/** multipart/form-data with one file in the field `avatar`. */
export const POST = withApi({ auth: "user" }, async ({ request, session }) => {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new AppError({ code: "error.avatar.unreadable", status: 400, formField: "avatar" });
  }
  const file = form.get("avatar");
  if (!(file instanceof Blob)) throw new AppError({ code: "error.validation.required", status: 400, formField: "avatar" });
  return saveAvatar(await getAppDb(), session.user.id, file);
});

export const DELETE = withApi({ auth: "user" }, async ({ session }) => {
  await deleteAvatar(await getAppDb(), session.user.id);
  return { image: null };
});
