import { routes } from "@/server/api/routes";
import { json, withApi } from "@/server/http/with-api";
import { createSsoProvider, listSsoProviders } from "@/server/sso/providers";

export const GET = withApi(routes.listSsoProviders, async ({ db }) => listSsoProviders(db));

export const POST = withApi(routes.createSsoProvider, async ({ db, body, request }) =>
  json(await createSsoProvider(db, request.headers, body), 201),
);
