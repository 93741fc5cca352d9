/** The application database for services called from routes (routes never import src/db). */
import "server-only";
import { getDbHandle } from "@/db";

export { getDb as getAppDb } from "@/db";

/** Whether the application's database is the embedded one (PGlite: one session, in turn). */
export async function isEmbeddedDb(): Promise<boolean> {
  return (await getDbHandle()).kind === "pglite";
}
export type { Db, DbOrTx } from "@/db";
