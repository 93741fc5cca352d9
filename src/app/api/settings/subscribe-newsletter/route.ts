import { newsletterInput } from "@/lib/schemas/profile";
import { setNewsletter } from "@/server/accounts/newsletter";
import { getAppDb } from "@/server/db";
import { withApi } from "@/server/http/with-api";

export const POST = withApi({ auth: "user", body: newsletterInput }, async ({ session, body }) =>
  setNewsletter(await getAppDb(), session.user.id, body.subscribe),
);
