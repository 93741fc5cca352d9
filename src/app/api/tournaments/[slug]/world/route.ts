import { worldRoute } from "@/server/http/hot-routes";

/**
 * The whole world's table (decision 0048): one prepared statement, the session in it. A hot route
 * (decision 0029): our server answers it without Next, with this same handler.
 */
export const GET = worldRoute;
