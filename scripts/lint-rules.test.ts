/**
 * The layering rules of eslint.config.mjs refuse the patterns issue 16 removed: shared code
 * importing a route file, a component reading the database, a transaction cast to Db.
 */
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: process.cwd() });

/** The rules that fire on `code` as if it were the file at `filePath`. */
async function firing(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

const ROUTE_IMPORT = 'import type { SheetGame } from "@/app/[locale]/(main)/[tournament]/[groupId]/picks/pick-sheet";\nexport type T = SheetGame;\n';

// The first lint builds the TypeScript program of the whole project: seconds on a busy machine.
describe("layering lint rules", { timeout: 60_000 }, () => {
  it.each(["src/server/picks/x.ts", "src/lib/x.ts", "src/ui/x.tsx", "src/db/x.ts"])("refuses a route import in %s", async (file) => {
    expect(await firing(ROUTE_IMPORT, file)).toEqual([expect.stringMatching(/^no-restricted-imports: .*Only routes import from src\/app/)]);
  });

  it("lets a route import another route's file", async () => {
    expect(await firing(ROUTE_IMPORT, "src/app/[locale]/x/page.tsx")).toEqual([]);
  });

  it.each(['import { getAppDb } from "@/server/db";', 'import { getDb } from "@/db";', 'import { user } from "@/db/schema";', 'import { user } from "@/db/schema/auth";'])(
    "refuses `%s` in a component",
    async (line) => {
      expect(await firing(`${line}\nexport const x = [${line.match(/\{ (\w+) \}/)![1]}];\n`, "src/ui/ads/x.tsx")).toEqual([
        expect.stringMatching(/^no-restricted-imports: .*Components never query the database/),
      ]);
    },
  );

  it("refuses casting a transaction to Db, in the app, scripts and tests alike", async () => {
    const code = 'import type { Db } from "@/db";\ndeclare const tx: unknown;\ndeclare function query(db: Db): void;\nquery(tx as unknown as Db);\n';
    for (const file of ["src/server/x.ts", "scripts/x.ts", "tests/integration/x.test.ts"]) {
      expect(await firing(code, file)).toEqual([expect.stringMatching(/^no-restricted-syntax: Do not cast to Db/)]);
    }
  });

  it("still refuses process.env outside the configuration module", async () => {
    expect(await firing("export const x = process.env.X;\n", "src/server/x.ts")).toEqual([expect.stringMatching(/^no-restricted-syntax: Read configuration/)]);
  });
});
