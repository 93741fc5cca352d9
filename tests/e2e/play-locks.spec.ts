/**
 * Issue 10, bugs 1 and 2 (High), walked as a player did: the whole-matchday lock leaves the next
 * matchdays open on the pick sheet, and the predictions hub keeps each group's own lock.
 * Demo Nations Cup: matchday 1 is over, matchday 2 is under way (Netherlands – Italy later
 * today), matchday 3 in three days.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { createGroup, hydrated } from "./support";

test("the whole-matchday lock keeps the next matchday open on the pick sheet", async ({ page, login }) => {
  await login("Mara");
  const group = await createGroup(page, { name: "Whole Days", lockPolicy: { kind: "matchday" } });
  await page.goto(`/demo-cup/${group.groupId}/picks`);
  await hydrated(page);
  // Matchday 2 has started: locked as a whole, so the sheet opens on matchday 3, the first still open.
  await expect(page.getByRole("tab", { selected: true })).toContainText("Matchday 3");
  await expect(page.getByRole("tab", { name: /^Matchday 2/ })).toContainText("locked, 0 points");
  const later = page.getByTestId("pick-game").filter({ hasText: "Ukraine – Germany" });
  await expect(later.getByText("Locked")).toHaveCount(0);
  await later.getByRole("spinbutton", { name: "Ukraine goals" }).fill("1");
  await later.getByRole("spinbutton", { name: "Germany goals" }).fill("0");
  await expect(later.getByRole("spinbutton", { name: "Ukraine goals" })).toHaveValue("1");
  await page.getByRole("button", { name: "Save picks" }).click();
  await expect(page.getByText("1 pick saved.")).toBeVisible();
  await expect(later.getByRole("spinbutton", { name: "Germany goals" })).toBeEnabled();
});

test("a matchday under way counts what is left to pick, on its tab as on the home page", async ({ page, login }) => {
  await login("Maren");
  const group = await createGroup(page, { name: "Late Joiners" });
  // Matchday 2: three games locked before this player came, Netherlands – Italy still open.
  await page.goto("/");
  const due = page.getByTestId("due-picks").getByRole("link", { name: /Late Joiners · Matchday 2/ });
  await expect(due).toContainText("0 of 1 game picked");
  await page.goto(`/demo-cup/${group.groupId}/picks`);
  await hydrated(page);
  const tab = page.getByRole("tab", { selected: true });
  await expect(tab).toContainText("Matchday 2");
  await expect(tab).toContainText("0 of 1 picked");
  const today = page.getByTestId("pick-game").filter({ hasText: "Netherlands – Italy" });
  await today.getByRole("spinbutton", { name: "Netherlands goals" }).fill("2");
  await today.getByRole("spinbutton", { name: "Italy goals" }).fill("2");
  await page.getByRole("button", { name: "Save picks" }).click();
  await expect(page.getByText("1 pick saved.")).toBeVisible();
  await expect(tab).toContainText("1 of 1 picked");
});

test("the predictions hub keeps each group's own lock", async ({ page, login }) => {
  await login("Nico");
  await createGroup(page, { name: "Kickoff Club" });
  await createGroup(page, { name: "Matchday Club", lockPolicy: { kind: "matchday" } });
  await page.goto("/demo-cup/predictions");
  await hydrated(page);
  // Locked in the whole-matchday group, still open in the other one.
  const today = page.getByTestId("pick-game").filter({ hasText: "Netherlands – Italy" });
  await expect(
    today.getByText("Already locked in Matchday Club; saving here changes your other group only."),
  ).toBeVisible();
  await today.getByRole("spinbutton", { name: "Netherlands goals" }).fill("0");
  await today.getByRole("spinbutton", { name: "Italy goals" }).fill("1");
  // Open in both, on the next matchday's tab (what was typed on this one stays to be saved).
  await page.getByRole("tab", { name: /^Matchday 3/ }).click();
  const later = page.getByTestId("pick-game").filter({ hasText: "Ukraine – Germany" });
  await later.getByRole("spinbutton", { name: "Ukraine goals" }).fill("0");
  await later.getByRole("spinbutton", { name: "Germany goals" }).fill("1");
  await page.getByRole("button", { name: "Save picks" }).click();
  await expect(page.getByText("3 picks saved.")).toBeVisible();
  await expect(page.getByText(/not saved/)).toHaveCount(0);
});

test("a game that locks while the sheet is open keeps what was typed, read-only, and leaves the rest saveable; a finished game shows its result", async ({
  page,
  login,
}) => {
  await login("Mara");
  const group = await createGroup(page, { name: "Locks Live" });
  // The browser's clock stands still until the test moves it.
  await page.clock.install();
  await page.goto(`/demo-cup/${group.groupId}/picks`);
  await hydrated(page);
  await expect(page.getByRole("tab", { selected: true })).toContainText("Matchday 2");

  // A finished game reads as one: its final score, locked, no boxes to type in.
  const finished = page.getByTestId("pick-game").filter({ hasText: "Spain – Portugal" });
  await expect(finished.getByTestId("final-score")).toHaveText("· Final score 2–1");
  await expect(finished.getByTestId("pick-state")).toHaveText("No pick");
  await expect(finished.getByRole("spinbutton")).toHaveCount(0);
  await expect(finished.getByTestId("locked-score")).toHaveText([
    "Spain goals, Spain – Portugal: –",
    "Portugal goals, Spain – Portugal: –",
  ]);

  const later = page.getByTestId("pick-game").filter({ hasText: "Netherlands – Italy" });
  await later.getByRole("spinbutton", { name: "Netherlands goals" }).fill("3");
  await later.getByRole("spinbutton", { name: "Italy goals" }).fill("3");
  await page.getByRole("tab", { name: /^Matchday 3/ }).click();
  const next = page.getByTestId("pick-game").filter({ hasText: "Ukraine – Germany" });
  await next.getByRole("spinbutton", { name: "Ukraine goals" }).fill("1");
  await next.getByRole("spinbutton", { name: "Germany goals" }).fill("0");
  await page.getByRole("tab", { name: /^Matchday 2/ }).click();
  await expect(page.getByTestId("save-bar")).toContainText("2 changes not saved");
  // The tab says what is typed and not saved on its one game left to pick…
  const tab = page.getByRole("tab", { selected: true });
  await expect(tab).toContainText("1 change not saved");

  // The clock reaches the game's lock (its countdown's instant) while the sheet is open.
  const lockAt = await later.locator("time").nth(1).getAttribute("datetime");
  const left = Date.parse(lockAt!) - (await page.evaluate(() => Date.now()));
  expect(left).toBeGreaterThan(0);
  await page.clock.fastForward(left + 1000);

  await expect(later.getByTestId("pick-state")).toHaveText("Locked: not saved");
  // …and once it locked, on the sheet's own clock, the matchday is locked: nothing left to save there.
  await expect(tab).toContainText("locked, 0 points");
  await expect(tab).not.toContainText("not saved");
  await expect(later.getByText(/Locks in/)).toHaveCount(0);
  await expect(later.getByRole("spinbutton")).toHaveCount(0);
  await expect(later.getByTestId("locked-score")).toHaveText([
    "Netherlands goals, Netherlands – Italy: 3",
    "Italy goals, Netherlands – Italy: 3",
  ]);
  // Only the game still open counts, and it saves.
  await expect(page.getByTestId("save-bar")).toContainText("1 change not saved");
  await page.getByRole("button", { name: "Save picks" }).click();
  await expect(page.getByText("1 pick saved.")).toBeVisible();
  // Not "Everything is saved": the pick that locked first was never saved, and the bar says so.
  await expect(page.getByTestId("save-bar")).toContainText("1 pick locked before it was saved");
  await expect(later.getByTestId("pick-state")).toHaveText("Locked: not saved");
});

/**
 * Moves the browser's clock past the lock of the sheet's game `row` (its countdown's instant). Only
 * the browser's clock moves: the next page of the test sets it back to the server's first
 * (`serverTime`), or the sheet would take it for a device clock set wrong and correct it.
 */
async function reachLock(page: Page, row: ReturnType<Page["getByTestId"]>) {
  const lockAt = await row.locator("time").nth(1).getAttribute("datetime");
  const left = Date.parse(lockAt!) - (await page.evaluate(() => Date.now()));
  expect(left).toBeGreaterThan(0);
  await page.clock.fastForward(left + 1000);
  await expect(row.getByText(/Locks in/)).toHaveCount(0);
}

/** The browser's clock back to the server's (the test runs beside it, on the same machine's clock). */
async function serverTime(page: Page) {
  await page.clock.setSystemTime(Date.now());
}

test("a locked pick that is not a score reads as text: hockey's overtime, a simple pick, a race's order", async ({
  page,
  login,
}) => {
  await login("Lev");
  const put = async (groupId: string, gameId: string, pick: unknown) => {
    const saved = await page.request.put(`/api/groups/${groupId}/picks`, { data: { picks: [{ gameId, pick }] } });
    expect((await saved.json()).saved).toHaveLength(1);
  };
  const gameOf = async (slug: string, matchday: number, has: (g: { home: { name: string } | null }) => boolean) => {
    const games = await (await page.request.get(`/api/tournaments/${slug}/games?matchday=${matchday}`)).json();
    return games.find(has) as { id: string; entrants?: { id: string; name: string }[] };
  };
  await page.clock.install();

  // Hockey, expert: 6–5 in overtime, tonight.
  const rink = await createGroup(page, { tournament: "demo-hockey", name: "Locked Rink" });
  const tonight = await gameOf("demo-hockey", 3, (g) => g.home?.name === "Redwater Falcons");
  await put(rink.groupId, tonight.id, { home: 6, away: 5, decidedIn: "overtime" });
  await page.goto(`/demo-hockey/${rink.groupId}/picks?matchday=3`);
  await hydrated(page);
  const hockey = page.getByTestId("pick-game").filter({ hasText: "Redwater Falcons" });
  await expect(hockey.getByRole("combobox", { name: "Decided in" })).toBeVisible();
  await reachLock(page, hockey);
  await expect(hockey.getByRole("combobox")).toHaveCount(0);
  await expect(hockey.getByTestId("locked-score")).toHaveText([/: 6$/, /: 5$/]);
  await expect(hockey.getByTestId("locked-pick")).toHaveText("Overtime");

  // Football, simple: a draw in Netherlands – Italy, later today.
  const cup = await createGroup(page, { name: "Locked Simple", mode: "simple" });
  const later = await gameOf("demo-cup", 2, (g) => g.home?.name === "Netherlands");
  await put(cup.groupId, later.id, { outcome: "draw" });
  await serverTime(page);
  await page.goto(`/demo-cup/${cup.groupId}/picks?matchday=2`);
  await hydrated(page);
  const simple = page.getByTestId("pick-game").filter({ hasText: "Netherlands" });
  await expect(simple.getByRole("button", { name: "Draw" })).toBeVisible();
  await reachLock(page, simple);
  await expect(simple.getByRole("button")).toHaveCount(0);
  await expect(simple.getByTestId("locked-pick")).toHaveText("My pick: Draw");
  // "Locked" with a drawn padlock: an emoji is an empty box on a system without an emoji font.
  await expect(simple.getByText("Locked", { exact: true })).toBeVisible();
  expect(await simple.textContent()).not.toContain("🔒");
  // Who played is still said once the team buttons are gone.
  await expect(simple.getByText("Netherlands – Italy", { exact: true })).toBeVisible();

  // Formula 1: a podium for this weekend's race.
  const paddock = await createGroup(page, { tournament: "demo-f1", name: "Locked Paddock", mode: "simple" });
  const race = await gameOf("demo-f1", 3, () => true);
  const podium = race.entrants!.slice(0, 3);
  await put(paddock.groupId, race.id, { ranking: podium.map((e) => e.id) });
  await serverTime(page);
  await page.goto(`/demo-f1/${paddock.groupId}/picks?matchday=3`);
  await hydrated(page);
  const row = page.getByTestId("pick-game").first();
  await expect(row.getByRole("listitem", { name: `Place 1: ${podium[0]!.name}` })).toBeVisible();
  await reachLock(page, row);
  await expect(row.getByRole("button")).toHaveCount(0);
  await expect(row.getByRole("listitem")).toHaveCount(0);
  await expect(row.getByTestId("locked-pick")).toHaveText(
    `My pick: ${podium.map((e, i) => `${i + 1}. ${e.name}`).join(" · ")}`,
  );
  await page.screenshot({ path: test.info().outputPath("locked-race.png"), fullPage: true });
});
