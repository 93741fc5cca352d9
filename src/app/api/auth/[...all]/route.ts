import { routes } from "@/server/api/routes";
import { handleAuthRequest } from "@/server/auth/auth-handler";
import { documented } from "@/server/http/with-api";

export const GET = documented(routes.authGet, handleAuthRequest);
export const POST = documented(routes.authPost, handleAuthRequest);
