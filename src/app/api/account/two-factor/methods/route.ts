import { routes } from "@/server/api/routes";
import { challengeMethods } from "@/server/auth/challenge-methods";
import { withApi } from "@/server/http/with-api";

/** The second factors the waiting sign-in of this browser can be answered with. */
export const GET = withApi(routes.twoFactorMethods, async ({ db, request }) => ({
  methods: await challengeMethods(db, request.headers),
}));
