import { standingsRoute } from "@/server/http/hot-routes";

/**
 * A group's table, overall or of one matchday (`?matchday=N`): the whole table, or one page of it
 * (`?page=N`, `size` rows each, 50 by default) for large groups. A hot route (decision 0029):
 * our server answers it without Next, with this same handler.
 */
export const GET = standingsRoute;
