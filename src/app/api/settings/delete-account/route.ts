import { deleteAccountInput } from "@/lib/schemas/profile";
import { deleteAccount } from "@/server/accounts/delete-account";
import { withApi } from "@/server/http/with-api";

export const POST = withApi({ auth: "user", body: deleteAccountInput }, async ({ request, session, body }) =>
  deleteAccount(request.headers, session.user.id, body.password, session.session.createdAt),
);
