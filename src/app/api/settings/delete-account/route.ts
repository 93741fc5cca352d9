import { deleteAccount } from "@/server/accounts/delete-account";
import { routes } from "@/server/api/routes";
import { withApi } from "@/server/http/with-api";

export const POST = withApi(routes.deleteAccount, async ({ request, session, body }) =>
  deleteAccount(request.headers, session.user.id, body.password, session.session.createdAt),
);
