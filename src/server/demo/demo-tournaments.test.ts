import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LOCALES } from "@/lib/constants";
import { demoTournaments } from "./demo-tournaments";

/**
 * A stage is shown by its name in the player's language (the weights of a new group's form, a
 * ranking event's title), or as its raw key when the language has none: a player creating a group
 * for the demo football cup saw "semi-final" beside "Grand final", in every language.
 */
describe("the demo tournaments' stages", () => {
  // What the group forms offer to weigh: the stages of knockout games and ranking events.
  const shown = new Set(
    demoTournaments(new Date("2026-06-01T12:00:00Z"))
      .flatMap((t) => t.data.games)
      .filter((g) => g.stage && (g.knockout || g.entrants))
      .map((g) => g.stage!),
  );

  it.each([...LOCALES])("each has its name in %s", (locale) => {
    const messages = JSON.parse(readFileSync(path.join(process.cwd(), "messages", locale, "common.json"), "utf8")) as {
      stage: Record<string, string>;
    };
    expect(shown.size).toBeGreaterThan(0);
    expect([...shown].filter((stage) => !messages.stage[stage])).toEqual([]);
  });
});
