/**
 * Before the end-to-end server starts (playwright.config.ts runs this ahead of it, on the same
 * DATA_DIR): the database is migrated and a pool of players inserted, each with a live session
 * (tests/factories/players.ts), and their session cookies written to DATA_DIR/e2e-players.json. The
 * `login` fixture (fixtures.ts) hands each test a player of its own by putting that cookie in the
 * browser, so specs that are not about signing in skip the sign-up form. The embedded database
 * takes one process at a time: this one closes it before the server opens it.
 *
 * A new data folder starts as a copy of the integration tests' migrated template (made once and
 * kept while the migrations stay the same, tests/support/templates.ts): 2 s instead of 6 s for a
 * fresh folder's initdb and migrations, before any browser test can start. A fresh folder's own
 * start stays tested by the specs that start servers of their own (server-process.ts) and by
 * `npm run test:cluster`.
 */
import { existsSync, openAsBlob, writeFileSync } from "node:fs";
import path from "node:path";
import { databaseTarget, openDatabase } from "../../src/db/client";
import { getEnv } from "../../src/lib/env";
import { insertPlayer } from "../factories/players";
import { ensurePgliteTemplate } from "../support/templates";

/** About three times what the specs use in one run (just over 100 in December 2026); a player is never handed out twice. */
const POOL = Number(process.env.E2E_PLAYERS ?? 300);

export interface SeededPlayer {
  email: string;
  name: string;
  cookie: { name: string; value: string };
}

/** Restores the migrated template into the embedded database's folder, unless it holds one already. */
async function fromTemplate(dataDir: string) {
  const folder = path.join(dataDir, "pglite");
  if (existsSync(folder)) return;
  const { PGlite } = await import("@electric-sql/pglite");
  const restored = await PGlite.create({
    dataDir: folder,
    loadDataDir: await openAsBlob(await ensurePgliteTemplate()),
  });
  await restored.close();
}

async function main() {
  const env = getEnv();
  if (!env.DATABASE_URL) await fromTemplate(env.DATA_DIR);
  const handle = await openDatabase(databaseTarget(env));
  try {
    const players: SeededPlayer[] = [];
    for (let n = 1; n <= POOL; n++) {
      const email = `player-${n}@e2e.example.com`;
      const { cookie } = await insertPlayer(handle.db, email, `Player ${n}`);
      players.push({ email, name: `Player ${n}`, cookie });
    }
    writeFileSync(path.join(env.DATA_DIR, "e2e-players.json"), JSON.stringify(players));
  } finally {
    await handle.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
