/** `.env.example` and the README's table say what src/lib/env.ts reads (`npm run env:example` rewrites both). */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { describeEnv } from "@/lib/env";
import { renderEnvExample, withEnvTable } from "./env-example";

const read = (file: string) => readFileSync(new URL(`../${file}`, import.meta.url), "utf8");

describe("configuration documents", () => {
  it(".env.example is what the schema generates (run `npm run env:example` after changing src/lib/env.ts)", () => {
    expect(read(".env.example")).toBe(renderEnvExample());
  });

  it("the README's table is what the schema generates", () => {
    const readme = read("README.md");
    expect(readme).toBe(withEnvTable(readme));
  });

  it("lists every variable the server reads, each with a meaning", () => {
    const names = describeEnv().map((v) => v.name);
    const example = read(".env.example");
    for (const name of [...names, "ADS_PAGE_KEY", "STRIPE_API_BASE", "DATABASE_DIRECT_URL"])
      expect(example).toContain(`# ${name}=`);
    // server/main.mjs reads these itself, before the app validates them.
    for (const name of read("server/main.mjs").matchAll(/process\.env\.([A-Z_]+)/g)) {
      if (!["NODE_ENV", "NEXT_TELEMETRY_DISABLED", "__NEXT_PRIVATE_STANDALONE_CONFIG"].includes(name[1]!))
        expect(names).toContain(name[1]);
    }
  });
});
