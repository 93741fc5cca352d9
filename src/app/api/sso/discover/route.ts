import { routes } from "@/server/api/routes";
import { withApi } from "@/server/http/with-api";
import { discoverSso } from "@/server/sso/providers";

export const POST = withApi(routes.discoverSso, async ({ db, body }) => discoverSso(db, body.email));
