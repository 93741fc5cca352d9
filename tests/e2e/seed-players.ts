/**
 * Before the end-to-end server starts (playwright.config.ts runs this ahead of it, on the same
 * DATA_DIR): the database is migrated and a pool of players inserted, each with a live session
 * (tests/factories/players.ts), and their session cookies written to DATA_DIR/e2e-players.json. The
 * `login` fixture (fixtures.ts) hands each test a player of its own by putting that cookie in the
 * browser, so specs that are not about signing in skip the sign-up form. The embedded database
 * takes one process at a time: this one closes it before the server opens it.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { databaseTarget, openDatabase } from "../../src/db/client";
import { getEnv } from "../../src/lib/env";
import { insertPlayer } from "../factories/players";

/** More than the specs use in one run; a player is never handed out twice. */
const POOL = Number(process.env.E2E_PLAYERS ?? 100);

export interface SeededPlayer {
  email: string;
  name: string;
  cookie: { name: string; value: string };
}

async function main() {
  const env = getEnv();
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
