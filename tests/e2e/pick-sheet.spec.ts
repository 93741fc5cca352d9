/**
 * Issue 13, screen 1: the pick sheet as a score card, played on a phone (390×844). A whole
 * matchday is picked with every input in sight and never under the save bar or the bottom
 * navigation; a game never picked is empty and says so; one score alone is refused with the reason
 * and stays typed; each game says whether it is saved.
 * Demo Nations Cup: matchday 2 is under way (Netherlands – Italy later today), matchday 3 in three days.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectAxeClean, hydrated } from "./support";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** What the browser hits at the centre of an element once it is scrolled into view: the element itself, or something covering it. */
async function uncovered(input: Locator) {
  await input.scrollIntoViewIfNeeded();
  const hit = await input.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return {
      covered: !(top === el || el.contains(top)),
      by: top ? `${top.tagName}.${top.className}`.slice(0, 80) : "nothing",
      inView: box.top >= 0 && box.bottom <= window.innerHeight,
    };
  });
  expect(hit, `${await input.getAttribute("aria-label")} is in view and not covered`).toEqual({
    covered: false,
    by: expect.any(String),
    inView: true,
  });
}

async function newGroup(page: Page): Promise<string> {
  const response = await page.request.post("/api/groups", {
    data: { tournament: "demo-cup", name: "Phone Pickers", mode: "expert" },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).groupId;
}

/** A new player in a new group of their own, on its pick sheet (`query`: "?matchday=3"), hydrated. */
async function openSheet(page: Page, login: (name: string) => Promise<unknown>, name: string, query = "") {
  await login(name);
  const groupId = await newGroup(page);
  await page.goto(`/demo-cup/${groupId}/picks${query}`);
  await hydrated(page);
  return groupId;
}

test("a player picks a whole matchday on a phone: every input in view and uncovered, empty until typed, saved game by game", async ({
  page,
  login,
}) => {
  await openSheet(page, login, "Pia");
  // The cookie notice is answered first, as on any phone (it is not part of the sheet).
  await page.getByRole("button", { name: "Accept" }).tap();

  // The sheet opens on the first matchday still open; the played ones are a tab away.
  await expect(page.getByRole("tab", { selected: true })).toContainText("Matchday 2");
  await expect(page.getByRole("tab", { name: /^Matchday 1/ })).toContainText("locked, 0 points");
  await page.getByRole("tab", { name: /^Matchday 3/ }).click();
  await expect(page.getByRole("tab", { selected: true })).toContainText("0 of 4 picked");
  await expect(page).toHaveURL(/\?matchday=3$/);
  // Nothing stored and nothing typed: the bar says what to do, not "Everything is saved".
  await expect(page.getByTestId("save-bar")).toContainText("No picks here yet: make your calls, then save");

  const games = page.getByTestId("pick-game");
  await expect(games).toHaveCount(4);
  const scores = [
    [2, 1],
    [0, 0],
    [1, 3],
    [2, 2],
  ];
  for (let i = 0; i < 4; i++) {
    const game = games.nth(i);
    // Never picked: both inputs empty (not 0 – 0) and the row says so.
    await expect(game.getByTestId("pick-state")).toHaveText("No pick yet");
    const inputs = game.getByRole("spinbutton");
    await expect(inputs).toHaveCount(2);
    for (let side = 0; side < 2; side++) {
      const input = inputs.nth(side);
      await expect(input).toHaveValue("");
      // Each input names its team and its game.
      await expect(input).toHaveAttribute("aria-label", /goals, .+ – .+/);
      await uncovered(input);
      await input.tap();
      await expect(input).toBeFocused();
      await page.keyboard.type(String(scores[i]![side]));
    }
    await expect(game.getByTestId("pick-state")).toHaveText("Not saved yet");
  }
  await expect(page.getByTestId("save-bar")).toContainText("4 changes not saved");
  // At the end of the page the save bar rests under the last game, never over it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const last = await games.last().boundingBox();
  const bar = await page.getByTestId("save-bar").boundingBox();
  expect(bar!.y).toBeGreaterThanOrEqual(last!.y + last!.height);
  await uncovered(games.last().getByRole("spinbutton").last());
  // The sheet's own markup (the shell around it has its own test, accessibility.spec.ts).
  await expectAxeClean(page, "main");

  // Enter in the last input saves the matchday; each game says it is saved, with what was typed.
  await page.keyboard.press("Enter");
  // Said beside the save button, read out there (a live region), and floating over no game: the
  // next score can be typed at once (decision 0099).
  await expect(page.getByTestId("save-bar").getByRole("status")).toHaveText("4 picks saved.");
  await expect(page.getByRole("alert").filter({ hasText: "saved" })).toHaveCount(0);
  for (const box of await games.getByRole("spinbutton").all()) await uncovered(box);
  for (let i = 0; i < 4; i++) await expect(games.nth(i).getByTestId("pick-state")).toHaveText("✓ Saved");

  await page.reload();
  await hydrated(page);
  await expect(page.getByTestId("save-bar")).toContainText("Everything is saved");
  await expect(page.getByRole("tab", { selected: true })).toContainText("4 of 4 picked");
  for (let i = 0; i < 4; i++) {
    await expect(games.nth(i).getByRole("spinbutton").first()).toHaveValue(String(scores[i]![0]));
    await expect(games.nth(i).getByRole("spinbutton").last()).toHaveValue(String(scores[i]![1]));
  }
});

test("one score alone is refused with the reason, and stays typed; both emptied take the pick back", async ({
  page,
  login,
}) => {
  await openSheet(page, login, "Oli");
  const game = page.getByTestId("pick-game").filter({ hasText: "Netherlands – Italy" });
  const home = game.getByRole("spinbutton", { name: "Netherlands goals" });
  const away = game.getByRole("spinbutton", { name: "Italy goals" });
  await home.fill("2");
  await page.getByRole("button", { name: "Save picks" }).click();

  await expect(game.getByRole("alert")).toHaveText("Type both scores: a pick with one score empty is not saved.");
  await expect(page.getByText("1 pick was not saved: see it marked in red.")).toBeVisible();
  await expect(home).toHaveValue("2");
  await expect(away).toHaveValue("");
  await expect(game.getByTestId("pick-state")).toHaveText("Not saved yet");
  // The matchday's tab says so too (seen from another matchday), and counts no pick as made.
  await expect(page.getByRole("tab", { selected: true })).toContainText("⚠ 1 change not saved");
  // A reload brings back what was typed, still not saved (the tab keeps the draft).
  await page.reload();
  await hydrated(page);
  await expect(home).toHaveValue("2");
  await expect(game.getByTestId("pick-state")).toHaveText("Not saved yet");
  // Nothing was stored as 2 – 0: without the tab's draft the sheet has no pick for the game.
  await page.evaluate(() => sessionStorage.clear());
  await page.reload();
  await hydrated(page);
  await expect(game.getByTestId("pick-state")).toHaveText("No pick yet");
  await expect(home).toHaveValue("");

  await home.fill("2");
  await away.fill("1");
  await page.getByRole("button", { name: "Save picks" }).click();
  await expect(page.getByText("1 pick saved.")).toBeVisible();
  await expect(game.getByRole("alert")).toHaveCount(0);
  await expect(game.getByTestId("pick-state")).toHaveText("✓ Saved");

  // Both boxes emptied and saved: the pick is taken back, not refused as one score alone.
  await home.fill("");
  await away.fill("");
  await expect(game.getByTestId("pick-state")).toHaveText("Not saved yet");
  await page.getByRole("button", { name: "Save picks" }).click();
  // Said as what it is, and in place of the first save's message.
  await expect(page.getByText("1 pick taken back.")).toBeVisible();
  await expect(page.getByText("1 pick saved.")).toHaveCount(0);
  await expect(game.getByRole("alert")).toHaveCount(0);
  await expect(game.getByTestId("pick-state")).toHaveText("No pick yet");
  // Stored so: without the tab's draft, a reload shows the game empty.
  await page.evaluate(() => sessionStorage.clear());
  await page.reload();
  await hydrated(page);
  await expect(game.getByTestId("pick-state")).toHaveText("No pick yet");
  await expect(home).toHaveValue("");
  await expect(away).toHaveValue("");
});

/** The two score boxes of a game hold these. */
async function expectScores(boxes: Locator, home: string, away: string) {
  await expect(boxes.first()).toHaveValue(home);
  await expect(boxes.last()).toHaveValue(away);
}

test("what was typed and not saved survives a reload, a link away and the back button, and is forgotten once saved; leaving the page with it asks first", async ({
  page,
  login,
  leavePrompts,
}) => {
  const groupId = await openSheet(page, login, "Remy", "?matchday=3");
  const games = page.getByTestId("pick-game");
  const first = games.nth(0).getByRole("spinbutton");
  const second = games.nth(1).getByRole("spinbutton");
  await first.first().fill("2");
  await first.last().fill("1");
  await second.first().fill("0");
  await second.last().fill("3");
  await expect(page.getByTestId("save-bar")).toContainText("2 changes not saved");

  // The browser asks before the page is left (a closed tab would lose the draft); the test leaves.
  expect(leavePrompts).toEqual([]);
  await page.reload();
  expect(leavePrompts).toEqual([expect.stringMatching(/\/picks\?matchday=3$/)]);
  await hydrated(page);
  await expectScores(first, "2", "1");
  await expectScores(second, "0", "3");
  await expect(page.getByTestId("save-bar")).toContainText("2 changes not saved");

  // A link away (the group page) and the back button.
  await page.goto(`/demo-cup/${groupId}`);
  await hydrated(page);
  await page.goBack();
  await hydrated(page);
  await expectScores(first, "2", "1");
  await expect(games.nth(0).getByTestId("pick-state")).toHaveText("Not saved yet");

  // Another language keeps the matchday the player went to, and what was typed.
  await page.getByRole("tab", { name: /^Matchday 2/ }).click();
  await expect(page).toHaveURL(/\/picks\?matchday=2$/);
  await page.getByRole("button", { name: /Language: English/ }).click();
  await page.getByRole("menuitem", { name: "Deutsch" }).click();
  await expect(page).toHaveURL(new RegExp(`/de/demo-cup/${groupId}/picks\\?matchday=2$`));
  await expect(page.getByRole("tab", { selected: true })).toContainText("2");
  await page.getByRole("button", { name: /Sprache: Deutsch/ }).click();
  await page.getByRole("menuitem", { name: "English" }).click();
  await expect(page).toHaveURL(new RegExp(`/demo-cup/${groupId}/picks\\?matchday=2$`));
  await hydrated(page);
  await page.getByRole("tab", { name: /^Matchday 3/ }).click();
  await expectScores(first, "2", "1");

  await page.getByRole("button", { name: "Save picks" }).click();
  await expect(page.getByText("2 picks saved.")).toBeVisible();
  // Saved, nothing is left to lose: the page is left without a question.
  const asked = leavePrompts.length;
  await page.reload();
  await hydrated(page);
  await expect(page.getByTestId("save-bar")).toContainText("Everything is saved");
  expect(leavePrompts).toHaveLength(asked);
  await expectScores(first, "2", "1");
  await expect(games.nth(0).getByTestId("pick-state")).toHaveText("✓ Saved");
});

test("the matchday a tab chose is the one shown again after Back and Forward", async ({ page, login }) => {
  const groupId = await openSheet(page, login, "Bex");
  await page.goto(`/demo-cup/${groupId}`);
  await hydrated(page);
  // To the sheet by the group page's link (the app's own navigation), then to the final's tab.
  await page.getByRole("link", { name: "Make your picks" }).first().click();
  await expect(page).toHaveURL(new RegExp(`/demo-cup/${groupId}/picks$`));
  await hydrated(page);
  await expect(page.getByRole("tab", { selected: true })).toContainText("Matchday 2");
  await page.getByRole("tab", { name: /^Final/ }).click();
  await expect(page).toHaveURL(/\/picks\?matchday=5$/);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/demo-cup/${groupId}$`));
  await page.goForward();
  await expect(page).toHaveURL(/\/picks\?matchday=5$/);
  await expect(page.getByRole("tab", { selected: true })).toContainText("Final");
});

test("a game refused out of sight is brought into view when the save bar says so", async ({ page, login }) => {
  await openSheet(page, login, "Ines", "?matchday=3");
  await page.getByRole("button", { name: "Accept" }).tap(); // the cookie notice, over the bar until answered
  await page.setViewportSize({ width: 390, height: 560 });
  const first = page.getByTestId("pick-game").first();
  const score = first.getByRole("spinbutton").first();
  await score.fill("1");
  // The player goes on down the matchday and saves from the bar: the first game is out of sight.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(score).not.toBeInViewport();
  // Tapped where it is drawn (a click action would first scroll the sticky bar's own place into view).
  const bar = (await page.getByRole("button", { name: "Save picks" }).boundingBox())!;
  await page.touchscreen.tap(bar.x + bar.width / 2, bar.y + bar.height / 2);
  await expect(page.getByTestId("save-bar")).toContainText("1 pick was not saved: see it marked in red.");
  await expect(first.getByRole("alert")).toHaveText("Type both scores: a pick with one score empty is not saved.");
  await expect(first.getByRole("alert")).toBeInViewport();
  await expect(score).toBeInViewport();
});

test("a keyboard player who saves with the Save button keeps the focus on it", async ({ page, login }) => {
  await openSheet(page, login, "Kira", "?matchday=3");
  const boxes = page.getByTestId("pick-game").first().getByRole("spinbutton");
  await boxes.first().focus();
  await page.keyboard.type("1");
  await page.keyboard.press("Tab");
  await page.keyboard.type("0");
  const save = page.getByRole("button", { name: "Save picks" });
  await save.focus();
  await page.keyboard.press("Enter");
  // What the save did is said beside the button, until the next change.
  await expect(page.getByTestId("save-bar").getByRole("status")).toHaveText("1 pick saved.");
  // Nothing left to save: the button says so, and still holds the focus.
  await expect(save).toBeDisabled();
  await expect(save).toBeFocused();
});

test("a save whose refresh meets another (a live result, another tab signing in) does not load the page again", async ({
  page,
  login,
}) => {
  await login("Remy");
  const groupId = await newGroup(page);
  // Another tab of the same browser: announcing a change there refreshes this one (AuthSync), as a
  // live result does (LiveRefresh). Two refreshes at once made Next load the whole page again.
  const other = await page.context().newPage();
  await other.goto("/offline");
  await page.goto(`/demo-cup/${groupId}/picks?matchday=3`);
  await hydrated(page);
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  const boxes = page.getByTestId("pick-game").first().getByRole("spinbutton");
  await boxes.first().fill("2");
  await boxes.last().fill("2");
  await page.getByRole("button", { name: "Save picks" }).click();
  await other.evaluate(() =>
    localStorage.setItem("callit-auth-event", JSON.stringify({ event: "userUpdated", at: Date.now(), nonce: 1 })),
  );
  await expect(page.getByTestId("save-bar").getByRole("status")).toHaveText("1 pick saved.");
  // The refreshed sheet holds the pick as stored.
  await expect(page.getByTestId("pick-game").first().getByTestId("pick-state")).toHaveText("✓ Saved");
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test("a draw in a knockout game asks who goes through: nothing is chosen for the player, and the save says why", async ({
  page,
  login,
}) => {
  await openSheet(page, login, "Kai");
  await page.getByRole("tab", { name: /^Semi-finals/ }).click();
  const game = page.getByTestId("pick-game").first();
  const boxes = game.getByRole("spinbutton");
  await boxes.first().fill("1");
  await boxes.last().fill("1");
  const through = game.getByLabel("Who goes through?");
  await expect(through).toHaveValue("");
  await page.getByRole("button", { name: "Save picks" }).click();
  await expect(game.getByRole("alert")).toHaveText("A draw in a knockout game: pick who goes through.");
  await expectScores(boxes, "1", "1");
  await expect(game.getByTestId("pick-state")).toHaveText("Not saved yet");

  // The player's own choice is what is saved.
  await through.selectOption("away");
  await page.getByRole("button", { name: "Save picks" }).click();
  await expect(game.getByTestId("pick-state")).toHaveText("✓ Saved");
  await expect(game.getByRole("alert")).toHaveCount(0);
  await page.evaluate(() => sessionStorage.clear());
  await page.reload();
  await hydrated(page);
  await expectScores(boxes, "1", "1");
  await expect(through).toHaveValue("away");
});

test("in simple mode, pressing the chosen outcome again takes the pick back", async ({ page, login }) => {
  await login("Sami");
  const created = await page.request.post("/api/groups", {
    data: { tournament: "demo-cup", name: "Outcome Pickers", mode: "simple" },
  });
  expect(created.status()).toBe(201);
  const { groupId } = await created.json();
  await page.goto(`/demo-cup/${groupId}/picks`);
  await hydrated(page);
  const game = page.getByTestId("pick-game").filter({ hasText: "Netherlands" });
  const draw = game.getByRole("button", { name: "Draw" });
  await draw.click();
  await expect(draw).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: "Save picks" }).click();
  await expect(game.getByTestId("pick-state")).toHaveText("✓ Saved");

  await draw.click();
  await expect(draw).toHaveAttribute("aria-pressed", "false");
  await expect(game.getByTestId("pick-state")).toHaveText("Not saved yet");
  await page.getByRole("button", { name: "Save picks" }).click();
  await expect(game.getByTestId("pick-state")).toHaveText("No pick yet");
  await expect(page.getByText("1 pick taken back.")).toBeVisible();
  // Stored so: without the tab's draft, a reload shows no outcome chosen.
  await page.evaluate(() => sessionStorage.clear());
  await page.reload();
  await hydrated(page);
  await expect(game.getByTestId("pick-state")).toHaveText("No pick yet");
  await expect(game.getByRole("button", { name: "Draw" })).toHaveAttribute("aria-pressed", "false");
});

test("a device clock three hours fast neither counts a lock down wrongly nor closes a game the server still takes", async ({
  page,
  login,
}) => {
  const groupId = await openSheet(page, login, "Ced");
  // The first game still open, and when it locks on the server's clock.
  const open = page.getByTestId("pick-game").filter({ hasText: "Locks in" }).first();
  const title = await open.evaluate((el) => document.getElementById(el.getAttribute("aria-labelledby")!)!.textContent!);
  const lockAt = Date.parse((await open.locator("time[datetime]").last().getAttribute("datetime"))!);
  expect(lockAt).toBeGreaterThan(Date.now());

  // The same sheet on a device whose clock is three hours past that lock.
  const device = await page.context().newPage();
  await device.clock.install({ time: lockAt + 3 * 3600_000 });
  await device.goto(`/demo-cup/${groupId}/picks`);
  await hydrated(device);
  const game = device.getByRole("group", { name: title, exact: true });
  // Counted down on the server's clock: the minutes left as the test runner's clock tells them.
  const countdown = game.locator("time[datetime]").last();
  await expect(countdown).not.toHaveText("Locked");
  const minutesLeft = (text: string) => {
    const part = (unit: string) => Number(new RegExp(`(\\d+) ${unit}\\b`).exec(text)?.[1] ?? 0);
    return part("d") * 1440 + part("h") * 60 + part("min") + part("s") / 60;
  };
  await expect
    .poll(async () => Math.abs(minutesLeft((await countdown.textContent())!) - (lockAt - Date.now()) / 60_000))
    .toBeLessThan(2);
  const inputs = game.getByRole("spinbutton");
  await expect(inputs.first()).toBeEditable();
  await inputs.first().fill("1");
  await inputs.last().fill("0");
  await device.getByRole("button", { name: "Save picks" }).click();
  await expect(device.getByText("1 pick saved.")).toBeVisible();
  await expect(game.getByTestId("pick-state")).toHaveText("✓ Saved");
});

test.describe("a weak signal", () => {
  // Offline, the browser reports the requests it cannot make: expected here.
  test.use({ allowedConsoleErrors: /net::ERR_(INTERNET_DISCONNECTED|FAILED)|Failed to (fetch|load)/ });

  test("a first save after the connection went says so, and the scores stay typed to be saved again", async ({
    page,
    login,
    context,
  }) => {
    await openSheet(page, login, "Nia");
    // The page's own script files, from the first score typed on: all in before the signal goes.
    const inFlight = new Set<unknown>();
    let arrived = 0;
    page.on("request", (r) => r.url().includes("/_next/static/") && inFlight.add(r));
    page.on("requestfinished", (r) => inFlight.delete(r) && arrived++);
    page.on("requestfailed", (r) => inFlight.delete(r));
    const game = page.getByTestId("pick-game").filter({ hasText: "Netherlands – Italy" });
    const home = game.getByRole("spinbutton", { name: "Netherlands goals" });
    const away = game.getByRole("spinbutton", { name: "Italy goals" });
    await home.fill("3");
    await away.fill("1");
    await expect.poll(() => arrived > 0 && inFlight.size === 0).toBe(true);

    await context.setOffline(true);
    await page.getByRole("button", { name: "Save picks" }).click();
    await expect(page.getByText("No connection. Check your internet connection and try again.")).toBeVisible();
    await expect(home).toHaveValue("3");
    await expect(away).toHaveValue("1");
    await expect(game.getByTestId("pick-state")).toHaveText("Not saved yet");

    await context.setOffline(false);
    await page.getByRole("button", { name: "Save picks" }).click();
    await expect(page.getByText("1 pick saved.")).toBeVisible();
    await expect(game.getByTestId("pick-state")).toHaveText("✓ Saved");

    // The next save's refusal replaces that success: it is not read beside "1 pick saved.".
    await home.fill("4");
    await context.setOffline(true);
    await page.getByRole("button", { name: "Save picks" }).click();
    await expect(page.getByText("No connection. Check your internet connection and try again.").last()).toBeVisible();
    await expect(page.getByText("1 pick saved.")).toHaveCount(0, { timeout: 1_000 });
    await context.setOffline(false);
  });
});

test.describe("a save that fails as a whole", () => {
  // The browser logs the request it could not send.
  test.use({ allowedConsoleErrors: /ERR_INTERNET_DISCONNECTED/ });

  test("says so in a message above the save bar, as tall as the bar has grown, and the bottom navigation", async ({
    page,
    login,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await openSheet(page, login, "Flo", "?matchday=3");
    // The cookie notice is answered first, as on any phone (it is not part of the sheet).
    await page.getByRole("button", { name: "Accept" }).click();
    const games = page.getByTestId("pick-game");
    const boxes = games.first().getByRole("spinbutton");
    await boxes.first().fill("1");
    await boxes.last().fill("1");
    // A refused second game makes the bar's text three lines on a 320 px phone.
    await games.nth(1).getByRole("spinbutton").first().fill("2");
    await page.getByRole("button", { name: "Save picks" }).click();
    await expect(page.getByTestId("save-bar").getByRole("status")).toContainText("1 pick was not saved");
    // Saved again as it is (the refused game is still to save), with the bar's text unchanged.
    await page.route("**/api/groups/*/picks", (route) => route.abort("internetdisconnected"));
    await page.getByRole("button", { name: "Save picks" }).click();
    const failed = page.getByRole("alert").filter({ hasText: "No connection" });
    await expect(failed).toBeVisible();
    // At the top of the sheet the bar rests on the bottom navigation (sticky), under the message.
    await page.evaluate(() => window.scrollTo(0, 0));
    const message = (await failed.boundingBox())!;
    for (const part of [page.getByTestId("save-bar"), page.getByTestId("bottom-nav")]) {
      const box = (await part.boundingBox())!;
      const apart = message.y + message.height <= box.y || box.y + box.height <= message.y;
      expect(
        apart,
        `the message (${message.y}–${message.y + message.height}) is clear of ${box.y}–${box.y + box.height}`,
      ).toBe(true);
    }
  });
});
