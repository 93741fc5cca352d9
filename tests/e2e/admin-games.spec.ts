/**
 * An admin changes games on the tournament screen (issue 10, bug 13): a placeholder knockout game
 * gets its two teams and its own lock, the lock is cleared back to the kickoff, and a finished game
 * cannot be moved into the future.
 */
import { expect, test } from "./fixtures";
import { hydrated, signUp, pageApi as api } from "./support";

test.use({ timezoneId: "UTC" });

const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

test("an admin sets the teams and the lock of a placeholder game, clears the lock, and cannot move a finished game into the future", async ({
  page,
}) => {
  await signUp(page, "games-admin@example.com", "Gia");
  const slug = `knockouts-${Date.now().toString(36)}`;
  await api(page, "POST", "/api/admin/tournaments", { slug, sport: "football", name: "Knockout Cup" });
  const ids: Record<string, string> = {};
  for (const [name, code] of [
    ["Brazil", "BR"],
    ["Japan", "JP"],
    ["Chile", "CL"],
  ] as const) {
    ids[name] = (await api(page, "POST", `/api/admin/tournaments/${slug}/competitors`, { name, code })).id!;
  }
  await api(page, "POST", `/api/admin/tournaments/${slug}/matchdays`, { ordinal: 1, name: "Semi-finals" });
  await api(page, "POST", `/api/admin/tournaments/${slug}/games`, {
    matchday: 1,
    kickoff: inHours(48),
    homeLabel: "1A",
    awayLabel: "2B",
    knockout: true,
  });
  const played = (
    await api(page, "POST", `/api/admin/tournaments/${slug}/games`, {
      matchday: 1,
      kickoff: inHours(-3),
      homeId: ids.Chile,
      awayId: ids.Japan,
    })
  ).gameId!;
  await api(page, "PUT", `/api/admin/games/${played}/result`, { result: { home: 1, away: 0 } });

  await page.goto(`/admin/${slug}`);
  await hydrated(page);
  const games = page.getByRole("region", { name: "Games" });

  // The placeholder game gets its teams and its own lock.
  const placeholder = games.getByRole("listitem").filter({ hasText: "1st Group A – 2nd Group B" });
  await placeholder.getByRole("button", { name: "Change" }).click();
  const editor = page.getByRole("form", { name: "Change 1st Group A – 2nd Group B" });
  await editor.getByRole("combobox", { name: "Home" }).selectOption({ label: "Brazil" });
  await editor.getByRole("combobox", { name: "Away" }).selectOption({ label: "Japan" });
  await editor.getByLabel("Kickoff (your time zone)").fill("2030-06-11T20:00");
  await editor.getByLabel("Picks lock (own time)").fill("2030-06-11T18:00");
  await editor.getByRole("button", { name: "Save the game" }).click();
  await expect(page.getByText("Saved.")).toBeVisible();
  const decided = games.getByRole("listitem").filter({ hasText: "Brazil – Japan" });
  await expect(decided).toContainText("Jun 11, 2030, 8:00 PM · picks lock Jun 11, 2030, 6:00 PM");
  await expect(games.getByText("1st Group A – 2nd Group B")).toHaveCount(0);

  // Cleared, picks lock at kickoff again.
  await decided.getByRole("button", { name: "Change" }).click();
  const again = page.getByRole("form", { name: "Change Brazil – Japan" });
  await expect(again.getByLabel("Picks lock (own time)")).toHaveValue("2030-06-11T18:00");
  await again.getByRole("button", { name: "Lock at kickoff" }).click();
  await again.getByRole("button", { name: "Save the game" }).click();
  await expect(decided).not.toContainText("picks lock");

  // A finished game moved into the future is refused, with the reason, and stays where it was.
  const finished = games.getByRole("listitem").filter({ hasText: "Chile – Japan" });
  const before = await finished.textContent();
  await finished.getByRole("button", { name: "Change" }).click();
  const past = page.getByRole("form", { name: "Change Chile – Japan" });
  await past.getByLabel("Kickoff (your time zone)").fill("2030-06-11T20:00");
  await past.getByRole("button", { name: "Save the game" }).click();
  await expect(page.getByText("A finished game cannot be moved into the future.")).toBeVisible();
  await page.reload();
  await expect(games.getByRole("listitem").filter({ hasText: "Chile – Japan" })).toHaveText(before!);
  await expect(games.getByRole("listitem").filter({ hasText: "Chile – Japan" })).toContainText("Finished");
});

test("on a small phone a knockout draw's shoot-out score fits the result editor, and a drawn shoot-out is refused on its boxes", async ({
  page,
}) => {
  await signUp(page, "penalties-admin@example.com", "Pen");
  const slug = `shootout-${Date.now().toString(36)}`;
  await api(page, "POST", "/api/admin/tournaments", { slug, sport: "football", name: "Shoot-out Cup" });
  const [home, away] = [
    (await api(page, "POST", `/api/admin/tournaments/${slug}/competitors`, { name: "Bosnia and Herzegovina" })).id!,
    (await api(page, "POST", `/api/admin/tournaments/${slug}/competitors`, { name: "Trinidad and Tobago" })).id!,
  ];
  await api(page, "POST", `/api/admin/tournaments/${slug}/matchdays`, { ordinal: 1, name: "Final" });
  await api(page, "POST", `/api/admin/tournaments/${slug}/games`, {
    matchday: 1,
    kickoff: inHours(-2),
    homeId: home,
    awayId: away,
    knockout: true,
  });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/${slug}/mng/102/1`);
  await hydrated(page);
  // Started without a result, the game opens as it stands (scheduled): the admin says it finished.
  await page.getByRole("combobox", { name: "Status" }).selectOption({ label: "Finished" });
  await page.getByLabel("Penalty shoot-out").check();
  await expect(page.getByRole("spinbutton", { name: /^Penalties: Trinidad and Tobago/ })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // A shoot-out left at 0–0 is refused: both of its boxes are marked and say why, the first has the focus.
  await page.getByRole("spinbutton", { name: /^Bosnia and Herzegovina goals/ }).fill("1");
  await page.getByRole("spinbutton", { name: /^Trinidad and Tobago goals/ }).fill("1");
  await page.getByRole("button", { name: "Save" }).click();
  const shootOut = page.getByRole("spinbutton", { name: /^Penalties: / });
  for (const box of await shootOut.all()) {
    await expect(box).toHaveAttribute("aria-invalid", "true");
    await expect(box).toHaveAccessibleDescription("A penalty shoot-out always has a winner.");
  }
  await expect(shootOut.first()).toBeFocused();
  await shootOut.first().fill("4");
  await shootOut.nth(1).fill("3");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved: Bosnia and Herzegovina – Trinidad and Tobago")).toBeVisible();
});

test("a race without a result opens in the entry list's order, which is not saved as the result until the admin moves it or keeps it", async ({
  page,
}) => {
  await signUp(page, "race-admin@example.com", "Rae");
  const slug = `races-${Date.now().toString(36)}`;
  await api(page, "POST", "/api/admin/tournaments", { slug, sport: "formula1", name: "Race Cup" });
  const drivers = ["Ann Alpha", "Ben Bravo", "Cy Charlie"];
  const entrantIds: string[] = [];
  for (const name of drivers)
    entrantIds.push((await api(page, "POST", `/api/admin/tournaments/${slug}/competitors`, { name })).id!);
  await api(page, "POST", `/api/admin/tournaments/${slug}/matchdays`, { ordinal: 1, name: "Race 1" });
  await api(page, "POST", `/api/admin/tournaments/${slug}/games`, {
    matchday: 1,
    kickoff: inHours(-2),
    entrantIds,
    stage: "race",
  });

  await page.goto(`/${slug}/mng/102/1`);
  await hydrated(page);
  const editor = page.getByTestId("result-editor");
  await editor.getByRole("combobox", { name: "Status" }).selectOption({ label: "Finished" });
  await expect(editor.getByRole("status").filter({ hasText: "Not ranked yet" })).toBeVisible();
  await editor.getByRole("button", { name: "Save" }).click();
  await expect(editor.getByRole("alert")).toHaveText(/still the entry list's order/);
  // The list is described by why, and its first row has the focus, to be moved from the keyboard.
  await expect(editor.getByRole("list", { name: "Finishing order" })).toHaveAccessibleDescription(
    /still the entry list's order/,
  );
  await expect(editor.getByTestId("ranking-editor").locator("li").first()).toBeFocused();
  // Nothing was saved: the race opens again without a result.
  await page.reload();
  await hydrated(page);
  await expect(editor.getByRole("combobox", { name: "Status" })).not.toHaveValue("finished");
  await editor.getByRole("combobox", { name: "Status" }).selectOption({ label: "Finished" });

  // A move is a finishing order: the warning goes and the save goes through.
  await editor.getByRole("button", { name: "Move Ben Bravo up" }).click();
  await expect(editor.getByRole("status").filter({ hasText: "Not ranked yet" })).toHaveCount(0);
  await expect(editor.getByRole("alert")).toHaveCount(0);
  await editor.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(/^Saved:/)).toBeVisible();
  await page.goto(`/${slug}/schedule/1`);
  const ranking = page.getByTestId("ranking").first().locator("li");
  await expect(ranking.first()).toContainText("Ben Bravo");
  await expect(ranking.nth(1)).toContainText("Ann Alpha");

  // "Keep this order" says the list is the result.
  await api(page, "POST", `/api/admin/tournaments/${slug}/matchdays`, { ordinal: 2, name: "Race 2" });
  await api(page, "POST", `/api/admin/tournaments/${slug}/games`, {
    matchday: 2,
    kickoff: inHours(-1),
    entrantIds,
    stage: "race",
  });
  await page.goto(`/${slug}/mng/102/2`);
  await hydrated(page);
  await editor.getByRole("combobox", { name: "Status" }).selectOption({ label: "Finished" });
  await editor.getByRole("button", { name: "Keep this order" }).click();
  await editor.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(/^Saved:/)).toBeVisible();
  await page.goto(`/${slug}/schedule/2`);
  await expect(page.getByTestId("ranking").first().locator("li").first()).toContainText("Ann Alpha");
});
