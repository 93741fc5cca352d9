import { routes } from "@/server/api/routes";
import { chooseLanguage } from "@/server/accounts/language";
import { withApi } from "@/server/http/with-api";

/** `{locale}` → 200 `{saved}`: the menu's language, my profile's when signed in. */
export const POST = withApi(routes.chooseLanguage, async ({ db, session, body }) =>
  chooseLanguage(db, session?.user.id ?? null, body.locale),
);
