import { expect, loginAs, newPlayerContext, test } from "./fixtures";
import { createGroup, expectAxeClean, hydrated, joinGroup, openGroupSettings, signUp, uniqueEmail } from "./support";

test("the predictions hub: one podium, ordered with the mouse and the keyboard, saved in both my groups", async ({
  page,
  login,
}) => {
  await login("Fia");
  const first = await createGroup(page, { tournament: "demo-f1", name: "Paddock", mode: "simple" });
  const second = await createGroup(page, { tournament: "demo-f1", name: "Pit Lane", mode: "simple" });

  await page.goto("/demo-f1");
  await page.getByRole("link", { name: "Predictions for all my groups" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Predictions for all my groups");
  await expect(page.getByText(/all 2 of your groups in this mode: Paddock, Pit Lane/)).toBeVisible();
  await hydrated(page);
  // Rounds 1 and 2 are over; round 3 (this weekend) is the first open race, the sheet opens on it.
  const race = page.getByTestId("pick-game").first();
  await expect(race.getByRole("combobox", { name: "Place 1" })).toBeVisible();
  // With a keyboard at hand the hint names its keys too.
  await expect(race.getByText(/^Add entrants in order/)).toContainText("Alt+↑ and Alt+↓ move the focused row.", {
    useInnerText: true,
  });
  for (const [place, driver] of [
    [1, "Marco Bellini"],
    [2, "Lena Hartmann"],
    [3, "Oliver Reid"],
  ] as const) {
    // A native select (decision 0073): the browser's own list, chosen by the option's name.
    await race.getByRole("combobox", { name: `Place ${place}` }).selectOption({ label: driver });
  }
  const order = race.getByTestId("ranking-pick").locator("li");
  await expect(order).toHaveText(["1.Marco Bellini", "2.Lena Hartmann", "3.Oliver Reid"]);
  // The last place taken, its list goes: the focus is on the entrant just placed, not lost.
  await expect(race.getByRole("listitem", { name: "Place 3: Oliver Reid" })).toBeFocused();
  // Removed again with its button: the focus goes to the next place's list, then the row below.
  await race.getByRole("button", { name: "Remove Oliver Reid" }).click();
  await expect(race.getByRole("combobox", { name: "Place 3" })).toBeFocused();
  await race.getByRole("combobox", { name: "Place 3" }).selectOption({ label: "Oliver Reid" });
  await race.getByRole("button", { name: "Remove Marco Bellini" }).click();
  await expect(race.getByRole("listitem", { name: "Place 1: Lena Hartmann" })).toBeFocused();
  await race.getByRole("combobox", { name: "Place 3" }).selectOption({ label: "Marco Bellini" });
  await race
    .getByRole("listitem", { name: "Place 3: Marco Bellini" })
    .dragTo(race.getByRole("listitem", { name: "Place 1: Lena Hartmann" }));
  await expect(order).toHaveText(["1.Marco Bellini", "2.Lena Hartmann", "3.Oliver Reid"]);
  // A move gives the focus back to its row a frame later, unless the player put it elsewhere
  // meanwhile: a row focused right after a drop keeps it (it once took the next key press away).
  const focusedAfterMove = await page.evaluate(async () => {
    document.querySelector<HTMLButtonElement>('button[aria-label="Move Oliver Reid up"]')!.click();
    [...document.querySelectorAll("button")].find((button) => button.textContent === "Save picks")!.focus();
    await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
    return document.activeElement?.textContent;
  });
  expect(focusedAfterMove).toBe("Save picks");
  await expect(order).toHaveText(["1.Marco Bellini", "2.Oliver Reid", "3.Lena Hartmann"]);
  // Keyboard: Reid to the top with Alt+↑ (once the row has the focus: a press sent before it
  // lands moves nothing, as a player would see).
  const reid = race.getByRole("listitem", { name: "Place 2: Oliver Reid" });
  await reid.focus();
  await expect(reid).toBeFocused();
  await page.keyboard.press("Alt+ArrowUp");
  await expect(order).toHaveText(["1.Oliver Reid", "2.Marco Bellini", "3.Lena Hartmann"]);
  await expect(race.getByRole("listitem", { name: "Place 1: Oliver Reid" })).toBeFocused();
  // Mouse: drag Hartmann onto second place.
  await race
    .getByRole("listitem", { name: "Place 3: Lena Hartmann" })
    .dragTo(race.getByRole("listitem", { name: "Place 2: Marco Bellini" }));
  await expect(order).toHaveText(["1.Oliver Reid", "2.Lena Hartmann", "3.Marco Bellini"]);
  await expectAxeClean(page);

  await page.getByRole("button", { name: "Save picks" }).click();
  await expect(page.getByText("2 picks saved.")).toBeVisible();

  // Both groups hold the podium, in that order.
  for (const group of [first, second]) {
    await page.goto(`/demo-f1/${group.groupId}/picks?matchday=3`);
    const saved = page.getByTestId("pick-game").first();
    await expect(saved.getByTestId("ranking-pick").locator("li")).toHaveText([
      "1.Oliver Reid",
      "2.Lena Hartmann",
      "3.Marco Bellini",
    ]);
  }
});

test("the predictions hub does not call a pick saved that only some of my groups hold, until it is saved in all", async ({
  page,
  login,
}) => {
  await login("Gus");
  const first = await createGroup(page, { name: "Front Row" });
  await createGroup(page, { name: "Back Row" });
  const games = await (await page.request.get("/api/tournaments/demo-cup/games?matchday=3")).json();
  const saved = await page.request.put(`/api/groups/${first.groupId}/picks`, {
    data: { picks: [{ gameId: games[0].id, pick: { home: 2, away: 0 } }] },
  });
  expect(saved.status()).toBe(200);

  await page.goto("/demo-cup/predictions?matchday=3");
  await hydrated(page);
  const game = page.getByTestId("pick-game").filter({ hasText: `${games[0].home.name} – ${games[0].away.name}` });
  await expect(game.getByRole("spinbutton").first()).toHaveValue("2");
  await expect(game.getByTestId("pick-state")).toHaveText("Differs between groups");
  await expect(game.getByText("Your groups hold different picks for this game")).toBeVisible();
  await expect(page.getByRole("tab", { selected: true })).toContainText("0 of 4 picked");

  // Changed and saved here: every group holds the same pick now.
  await game.getByRole("spinbutton").first().fill("3");
  await page.getByRole("button", { name: "Save picks" }).click();
  await expect(page.getByText("2 picks saved.")).toBeVisible();
  await expect(game.getByTestId("pick-state")).toHaveText("✓ Saved");
  await expect(page.getByRole("tab", { selected: true })).toContainText("1 of 4 picked");
  await page.reload();
  await hydrated(page);
  await expect(game.getByTestId("pick-state")).toHaveText("✓ Saved");
  await expect(game.getByText("Your groups hold different picks for this game")).toHaveCount(0);
});

test("a group's owner: settings, a new invitation link, removing a member; a member's picks stay hidden until lock", async ({
  page,
  browser,
}) => {
  await signUp(page, uniqueEmail("ona"), "Ona");
  const group = await createGroup(page, { tournament: "demo-hockey", name: "Rink Rats", mode: "expert" });
  const groupPath = `/demo-hockey/${group.groupId}`;

  const bo = await newPlayerContext(browser, "198.19.9.9");
  const boPage = await bo.newPage();
  await signUp(boPage, uniqueEmail("bo"), "Bo");
  const { groupUserId: boId } = await joinGroup(boPage, group);
  // Bo picks tonight's open game 6–5 in overtime: nobody else may see that before it locks.
  const games = await (await boPage.request.get("/api/tournaments/demo-hockey/games?matchday=3")).json();
  const tonight = games.find(
    (g: { status: string; home: { name: string } | null }) => g.home?.name === "Redwater Falcons",
  );
  const saved = await boPage.request.put(`/api/groups/${group.groupId}/picks`, {
    data: { picks: [{ gameId: tonight.id, pick: { home: 6, away: 5, decidedIn: "overtime" } }] },
  });
  const savedBody = await saved.json();
  expect(savedBody.saved, JSON.stringify(savedBody)).toHaveLength(1);

  await page.goto(`${groupPath}/picks/${boId}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Picks of Bo");
  // The games that have locked are listed (without a pick: Bo joined late); tonight's is not.
  await expect(page.getByTestId("member-picks").first()).toContainText("No pick");
  await expect(page.locator("main")).not.toContainText("Redwater Falcons – Harbor City Pilots");
  await expect(page.locator("main")).not.toContainText("6–5");
  // A round the tournament does not have (a forged address) is the 404 page; round 4, not locked yet, is empty.
  expect((await page.goto(`${groupPath}/picks/${boId}/99`))?.status()).toBe(404);
  expect((await page.goto(`${groupPath}/picks/${boId}/4`))?.status()).toBe(200);
  await expect(page.getByText("Nothing to show yet")).toBeVisible();
  await page.goto(`${groupPath}/picks-by-game/${tonight.id}`);
  await expect(page.getByTestId("picks-hidden")).toContainText("stay hidden until it locks");
  await expect(page.locator("main")).not.toContainText("6–5");
  await expectAxeClean(page);

  // Settings: custom scoring is Plus, so the scoring fields wait for it; Ona buys Plus.
  await page.goto(groupPath);
  await hydrated(page);
  await openGroupSettings(page);
  await expect(page.getByTestId("plus-hint")).toBeVisible();
  await expect(page.getByLabel("Exact score")).toBeDisabled();
  const started = await (
    await page.request.post("/api/billing/init-payment", { data: { tournament: "demo-hockey", plan: "plus" } })
  ).json();
  expect(
    (
      await page.request.post(`/api/billing/sandbox/${started.subscriptionId}`, { data: { outcome: "succeeded" } })
    ).status(),
  ).toBe(200);
  // Then a new name and scoring, saved.
  await page.goto(groupPath);
  await hydrated(page);
  await expect(page.getByTestId("plus-hint")).toHaveCount(0);
  await expect(page.getByTestId("members").getByRole("listitem")).toHaveCount(2);
  await openGroupSettings(page);
  // Bo picked tonight's game in expert mode (a score): the mode stays, and the settings say why.
  await expect(page.getByLabel("Mode", { exact: true })).toBeDisabled();
  await expect(page.getByText("Members have already picked, and their picks are made for this mode")).toBeVisible();
  await page.getByLabel(/^Group name/).fill("Rink Rats United");
  await page.getByLabel("Exact score").fill("6");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Settings saved.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rink Rats United");
  const view = await (await page.request.get(`/api/groups/${group.groupId}`)).json();
  expect(view.group.scoring).toMatchObject({ exact: 6, goalDifference: 3, winner: 2, decidedIn: 1 });
  await expectAxeClean(page);

  // A new invitation link: asked first (cancelling keeps the link), then the old one stops working.
  const oldLink = await page.getByTestId("invite-link").inputValue();
  await page.getByRole("button", { name: "New invitation link" }).click();
  await expect(page.getByRole("dialog")).toContainText("The current link stops working at once");
  await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByTestId("invite-link")).toHaveValue(oldLink);
  await page.getByRole("button", { name: "New invitation link" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Make a new link" }).click();
  await expect(page.getByText("A new invitation link was made")).toBeVisible();
  // The focus is back on the button that asked (a keyboard player keeps their place).
  await expect(page.getByRole("button", { name: "New invitation link" })).toBeFocused();
  await expect(page.getByTestId("invite-link")).not.toHaveValue(oldLink);
  const newLink = await page.getByTestId("invite-link").inputValue();

  // Removing Bo, after a confirmation, with a new link so that Bo cannot come back with the current one.
  await page.getByRole("button", { name: "Remove Bo" }).click();
  const removal = page.getByRole("dialog");
  await expect(
    removal.getByRole("checkbox", {
      name: "Make a new invitation link too, so that they cannot come back with the current one",
    }),
  ).toBeChecked();
  await removal.getByRole("button", { name: "Remove" }).click();
  await expect(page.getByTestId("members").getByRole("listitem")).toHaveCount(1);
  await expect(page.getByTestId("invite-link")).not.toHaveValue(newLink);
  const latestLink = await page.getByTestId("invite-link").inputValue();
  // Bo, removed, is told so (not "page not found"), with the way on; the table is gone.
  await boPage.goto(groupPath);
  await expect(boPage.getByRole("heading", { level: 1 })).toHaveText("You are no longer in Rink Rats United");
  await expect(boPage.getByTestId("former-member")).toContainText("ask a member for its invitation link");
  await expect(boPage.getByTestId("standings")).toHaveCount(0);
  await expect(boPage.getByRole("link", { name: "My groups" })).toBeVisible();
  await expectAxeClean(boPage, "main");
  // Their pick sheet (a bookmark, the "My picks" tab) and the group's other pages lead there too.
  for (const page of ["picks", "bonus", "all-time"]) {
    await boPage.goto(`${groupPath}/${page}`);
    await expect(boPage).toHaveURL(new RegExp(`${groupPath}$`));
    await expect(boPage.getByTestId("former-member")).toBeVisible();
  }
  // A player who was never in it still finds nothing there.
  const stranger = await newPlayerContext(browser, "198.19.9.10");
  const strangerPage = await stranger.newPage();
  await signUp(strangerPage, uniqueEmail("cy"), "Cy");
  await strangerPage.goto(groupPath);
  await expect(strangerPage.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  await strangerPage.goto(`${groupPath}/picks`);
  await expect(strangerPage.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  await stranger.close();

  // The links Bo knew explain themselves; only the one made with the removal lets Bo back in.
  for (const link of [oldLink, newLink]) {
    await boPage.goto(link);
    await expect(boPage.locator("main")).toContainText("This invitation link is not valid any more.");
  }
  await boPage.goto(latestLink);
  await hydrated(boPage);
  await boPage.getByRole("button", { name: "Join the group" }).click();
  await expect(boPage.getByRole("heading", { level: 1 })).toHaveText("Rink Rats United");
  await bo.close();
});

test("an owner makes a member the owner after confirming, and may then leave the group", async ({ page, browser }) => {
  await loginAs(page.context(), "Ola");
  const group = await createGroup(page, { tournament: "demo-hockey", name: "Handed On", mode: "simple" });
  const ned = await newPlayerContext(browser, "198.19.9.40");
  const nedPage = await ned.newPage();
  await signUp(nedPage, uniqueEmail("ned"), "Ned");
  await joinGroup(nedPage, group);

  await page.goto(`/demo-hockey/${group.groupId}`);
  await hydrated(page);
  const members = page.getByTestId("members");
  await members.getByRole("button", { name: "Make owner: Ned" }).click();
  const dialog = page.getByRole("dialog", { name: "Make Ned the owner" });
  await expect(dialog).toContainText("You stay in the group as a member.");
  await dialog.getByRole("button", { name: "Make owner" }).click();
  await expect(members.getByRole("listitem")).toHaveText([/^Ola\s*Member/, /^Ned\s*Owner/]);
  // Ola manages nothing any more, and may leave.
  await expect(page.getByRole("button", { name: "Change the settings" })).toHaveCount(0);
  await expect(members.getByRole("button", { name: /^Make owner/ })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Leave the group" })).toBeVisible();
  // Ned reads the group as its owner.
  await nedPage.goto(`/demo-hockey/${group.groupId}`);
  await expect(nedPage.getByRole("button", { name: "Change the settings" })).toBeVisible();
  await expect(nedPage.getByTestId("members").getByRole("button", { name: "Make owner: Ola" })).toBeVisible();
  await ned.close();
});

test("on a phone the owner makes a member a group admin, who then manages the group, and a member again", async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page.context(), "Oda");
  const group = await createGroup(page, { tournament: "demo-hockey", name: "Two Hands", mode: "simple" });
  const ned = await newPlayerContext(browser, "198.19.9.41");
  await loginAs(ned, "Nel");
  const nedPage = await ned.newPage();
  await joinGroup(nedPage, group);
  await nedPage.goto(`/demo-hockey/${group.groupId}`);
  await expect(nedPage.getByRole("heading", { level: 1 })).toHaveText("Two Hands");
  await expect(nedPage.getByRole("button", { name: "Change the settings" })).toHaveCount(0);

  await page.goto(`/demo-hockey/${group.groupId}`);
  await hydrated(page);
  const members = page.getByTestId("members");
  await members.getByRole("button", { name: "Make group admin: Nel" }).click();
  const dialog = page.getByRole("dialog", { name: "Make Nel a group admin" });
  await expect(dialog).toContainText("Only you make group admins or hand the group over");
  await expectAxeClean(page, "dialog");
  await dialog.getByRole("button", { name: "Make group admin" }).click();
  await expect(page.getByText("Nel is now a group admin.")).toBeVisible();
  await expect(members.getByRole("listitem")).toHaveText([/^Oda\s*Owner/, /^Nel\s*Group admin/]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The name keeps its line: the owner's three buttons go under it, not beside it letter by letter.
  expect((await members.getByRole("link", { name: "Nel" }).boundingBox())!.height).toBeLessThan(30);
  await members.screenshot({ path: test.info().outputPath("members-with-a-group-admin.png") });

  // Nel manages the group now, but gives no roles and hands nothing over.
  await nedPage.reload();
  await expect(nedPage.getByRole("button", { name: "Change the settings" })).toBeVisible();
  await expect(nedPage.getByTestId("members").getByRole("button", { name: /^Make (group admin|owner)/ })).toHaveCount(
    0,
  );

  // Taken back: a member again.
  await members.getByRole("button", { name: "Make member: Nel" }).click();
  await page
    .getByRole("dialog", { name: "Make Nel a member again" })
    .getByRole("button", { name: "Make member" })
    .click();
  await expect(page.getByText("Nel is a member again.")).toBeVisible();
  await expect(members.getByRole("listitem")).toHaveText([/^Oda\s*Owner/, /^Nel\s*Member/]);
  await nedPage.reload();
  await expect(nedPage.getByRole("button", { name: "Change the settings" })).toHaveCount(0);
  await ned.close();
});

test("a public league joined from the leagues page: a refusal shown and the button free again, then the league opens", async ({
  page,
  browser,
}) => {
  const owner = await newPlayerContext(browser, "198.19.9.30");
  const ownerPage = await owner.newPage();
  await loginAs(owner, "Lea");
  const league = await createGroup(ownerPage, { tournament: "demo-hockey", name: "Open Ice", mode: "simple" });
  const publish = async (open: boolean) =>
    expect(
      (
        await ownerPage.request.post("/api/game/settings-update", { data: { groupId: league.groupId, public: open } })
      ).status(),
    ).toBe(200);
  await publish(true);

  await page.goto("/demo-hockey/leagues");
  await expect(page.getByRole("link", { name: "Sign in to join" })).toBeVisible();
  await loginAs(page.context(), "Jo");
  await page.goto("/demo-hockey/leagues");
  await hydrated(page);
  const join = page.getByRole("button", { name: "Join the group Open Ice" });
  // Private again before the press: the server refuses, the page says why, the button comes back.
  await publish(false);
  await join.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("This invitation link is not valid any more")).toBeVisible();
  await expect(join).toBeEnabled();
  await expectAxeClean(page);
  // Public again: the same button joins and opens the league.
  await publish(true);
  await join.click();
  await expect(page).toHaveURL(new RegExp(`/demo-hockey/${league.groupId}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Open Ice");
  await owner.close();
});

test("a wrong invitation link: the invitee reads a heading about joining, not the owner's 'Invite your friends'", async ({
  page,
  login,
}) => {
  await login("Ines");
  const { groupId } = await createGroup(page, { name: "Old Link Club" });
  await page.goto(`/demo-cup/${groupId}/join/not-the-code`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Join a group");
  await expect(page.locator("main")).toContainText("This invitation link is not valid any more.");
  await expect(page.locator("main")).not.toContainText("Invite your friends");
  // In another language too.
  await page.goto(`/de/demo-cup/${groupId}/join/not-the-code`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Einer Gruppe beitreten");
  await expect(page.locator("main")).toContainText("Dieser Einladungslink ist nicht mehr gültig.");
});

test("the tables show exact hits only where a pick can be exact: not in simple mode's scores, still for a simple podium", async ({
  page,
  login,
}) => {
  test.slow(); // the world job runs every 15 s
  await login("Tess");
  const headers = (groupId: string, slug: string) =>
    page.goto(`/${slug}/${groupId}`).then(() => page.getByTestId("standings").locator("thead th"));
  const simple = await createGroup(page, { tournament: "demo-cup", name: "Outcome Only", mode: "simple" });
  await expect(await headers(simple.groupId, "demo-cup")).toHaveText([
    "Rank",
    "Player",
    "Points",
    "Right outcome",
    "Scored",
  ]);
  const expert = await createGroup(page, { tournament: "demo-cup", name: "Exact Scores", mode: "expert" });
  await expect(await headers(expert.groupId, "demo-cup")).toHaveText([
    "Rank",
    "Player",
    "Points",
    "Exact",
    "Right outcome",
    "Scored",
  ]);
  // A simple podium can still be exactly right (first, second and third in order).
  const podium = await createGroup(page, { tournament: "demo-f1", name: "Simple Podium", mode: "simple" });
  await expect(await headers(podium.groupId, "demo-f1")).toHaveText([
    "Rank",
    "Player",
    "Points",
    "Exact",
    "Right outcome",
    "Scored",
  ]);
  // A race's "exact" and "right outcome" are not a score's: the table says what they mean; a
  // football table needs no such note.
  const legend = page.getByTestId("table-legend");
  await expect(legend).toHaveText(/^Exact: every place of the pick right/);
  await expect(legend.getByText(/^Right outcome: the winner right/)).toBeVisible();
  await expect(legend.getByText(/^Scored: picks of events/)).toBeVisible();
  // A race has no semi-final nor qualifiers: the legend speaks of them only at Eurovision.
  await expect(legend).not.toContainText(/semi-final|qualifiers/);
  // On a phone the table hides its last two columns, and the legend their sentences.
  const wide = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId("standings").locator("thead th").filter({ visible: true })).toHaveText([
    "Rank",
    "Player",
    "Points",
    "Exact",
  ]);
  await expect(legend.getByText(/^Exact:/)).toBeVisible();
  await expect(legend.getByText(/^Right outcome:/)).toBeHidden();
  await expect(legend.getByText(/^Scored:/)).toBeHidden();
  await page.setViewportSize(wide);
  await page.goto(`/demo-cup/${expert.groupId}`);
  await expect(page.getByTestId("standings")).toBeVisible();
  await expect(page.getByTestId("table-legend")).toHaveCount(0);
  // In simple mode the points stay the bold column.
  await page.goto(`/demo-cup/${simple.groupId}`);
  const cells = page.getByTestId("standings").locator("tbody tr").first().locator("td");
  await expect(cells.nth(2)).toHaveCSS("font-weight", "700");
  await expect(cells.nth(1)).not.toHaveCSS("font-weight", "700");
  // My statistics say the same: no exact-hit rate in simple mode's scores, one in expert mode.
  const hitRows = (groupId: string) =>
    page.goto(`/demo-cup/${groupId}/stats`).then(() => page.getByTestId("hit-rates").locator("tbody th"));
  await expect(await hitRows(simple.groupId)).toHaveText(["Points", "No points"]);
  await expect(await hitRows(expert.groupId)).toHaveText(["Exact", "Points, not exact", "No points"]);
  // And the whole world's table, one mode at a time (the world job adds a new member within 15 s).
  const worldHeaders = async (mode: string) => {
    const table = page.getByTestId("world-table").first();
    // Other players may be in the table before me: wait until my own rank is said.
    await expect(async () => {
      await page.goto(`/demo-cup/world?mode=${mode}`);
      await expect(page.getByTestId("world-position")).toContainText("My world rank:", { timeout: 1_000 });
    }).toPass({ timeout: 45_000 });
    await expect(table).toBeVisible();
    return table.locator("thead th");
  };
  const simpleHeaders = await worldHeaders("simple");
  // In the whole world my rank is said, shared on equal points (not my place among those tied).
  const position = await page.getByTestId("world-position").textContent();
  const myRank = page.locator('[data-testid="world-table"] tr[aria-current="true"] td').first();
  expect(position).toMatch(/^My world rank: \d+ of \d+$/);
  expect(position).toContain(`rank: ${await myRank.textContent()} of`);
  await expect(simpleHeaders).toHaveText(["World rank", "Player", "Country", "Points", "Right outcome", "Scored"]);
  await expect(await worldHeaders("expert")).toHaveText([
    "World rank",
    "Player",
    "Country",
    "Points",
    "Exact",
    "Right outcome",
    "Scored",
  ]);
});

test("bonus questions in a tournament under way: the owner reads that they are closed, a member who sees none reads who chooses them", async ({
  page,
  login,
  browser,
}) => {
  await login("Bea");
  // The demo cup's first games were played: no group can add a question any more.
  const group = await createGroup(page, { tournament: "demo-cup", name: "Late Bonus", mode: "expert" });
  await page.goto(`/demo-cup/${group.groupId}/bonus`);
  await hydrated(page);
  await expect(page.getByText("The tournament has begun: questions can no longer be added or changed.")).toBeVisible();
  // None was chosen and none can be: no list of greyed-out boxes, nothing to save, no button that
  // could only be refused.
  await expect(page.getByTestId("bonus-option")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Save questions" })).toHaveCount(0);
  await expectAxeClean(page, "main");

  const member = await newPlayerContext(browser, "198.19.9.21");
  await loginAs(member, "Ben");
  const memberPage = await member.newPage();
  await joinGroup(memberPage, group);
  await memberPage.goto(`/demo-cup/${group.groupId}/bonus`);
  await expect(
    memberPage.getByText("This group has no bonus questions: its owner chooses them before the tournament begins."),
  ).toBeVisible();
  await member.close();
});

test("a race's picks are headed by its Grand Prix and stage, not by the stage alone; a live game's score is not called its result", async ({
  page,
  login,
}) => {
  await login("Gio");
  const group = await createGroup(page, { tournament: "demo-f1", name: "Grid Talk", mode: "simple" });
  const games: { id: string; status: string; stage: string | null }[] = await (
    await page.request.get("/api/tournaments/demo-f1/games?matchday=1")
  ).json();
  const race = games.find((g) => g.status === "finished" && g.stage === "race")!;
  await page.goto(`/demo-f1/${group.groupId}/picks-by-game/${race.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^\S.* Grand Prix: Race$/);

  // A game under way has a score so far, not a result: it says so.
  const cup = await createGroup(page, { tournament: "demo-cup", name: "Half Time", mode: "expert" });
  const today: { id: string; status: string }[] = await (
    await page.request.get("/api/tournaments/demo-cup/games?matchday=2")
  ).json();
  const live = today.find((g) => g.status === "live")!;
  await page.goto(`/demo-cup/${cup.groupId}/picks-by-game/${live.id}`);
  await expect(page.locator("main")).toContainText(/Result: Live \d+–\d+/);
});

test("a finished semi-final shows who qualified, and a finished race its order, beside my pick or my missing one", async ({
  page,
  login,
}) => {
  await login("Ines");
  const song = await createGroup(page, { tournament: "demo-song", name: "Douze Points", mode: "simple" });
  await page.goto(`/demo-song/${song.groupId}/picks`);
  await hydrated(page);
  // The first semi-final is over; I never picked it.
  await page.getByRole("tab").first().click();
  const semi = page.getByTestId("pick-game").first();
  await expect(semi).toContainText("No pick");
  await expect(semi.getByTestId("final-order")).toHaveText(/^Qualified: ([^,]+, ){9}[^,]+$/);

  const grid = await createGroup(page, { tournament: "demo-f1", name: "Pit Lane", mode: "simple" });
  await page.goto(`/demo-f1/${grid.groupId}/picks`);
  await hydrated(page);
  await page.getByRole("tab").first().click();
  const races = page.getByTestId("pick-game").filter({ has: page.getByTestId("final-order") });
  await expect(races.first().getByTestId("final-order")).toHaveText(/^Result: 1\. \S.* · 2\. \S.* · 3\. \S/);
  await page.setViewportSize({ width: 360, height: 740 });
  await races.first().screenshot({ path: "test-results/final-order-phone.png" });

  // Simple mode: a finished game I never picked still says who played (its team buttons are gone).
  const cup = await createGroup(page, { tournament: "demo-cup", name: "Who Played", mode: "simple" });
  await page.goto(`/demo-cup/${cup.groupId}/picks?matchday=1`);
  await hydrated(page);
  const first = page.getByTestId("pick-game").first();
  await expect(first).toContainText("No pick");
  await expect(first.getByText("Germany – France", { exact: true })).toBeVisible();
});

test("a lock rule that would lock open games at once says how many before it is saved; saved again, it is", async ({
  page,
  login,
}) => {
  await login("Lena");
  // Matchday 2 of the demo cup has begun; one of its games is still open.
  const group = await createGroup(page, { name: "Late Rules", mode: "expert" });
  const today: { id: string; status: string; home: { name: string } | null }[] = await (
    await page.request.get("/api/tournaments/demo-cup/games?matchday=2")
  ).json();
  expect(today.some((g) => g.status === "scheduled")).toBe(true);
  await page.goto(`/demo-cup/${group.groupId}`);
  await hydrated(page);
  await openGroupSettings(page);
  const rule = page.getByLabel("Picks lock");
  await rule.selectOption({ label: "For the whole matchday at its first kickoff" });
  await page.getByRole("button", { name: "Save settings" }).click();
  // Nothing saved yet: the field says what the rule would do.
  await expect(page.getByText(/^This rule locks \d+ open games? at once: whoever has not picked/)).toBeVisible();
  await expect(rule).toHaveAttribute("aria-invalid", "true");
  await page.setViewportSize({ width: 360, height: 740 });
  await page
    .locator("section[aria-labelledby=settings-title]")
    .screenshot({ path: test.info().outputPath("lock-rule-warning.png") });
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Settings saved.")).toBeVisible();
  const view = await (await page.request.get(`/api/groups/${group.groupId}`)).json();
  expect(view.group.lockPolicy).toEqual({ kind: "matchday" });
});

test.describe("on a touch phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the ranking's hint names the arrow buttons and dragging, not keys there is no keyboard for", async ({
    page,
    login,
  }) => {
    await login("Tami");
    const group = await createGroup(page, { tournament: "demo-f1", name: "Touch Grid", mode: "simple" });
    await page.goto(`/demo-f1/${group.groupId}/picks`);
    await hydrated(page);
    const hint = page
      .getByTestId("pick-game")
      .first()
      .getByText(/^Add entrants in order/);
    await expect(hint).toHaveText("Add entrants in order, then move a row with its arrow buttons or by dragging it.", {
      useInnerText: true,
    });
  });
});
