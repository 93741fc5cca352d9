import { expect, test } from "./fixtures";
import { hydrated, pageApi, signUp, uniqueEmail } from "./support";

test("players get the 404 page on the management screen", async ({ page }) => {
  await signUp(page, uniqueEmail("player"), "Pia");
  const response = await page.goto("/demo-cup/mng/102/2");
  expect(response?.status()).toBe(404);
});

test("an admin enters a football score, a hockey overtime result and an F1 ranking and sees them on the schedule; basketball scores are points", async ({
  page,
}) => {
  await signUp(page, "admin@example.com", "Ada");
  await page.goto("/account");
  await expect(page.getByRole("link", { name: "Administration" })).toBeVisible();

  // Football: the live game of the running matchday.
  await page.goto("/demo-cup/mng/102/2");
  await hydrated(page);
  // Drawn without MUI (decision 0068): no Emotion style.
  await expect(page.locator("style[data-emotion]")).toHaveCount(0);
  const liveEditor = page
    .getByTestId("result-editor")
    .filter({ has: page.locator("option:checked", { hasText: /^Live$/ }) })
    .first();
  const title = (await liveEditor.getByRole("heading").textContent())!;
  // Found by its title from now on: its text changes once the status does.
  const live = page.getByRole("region", { name: title });
  const [home, away] = title.split(" – ");
  await live.getByRole("combobox", { name: "Status" }).selectOption({ label: "Finished" });
  await live.getByRole("button", { name: `One more for ${home}` }).click();
  await live.getByRole("button", { name: `One more for ${home}` }).click();
  await live.getByRole("button", { name: `One more for ${away}` }).click();
  await live.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(`Saved: ${title}`)).toBeVisible();
  await page.goto("/demo-cup/schedule/2");
  // The live game started from its running score, 1–0.
  await expect(
    page.getByTestId("game").filter({ hasText: home! }).filter({ hasText: away! }).getByTestId("score"),
  ).toHaveText("3–1");

  // Hockey: correct a finished game to an overtime win by one goal.
  await page.goto("/demo-hockey/mng/102/1");
  await hydrated(page);
  const hockey = page.getByTestId("result-editor").first();
  const hockeyTitle = (await hockey.getByRole("heading").textContent())!;
  const [hHome] = hockeyTitle.split(" – ");
  const homeGoals = hockey.getByRole("spinbutton", { name: `${hHome} goals` });
  // Typed as a pick's box types it: digits only, a fourth digit not taken (1000 is 100, not 0).
  await homeGoals.fill("1000");
  await expect(homeGoals).toHaveValue("100");
  await homeGoals.fill("3a");
  await expect(homeGoals).toHaveValue("3");
  await homeGoals.fill("4");
  await hockey.getByRole("spinbutton", { name: /goals/ }).nth(1).fill("3");
  await hockey.getByRole("radio", { name: "Overtime" }).check();
  await hockey.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(`Saved: ${hockeyTitle}`)).toBeVisible();
  await page.goto("/demo-hockey/schedule/1");
  await expect(page.getByTestId("game").filter({ hasText: hHome! }).first().getByTestId("score")).toHaveText("4–3 OT");

  // An impossible result is refused with its reason, and nothing changes.
  await page.goto("/demo-hockey/mng/102/1");
  await hydrated(page);
  await hockey.getByRole("spinbutton", { name: /goals/ }).nth(1).fill("4");
  await hockey.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("This sport has no draws: one side must win.")).toBeVisible();
  // Both scores are marked and say why; the focus is back on the first, to be typed again.
  for (const box of await hockey.getByRole("spinbutton", { name: /goals/ }).all()) {
    await expect(box).toHaveAttribute("aria-invalid", "true");
    await expect(box).toHaveAccessibleDescription("This sport has no draws: one side must win.");
  }
  await expect(homeGoals).toBeFocused();

  // Basketball: the scores are points, and their inputs say so (a screen reader read "goals").
  await page.goto("/demo-basketball/mng/102/1");
  await hydrated(page);
  const basketball = page.getByTestId("result-editor").first();
  const [bHome, bAway] = (await basketball.getByRole("heading").textContent())!.split(" – ");
  await expect(basketball.getByRole("spinbutton", { name: `${bHome} points` })).toBeVisible();
  await expect(basketball.getByRole("spinbutton", { name: `${bAway} points` })).toBeVisible();
  // Stepped with the arrows as a pick's box steps: from empty, ↑ gives 0 first, then counts up.
  const bHomePoints = basketball.getByRole("spinbutton", { name: `${bHome} points` });
  await bHomePoints.fill("");
  await bHomePoints.press("ArrowUp");
  await expect(bHomePoints).toHaveValue("0");
  await bHomePoints.press("ArrowUp");
  await expect(bHomePoints).toHaveValue("1");

  // Formula 1: move the winner of the first race down one place with the keyboard.
  await page.goto("/demo-f1/mng/102/1");
  await hydrated(page);
  const rows = page.getByTestId("ranking-editor").locator("li");
  const winner = (await rows.first().getByTestId("entrant-name").textContent())!;
  const second = (await rows.nth(1).getByTestId("entrant-name").textContent())!;
  await rows.first().focus();
  await page.keyboard.press("Alt+ArrowDown");
  await expect(rows.first()).toContainText(second);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(/^Saved:/)).toBeVisible();
  await page.goto("/demo-f1/schedule/1");
  const ranking = page.getByTestId("ranking").first().locator("li");
  await expect(ranking.first()).toContainText(second);
  await expect(ranking.nth(1)).toContainText(winner);
});

test("an admin creates a tournament, adds teams, a matchday and a game, and finds it on the schedule", async ({
  page,
}) => {
  await signUp(page, "admin2@example.com", "Ari");
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Administration");
  await hydrated(page);
  const create = page.getByRole("region", { name: "New tournament" });
  await create.getByLabel(/^Name/).fill("Friendly Cup");
  await create.getByLabel(/^Address \(slug\)/).fill("account");
  await create.getByRole("button", { name: "Create" }).click();
  await expect(create.getByText("This address is reserved: choose another.")).toBeVisible();
  await create.getByLabel(/^Address \(slug\)/).fill("friendly-cup");
  await create.getByRole("button", { name: "Create" }).click();
  await expect(page.getByText("Tournament Friendly Cup created.")).toBeVisible();

  await page.locator('a[href$="/admin/friendly-cup"]').click();
  await expect(page).toHaveURL(/\/admin\/friendly-cup$/);
  await hydrated(page);
  const teams = page.getByRole("region", { name: "Competitors" });
  for (const [name, code] of [
    ["Brazil", "BR"],
    ["Japan", "JP"],
  ]) {
    await teams.getByLabel("Name", { exact: true }).last().fill(name!);
    await teams.getByLabel("Country code (ISO, optional)").fill(code!);
    await teams.getByRole("button", { name: "Add competitor" }).click();
    await expect(teams.locator(`input[value="${name}"]`)).toBeVisible();
  }
  const matchdays = page.getByRole("region", { name: "Matchdays" });
  await matchdays.getByRole("button", { name: "Add matchday" }).click();
  await expect(matchdays.getByText("Matchday 1")).toBeVisible();
  // Its games are counted with their unit, not as a bare number.
  await expect(matchdays.getByText(/ · 0 games$/)).toBeVisible();

  const games = page.getByRole("region", { name: "Games" });
  await games.getByLabel("Kickoff (your time zone)").fill("2030-06-11T20:00");
  await games.getByRole("combobox", { name: "Home" }).selectOption({ label: "Brazil" });
  await games.getByRole("combobox", { name: "Away" }).selectOption({ label: "Japan" });
  await games.getByRole("button", { name: "Add game" }).click();
  await expect(games.getByText("Brazil – Japan")).toBeVisible();
  await expect(matchdays.getByText(/ · 1 game$/)).toBeVisible();

  await page.goto("/friendly-cup/schedule");
  await expect(page.getByTestId("game")).toContainText("Brazil");
  await expect(page.getByTestId("game")).toContainText("Japan");

  // Kicked off, no result yet: its editor shows the game as it stands (scheduled, no score), and a
  // "Finished" without both scores is refused with its reason; nothing is stored as a 0–0.
  type Game = { id: string; status: string; result: unknown };
  const listed = async () =>
    (await pageApi(page, "GET", "/api/tournaments/friendly-cup/games", undefined)) as unknown as Game[];
  const [game] = await listed();
  await pageApi(page, "PATCH", `/api/admin/games/${game!.id}`, {
    kickoff: new Date(Date.now() - 3_600_000).toISOString(),
  });
  await page.goto("/friendly-cup/mng/102/1");
  await hydrated(page);
  const editor = page.getByRole("region", { name: "Brazil – Japan" });
  const status = editor.getByRole("combobox", { name: "Status" });
  await expect(status.locator("option:checked")).toHaveText("Scheduled");
  await expect(editor.getByRole("spinbutton")).toHaveCount(0);
  await status.selectOption({ label: "Finished" });
  await expect(editor.getByRole("spinbutton", { name: "Brazil goals" })).toHaveValue("");
  await expect(editor.getByRole("spinbutton", { name: "Japan goals" })).toHaveValue("");
  await editor.getByRole("button", { name: "Save" }).click();
  await expect(editor.getByText("Enter both scores: without them the game has no result.")).toBeVisible();
  expect(await listed()).toMatchObject([{ id: game!.id, status: "scheduled", result: null }]);
  await editor.getByRole("spinbutton", { name: "Brazil goals" }).fill("2");
  // From empty, + gives 0 first, as a pick's box steps; once more, 1.
  await editor.getByRole("button", { name: "One more for Japan" }).click();
  await expect(editor.getByRole("spinbutton", { name: "Japan goals" })).toHaveValue("0");
  await editor.getByRole("button", { name: "One more for Japan" }).click();
  await editor.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved: Brazil – Japan")).toBeVisible();
  expect(await listed()).toMatchObject([{ status: "finished", result: { home: 2, away: 1 } }]);
});
