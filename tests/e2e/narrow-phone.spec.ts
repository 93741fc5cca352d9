/**
 * What players saw on small phones while playing the game through (the walk of 25 November): a
 * long name pushed the home page wider than the screen, and on a 320 px phone in German the pick
 * sheet cut team names off at the card's edge ("Frankre", "erlande"); a group renamed to one long
 * word made its page 644 px wide on a 390 px phone, its buttons out of reach.
 */
import type { Locator } from "@playwright/test";
import { expect, loginAs, newPlayerContext, test } from "./fixtures";
import { createGroup, hydrated, joinGroup, openGroupSettings, signUp, uniqueEmail } from "./support";

test.use({ viewport: { width: 320, height: 640 }, hasTouch: true, isMobile: true });

/** The page does not scroll sideways: nothing is wider than the screen. */
async function expectNoSidewaysScroll(page: import("@playwright/test").Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: document.documentElement.clientWidth,
  }));
  expect(widths.page, "the page is no wider than the screen").toBeLessThanOrEqual(widths.screen);
}

/** Every part of `inner` lies inside `outer`'s box. */
async function expectInside(inner: Locator, outer: Locator, what: string) {
  const a = (await inner.boundingBox())!;
  const b = (await outer.boundingBox())!;
  expect(
    { left: a.x >= b.x - 0.5, right: a.x + a.width <= b.x + b.width + 0.5 },
    `${what} (${Math.round(a.x)}–${Math.round(a.x + a.width)}) inside its card (${Math.round(b.x)}–${Math.round(b.x + b.width)})`,
  ).toEqual({ left: true, right: true });
}

/** `a` and `b` do not overlap (a name and a score box beside it). */
async function expectApart(a: Locator, b: Locator, what: string) {
  const x = (await a.boundingBox())!;
  const y = (await b.boundingBox())!;
  const overlap = Math.min(x.x + x.width, y.x + y.width) - Math.max(x.x, y.x);
  expect(overlap, `${what}: ${Math.round(overlap)} px over the score box`).toBeLessThanOrEqual(0);
}

test("a player with a long name sees the whole home page on a phone, the name broken inside the screen", async ({
  page,
  login,
}) => {
  await login("Hubertus Wolfeschlegelsteinhausenbergerdorff");
  await page.goto("/");
  await hydrated(page);
  const greeting = page.getByRole("heading", { level: 1 });
  await expect(greeting).toContainText("Wolfeschlegelsteinhausenbergerdorff");
  await expectNoSidewaysScroll(page);
  const box = (await greeting.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(320);
});

test("on a 320 px phone in German every team name on the pick sheet and the live card is whole, inside its card and beside its score", async ({
  page,
  login,
}) => {
  await login("Klein");
  const { groupId } = await createGroup(page, { name: "Kleines Telefon" });
  await page.goto(`/de/demo-cup/${groupId}/picks?matchday=3`);
  await hydrated(page);
  const games = page.getByTestId("pick-game");
  await expect(games).toHaveCount(4);
  // Matchday 3, German names: the longest ones are the two that were cut off.
  const teams: [string, string][] = [
    ["Ukraine", "Deutschland"],
    ["Frankreich", "Polen"],
    ["Niederlande", "Spanien"],
    ["Italien", "Portugal"],
  ];
  for (let i = 0; i < 4; i++) {
    const game = games.nth(i);
    const boxes = game.getByRole("spinbutton");
    const [home, away] = teams[i]!;
    for (const team of [home, away]) await expectInside(game.getByText(team, { exact: true }), game, team);
    // Nor under a score box ("Deutschland" ran 3 px into it, "Niederlande" touched the other).
    await expectApart(game.getByText(home, { exact: true }), boxes.first(), home);
    await expectApart(game.getByText(away, { exact: true }), boxes.last(), away);
  }
  await expectNoSidewaysScroll(page);

  // The group's live game: "Deutschland" whole on one line, not broken into "Deutschlan" and "d".
  await page.goto(`/de/demo-cup/${groupId}`);
  const live = page.getByTestId("live-game").filter({ hasText: "Deutschland" });
  const name = live.getByText("Deutschland", { exact: true });
  const lines = await name.evaluate((el) => {
    const text = [...el.childNodes].find((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== "")!;
    const range = document.createRange();
    range.selectNodeContents(text);
    return new Set([...range.getClientRects()].filter((r) => r.width > 1).map((r) => Math.round(r.top))).size;
  });
  expect(lines, "the name's lines").toBe(1);
  await expectInside(name, live, "Deutschland");
});

test("on a phone in Italian a game's kickoff keeps its date and time on one line", async ({ page, login }) => {
  await login("Piccola");
  const { groupId } = await createGroup(page, { tournament: "demo-basketball", name: "Canestro" });
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto(`/it/demo-basketball/${groupId}/picks`);
    await hydrated(page);
    const kickoffs = page.getByTestId("pick-game").locator("time:first-of-type");
    await expect(kickoffs.first()).toBeVisible();
    // "sab 5 dic," over a lone "00:00" read badly beside a game's state.
    const lines = await kickoffs.evaluateAll((times) =>
      times.map((t) => `${t.textContent}: ${t.getClientRects().length}`),
    );
    expect(
      lines.filter((line) => !line.endsWith(": 1")),
      `${width} px: kickoffs broken over lines`,
    ).toEqual([]);
    await expectNoSidewaysScroll(page);
  }
});

test.describe("a phone of 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a member named with one long word: the table, the member list and their picks stay on the screen", async ({
    page,
    login,
  }) => {
    await login("Wort");
    // 50 characters in one word (the limit).
    const nickname = "Donaudampfschifffahrtsgesellschaftskapitaenswitwe";
    const { groupId } = await createGroup(page, { name: "Long Words", nickname });
    await page.goto(`/demo-cup/${groupId}`);
    await hydrated(page);
    await expect(page.getByTestId("members").getByRole("link", { name: nickname })).toBeVisible();
    await expectNoSidewaysScroll(page);
    // My own row keeps its button on the screen, beside the name.
    const rename = page.getByRole("button", { name: "Change my name" });
    const box = (await rename.boundingBox())!;
    expect(box.x + box.width, "the rename button is on the screen").toBeLessThanOrEqual(390);
    // The table's points column is still there.
    const points = (await page.getByRole("columnheader", { name: "Points" }).first().boundingBox())!;
    expect(points.x + points.width, "the points column is on the screen").toBeLessThanOrEqual(390);
    await page.getByTestId("members").getByRole("link", { name: nickname }).click();
    await expect(page.getByText(nickname).first()).toBeVisible();
    await expectNoSidewaysScroll(page);
  });

  test("in German and Ukrainian the owner's three buttons for a member wrap on the screen, and a help page's table stays on it", async ({
    page,
    login,
    browser,
  }) => {
    await login("Olga");
    const { groupId, invitationCode } = await createGroup(page, { name: "Buttons" });
    const friend = await newPlayerContext(browser, "198.19.9.71");
    await loginAs(friend, "Bartholomäus");
    await joinGroup(friend, { groupId, invitationCode });
    for (const [prefix, remove] of [
      ["/de", "Bartholomäus entfernen"],
      ["/ua", "Видалити: Bartholomäus"],
    ]) {
      await page.goto(`${prefix}/demo-cup/${groupId}`);
      await hydrated(page);
      const button = page.getByTestId("members").getByRole("button", { name: remove });
      const box = (await button.boundingBox())!;
      expect(box.x + box.width, `${prefix}: ${remove} is on the screen`).toBeLessThanOrEqual(390);
      await expectNoSidewaysScroll(page);
      // The cookie table: a column of long words (German's "Speicherdauer", a cookie's name).
      await page.goto(`${prefix}/docs/cookies`);
      await expect(page.getByRole("table")).toBeVisible();
      await expectNoSidewaysScroll(page);
    }
    await friend.close();
  });

  test("a group named with one long word: its name wraps on every page that shows it, its buttons stay on the screen", async ({
    page,
    login,
  }) => {
    await login("Lang");
    // 58 characters in one word (the limit is 60).
    const name = "Supercalifragilisticexpialidocious_Basketball_Friends_2026";
    const { groupId } = await createGroup(page, { tournament: "demo-basketball", name, mode: "simple" });
    await page.goto(`/demo-basketball/${groupId}`);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await expectNoSidewaysScroll(page);
    const settings = page.getByRole("button", { name: "Change the settings" });
    const box = (await settings.boundingBox())!;
    expect(box.x + box.width, "the settings button is on the screen").toBeLessThanOrEqual(390);
    await openGroupSettings(page);

    // The other pages that show the group's name in large type.
    for (const path of ["/", "/demo-basketball", `/demo-basketball/${groupId}/picks`, "/demo-basketball/predictions"]) {
      await page.goto(path);
      await hydrated(page);
      await expect(page.getByText(name).first()).toBeVisible();
      await expectNoSidewaysScroll(page);
    }
  });
});

/** The labels of the page's visible fields that do not fit their box (they end in "…"). */
async function cutLabels(page: import("@playwright/test").Page): Promise<(string | null)[]> {
  await expect(page.locator("main label").first()).toBeVisible();
  // Measured in the page's own font, as a player reads it, not in the fallback drawn before it loads.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return page
    .locator("main label")
    .evaluateAll((labels) =>
      labels.filter((l) => l.checkVisibility() && l.scrollWidth > l.clientWidth + 1).map((l) => l.textContent),
    );
}

test("every field's label on the account settings and sign-in and security is whole, on a 320 px phone and a desktop", async ({
  page,
  login,
}) => {
  await login("Olena");
  // A label that does not fit its box ends in "…" ("Нова адреса електронної по…", "Mit deinem Passwort be…").
  for (const path of [
    "/ua/account/settings",
    "/de/account/settings",
    "/ua/account/settings/security",
    "/de/account/settings/security",
  ]) {
    await page.goto(path);
    await hydrated(page);
    expect(await cutLabels(page), `${path} on a phone: labels cut off`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const path of ["/de/account/settings/security", "/lt/account/settings/security", "/ua/account/settings"]) {
    await page.goto(path);
    await hydrated(page);
    expect(await cutLabels(page), `${path} on a desktop: labels cut off`).toEqual([]);
  }
});

test("on a 320 px phone a long e-mail address breaks inside the account page", async ({ page }) => {
  const email = uniqueEmail("a-long-address-that-a-phone-cannot-show-on-one-line");
  await signUp(page, email, "Lou");
  await expect(page.getByText(email)).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test("on a 320 px phone in Lithuanian the new group's mode is named whole, and what it means is said below it", async ({
  page,
  login,
}) => {
  await login("Rūta");
  await page.goto("/lt/demo-cup/new-game");
  await hydrated(page);
  const mode = page.locator("#field-mode");
  // The options are the modes' names ("Ekspertinis: spėkite tikslius rezultatus i…" was cut).
  await expect(mode.locator("option")).toHaveText(["Paprastas", "Ekspertinis"]);
  const fits = await mode.evaluate((select: HTMLSelectElement) => {
    const context = document.createElement("canvas").getContext("2d")!;
    context.font = getComputedStyle(select).font;
    const text = select.options[select.selectedIndex]!.text;
    return context.measureText(text).width <= select.clientWidth;
  });
  expect(fits, "the chosen mode's name fits its field").toBe(true);
  await mode.selectOption("expert");
  await expect(page.locator("#field-mode-helper-text")).toHaveText("Spėkite tikslius rezultatus.");
  await mode.selectOption("simple");
  await expect(page.locator("#field-mode-helper-text")).toHaveText(
    "Spėkite baigtį: laimi šeimininkai, lygiosios arba laimi svečiai.",
  );
  await expectNoSidewaysScroll(page);
});
