/** The application database for services called from routes (routes never import src/db). */
import "server-only";
export { getDb as getAppDb } from "@/db";
export type { Db, DbOrTx } from "@/db";
