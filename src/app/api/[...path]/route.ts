import { AppError } from "@/lib/errors";
import { routes } from "@/server/api/routes";
import { withApi } from "@/server/http/with-api";

/**
 * Any `/api` path no route serves, with any method: the application error `error.notFound` (404),
 * never Next's HTML page. Methods a real route does not export are answered by our server
 * (server/edge.mjs) with `error.methodNotAllowed` (405).
 */
const notFound = withApi(routes.notFound, async () => {
  throw new AppError({ code: "error.notFound" });
});

export {
  notFound as GET,
  notFound as POST,
  notFound as PUT,
  notFound as PATCH,
  notFound as DELETE,
  notFound as OPTIONS,
};
