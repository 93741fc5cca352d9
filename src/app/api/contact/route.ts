import { routes } from "@/server/api/routes";
import { createContactMessage } from "@/server/contact/create-contact-message";
import { clientAddress } from "@/server/http/client-address";
import { json, withApi } from "@/server/http/with-api";

export const POST = withApi(routes.contact, async ({ db, request, body, locale }) => {
  const result = await createContactMessage(db, body, {
    locale,
    clientAddress: clientAddress(request),
  });
  return json(result, 201);
});
