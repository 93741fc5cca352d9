import { expect, newPlayerContext, test } from "./fixtures";
import { hydrated, PASSWORD, signUp, uniqueEmail } from "./support";

// With our service worker (the suite runs without it, decision 0101): the main journey, as a returning player's browser runs it.
test.use({ serviceWorkers: "allow" });

test("two friends play: one creates a group, the other joins by link after signing up, both pick, the result makes the table", async ({
  page,
  browser,
}) => {
  test.slow(); // two players and an admin, the whole loop: about 30 s on a quiet machine
  // Ana creates the group.
  await signUp(page, uniqueEmail("ana"), "Ana");
  await page.goto("/demo-cup");
  await hydrated(page);
  await page.getByRole("link", { name: "Create a group" }).click();
  await page.getByLabel(/^Group name/).fill("Friday Friends");
  await hydrated(page);
  await page.getByRole("button", { name: "Create the group" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Friday Friends");
  const invite = (await page.getByTestId("invite-link").inputValue())!;
  const groupPath = new URL(page.url()).pathname;

  // Bo opens the link signed out, signs up, confirms from the mail and lands back on the invitation.
  const bo = await newPlayerContext(browser, "198.19.7.7");
  const boPage = await bo.newPage();
  await boPage.goto(invite);
  await expect(boPage.getByRole("heading", { level: 1 })).toHaveText("Join Friday Friends");
  await boPage.getByRole("link", { name: "Sign in or create an account to join" }).click();
  await expect(boPage).toHaveURL(/\/account\?redirectTo=/);
  await hydrated(boPage);
  const boEmail = uniqueEmail("bo");
  await boPage.getByRole("button", { name: /Create an account/ }).click();
  await boPage.getByLabel(/^Display name/).fill("Bo");
  await boPage.getByLabel(/^E-mail/).fill(boEmail);
  await boPage.getByLabel(/^Password/).fill(PASSWORD);
  await boPage.getByLabel(/terms of use/).check();
  await boPage.getByLabel(/privacy policy/).check();
  await boPage.getByRole("button", { name: "Create account" }).click();
  // No mail server: the new account is signed in at once and back on the invitation.
  await expect(boPage.getByRole("heading", { level: 1 })).toHaveText("Join Friday Friends");
  await hydrated(boPage);
  await boPage.getByRole("button", { name: "Join the group" }).click();
  await expect(boPage.getByRole("heading", { level: 1 })).toHaveText("Friday Friends");
  await expect(boPage.getByTestId("standings").locator("tbody tr")).toHaveCount(2);

  // Both pick the open game of the running matchday.
  const pickGame = async (p: typeof page, home: number, away: number) => {
    await p.goto(`${groupPath}/picks`);
    await hydrated(p);
    const game = p.getByTestId("pick-game").filter({ hasText: "Netherlands – Italy" });
    // Never picked: empty, not 0 – 0. Typed, as on a phone's number pad.
    await expect(game.getByTestId("pick-state")).toHaveText("No pick yet");
    await expect(game.getByRole("spinbutton", { name: "Netherlands goals" })).toHaveValue("");
    await game.getByRole("spinbutton", { name: "Netherlands goals" }).fill(String(home));
    await game.getByRole("spinbutton", { name: "Italy goals" }).fill(String(away));
    await expect(game.getByRole("spinbutton", { name: "Netherlands goals" })).toHaveValue(String(home));
    await expect(game.getByRole("spinbutton", { name: "Italy goals" })).toHaveValue(String(away));
    await p.getByRole("button", { name: "Save picks" }).click();
    await expect(p.getByText("1 pick saved.")).toBeVisible();
    await expect(game.getByTestId("pick-state")).toHaveText("✓ Saved");
  };
  await pickGame(page, 2, 1);
  await pickGame(boPage, 0, 0);
  // The schedule shows each player their own pick beside the game, per group.
  await page.goto("/demo-cup/schedule/2");
  await expect(page.getByTestId("my-picks")).toHaveText("Your picks: Friday Friends: 2–1");

  // Typing works too, from the keyboard: digits replace the 0, arrow keys step.
  await boPage.goto(`${groupPath}/picks`);
  await hydrated(boPage);
  const typed = boPage
    .getByTestId("pick-game")
    .filter({ hasText: "Netherlands – Italy" })
    .getByRole("spinbutton", { name: "Italy goals" });
  await typed.click();
  await boPage.keyboard.press("End");
  await boPage.keyboard.type("3");
  await expect(typed).toHaveValue("3");
  await boPage.keyboard.press("ArrowDown");
  await boPage.keyboard.press("ArrowDown");
  await boPage.keyboard.press("ArrowDown");
  await expect(typed).toHaveValue("0");

  // Ana watches the group page while the game kicks off and ends 2–1 (an admin moves the kickoff
  // back and enters the result): the table updates by itself.
  await page.goto(groupPath);
  await hydrated(page);
  const rows = page.getByTestId("standings").locator("tbody tr");
  const anasPoints = rows.filter({ hasText: "Ana" }).locator("td").nth(2);
  await expect(anasPoints).toHaveText("0");
  const admin = await newPlayerContext(browser, "198.19.8.8");
  const adminPage = await admin.newPage();
  await signUp(adminPage, "admin3@example.com", "Ada");
  const games = await (await adminPage.request.get("/api/tournaments/demo-cup/games?matchday=2")).json();
  const match = games.find(
    (g: { home: { name: string } | null; away: { name: string } | null }) =>
      g.home?.name === "Netherlands" && g.away?.name === "Italy",
  );
  expect(
    (
      await adminPage.request.patch(`/api/admin/games/${match.id}`, {
        data: { kickoff: new Date(Date.now() - 60_000).toISOString() },
      })
    ).status(),
  ).toBe(200);
  expect(
    (
      await adminPage.request.put(`/api/admin/games/${match.id}/result`, { data: { result: { home: 2, away: 1 } } })
    ).status(),
  ).toBe(200);

  // The table, live (no reload): Ana 4 (exact), Bo 0; and now each sees the other's pick.
  await expect(anasPoints).toHaveText("4");
  await expect(rows.first()).toContainText("Ana");
  await expect(rows.nth(1)).toContainText("Bo");
  const picks = await (
    await boPage.request.get(`/api/groups${groupPath.slice(groupPath.lastIndexOf("/"))}/picks`)
  ).json();
  expect(picks.map((p: { nickname: string; pick: unknown }) => [p.nickname, p.pick])).toEqual(
    expect.arrayContaining([
      ["Ana", { home: 2, away: 1 }],
      ["Bo", { home: 0, away: 0 }],
    ]),
  );

  // Bo follows the table to Ana's picks, and from there to everybody's picks of the game.
  await boPage.goto(groupPath);
  await boPage.getByTestId("standings").getByRole("link", { name: "Ana" }).click();
  await expect(boPage.getByRole("heading", { level: 1 })).toHaveText("Picks of Ana");
  const row = boPage.getByTestId("member-picks").locator("tr").filter({ hasText: "Netherlands – Italy" });
  await expect(row).toContainText("2–1");
  await expect(row.locator("td").last()).toHaveText("4");
  await row.getByRole("link", { name: "Netherlands – Italy" }).click();
  await expect(boPage.getByRole("heading", { level: 1 })).toHaveText("Netherlands – Italy");
  const everyone = boPage.getByTestId("game-picks").locator("tbody tr");
  await expect(everyone).toHaveCount(2);
  await expect(everyone.filter({ hasText: "Ana" })).toContainText("2–1");
  await expect(everyone.filter({ hasText: "Bo" })).toContainText("0–0");
  await expect(boPage.getByTestId("share-home")).toContainText("50% (1)");
  await expect(boPage.getByTestId("share-draw")).toContainText("50% (1)");
  await bo.close();
  await admin.close();
});
