import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { axe, hydrated, signUp } from "./support";

// Every screen passes axe without a serious or critical violation, in light and in dark (issue 10,
// bug 17). The demo cup's running matchday has a live game: its "Live" chip is on the tournament
// page, the schedule and the picks.

const SCHEMES = ["light", "dark"] as const;

/**
 * Rules whose outcome depends on colours: what the dark scheme can change. The scheme only swaps the
 * theme's colour variables (decision 0065), so every other rule gives in dark what it gave in light.
 */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

/** The serious and critical violations axe finds on the page (only the colour rules with `colours`), one line each. */
async function seriousViolations(page: Page, exclude?: string, colours = false): Promise<string[]> {
  let builder = axe(page);
  if (colours) builder = builder.withRules(COLOUR_RULES);
  const results = await (exclude ? builder.exclude(exclude) : builder).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .flatMap((v) =>
      v.nodes.map(
        (n) =>
          `${v.id} (${v.impact}) at ${n.target.join(" ")}: ${n.failureSummary?.split("\n").slice(1).join(" ").trim()}`,
      ),
    );
}

/**
 * Opens every path in the device's light scheme, checks it, then turns the device dark with the page
 * open (the page follows at once, as a player's does at dusk) and checks its colours again: what
 * axe finds, per page and scheme.
 */
async function walk(page: Page, paths: string[], exclude?: string): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    // No stored choice: the app follows the device's scheme (color-scheme.spec.ts).
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto(path);
    await hydrated(page);
    for (const scheme of SCHEMES) {
      await page.emulateMedia({ colorScheme: scheme });
      await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${scheme}\\b`));
      // Fades and transitions (the scheme's change starts one on every coloured element) are taken to
      // their end before colours are measured; waiting for them instead can last for ever, as an
      // animation off screen in a skipped part of the page (content-visibility) never advances. A
      // spinner's or a live dot's loop has no end and is left running.
      await page.evaluate(() => {
        for (const animation of document.getAnimations())
          if (animation.effect?.getTiming().iterations !== Infinity) animation.finish();
      });
      for (const line of await seriousViolations(page, exclude, scheme === "dark"))
        found.push(`${scheme} ${path}: ${line}`);
    }
  }
  return found;
}

test("a player's screens have no serious accessibility violation in light and dark", async ({ page, login }) => {
  test.setTimeout(600_000); // about twenty pages, twice, on a busy machine
  await login("Axel");
  const created = await page.request.post("/api/groups", {
    data: { tournament: "demo-cup", name: "Contrast Club", mode: "simple" },
  });
  expect(created.status()).toBe(201);
  const { groupId, invitationCode, groupUserId } = await created.json();
  const games: { id: string; status: string }[] = await (
    await page.request.get("/api/tournaments/demo-cup/games?matchday=2")
  ).json();
  const live = games.find((g) => g.status === "live");
  expect(live, "the demo cup has a live game").toBeDefined();

  const found = await walk(page, [
    "/",
    "/demo-cup",
    "/demo-cup/schedule",
    "/demo-cup/schedule/2",
    `/demo-cup/${groupId}`,
    `/demo-cup/${groupId}/picks`,
    "/demo-cup/predictions",
    `/demo-cup/${groupId}/picks/${groupUserId}`,
    `/demo-cup/${groupId}/picks-by-game/${live!.id}`,
    `/demo-cup/${groupId}/join/${invitationCode}`,
    `/demo-cup/${groupId}/bonus`,
    "/demo-cup/help",
    "/demo-cup/new-game",
    "/demo-cup/plus",
    "/account",
    "/account/settings",
    "/account/settings/security",
    "/account/change-password",
    "/groups",
    "/picks",
    "/join?link=not-a-link",
    "/contact",
    "/docs/privacy",
    "/no-such-page",
    "/offline",
  ]);
  expect(found, found.join("\n")).toEqual([]);
});

test("the signed-out and the admin's screens have no serious accessibility violation in light and dark", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const signedOut = await walk(page, ["/", "/account"]);
  await signUp(page, "a11y-admin@example.com", "Adam");
  const admin = await walk(page, ["/admin", "/admin/demo-cup", "/admin/jobs", "/demo-cup/mng/102/2"]);
  const found = [...signedOut, ...admin];
  expect(found, found.join("\n")).toEqual([]);
});

test.describe("mails", () => {
  // A mail is shown in a frame sandboxed without scripts (mail-preview.spec.ts): axe's script cannot
  // run inside it (Chromium logs Playwright's blocked attempts), so the frames are left out and the
  // page around them is checked; the mail's own markup is tested with its templates.
  test.use({
    allowedConsoleErrors: /^Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed/,
  });

  test("the mail preview and the mailbox have no serious accessibility violation in light and dark", async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await signUp(page, "a11y-mails@example.com", "Mila");
    const found = await walk(
      page,
      ["/admin/mails", "/admin/mails?template=reminder&lang=de", "/mailbox"],
      "iframe[srcdoc]",
    );
    expect(found, found.join("\n")).toEqual([]);
  });
});
