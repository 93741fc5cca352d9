import { routes } from "@/server/api/routes";
import { enrolPhone, listFactors } from "@/server/auth/phone-factor";
import { withApi } from "@/server/http/with-api";

/** My second factors, in the seed's shape. */
export const GET = withApi(routes.listFactors, async ({ db, session }) => ({
  factors: await listFactors(db, session.user.id),
}));

/** Adds my phone, unverified. */
export const POST = withApi(routes.enrolFactor, async ({ db, session, body }) =>
  enrolPhone(db, {
    userId: session.user.id,
    sessionCreatedAt: session.session.createdAt,
    phone: body.phone,
    friendlyName: body.friendly_name || null,
  }),
);
