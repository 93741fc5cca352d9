import { routes } from "@/server/api/routes";
import { withApi } from "@/server/http/with-api";
import { deleteSsoProvider, setSsoProviderEnabled } from "@/server/sso/providers";

export const PATCH = withApi(routes.updateSsoProvider, async ({ db, body, params }) =>
  setSsoProviderEnabled(db, params.providerId, body.enabled),
);

export const DELETE = withApi(routes.deleteSsoProvider, async ({ db, params }) =>
  deleteSsoProvider(db, params.providerId),
);
