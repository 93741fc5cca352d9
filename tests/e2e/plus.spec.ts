import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { axe, expectAxeClean, hydrated } from "./support";

async function checkout(page: Page) {
  await page.goto("/demo-basketball/plus");
  await hydrated(page);
  await page.getByRole("link", { name: "Get Plus" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Get Plus for Demo Basketball League");
  await hydrated(page);
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sandbox checkout");
  await expect(page.getByText("Test mode: this is the built-in sandbox")).toBeVisible();
  await hydrated(page);
}

test("buying Plus: a declined test payment explains itself, the second attempt succeeds, and the account shows Plus", async ({
  page,
  login,
}) => {
  test.slow(); // a sign-up, two checkouts and a dozen pages: over 30 s on a busy machine
  // Signed out, the Plus page shows what it gives and the price; buying asks to sign in first.
  await page.goto("/demo-basketball/plus");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Callit Plus for Demo Basketball League");
  await expect(page.getByTestId("plus-price")).toHaveText("€4.99 for the whole tournament");
  await expectAxeClean(page);

  // Ads: the top placement is for signed-in players only here (ADS_TOP_PUBLIC off).
  await page.goto("/demo-basketball");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Demo Basketball League");
  await expect(page.getByTestId("ad-top")).toHaveCount(0);

  await login("Pat");
  await page.goto("/demo-basketball");
  await expect(page.getByTestId("ad-top")).toBeVisible();
  await expect(page.getByRole("complementary", { name: "Advertisement" })).toBeVisible();
  await checkout(page);
  await expectAxeClean(page);
  await page.getByRole("button", { name: "Decline (test)" }).click();
  await expect(page.getByTestId("purchase-status")).toHaveAttribute("data-status", "failed");
  await expect(page.getByText("The payment was not completed and nothing was charged.")).toBeVisible();

  await page.getByRole("link", { name: "Try again" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Get Plus for Demo Basketball League");
  await hydrated(page);
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sandbox checkout");
  await hydrated(page);
  await page.getByRole("button", { name: "Pay (test)" }).click();
  await expect(page.getByTestId("purchase-status")).toHaveAttribute("data-status", "active");
  await expect(page.getByText("Thank you! Plus is on for Demo Basketball League.")).toBeVisible();
  // Then a new group, or back to the tournament and the groups already there.
  await expect(page.getByRole("link", { name: "Create a group" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to the tournament" })).toHaveAttribute("href", "/demo-basketball");

  // Plus shows on the tournament's Plus page and the account; jokers are free to turn on.
  await page.goto("/demo-basketball/plus");
  await expect(page.getByText("You have Plus for Demo Basketball League.")).toBeVisible();
  await page.goto("/account");
  await expect(page.getByTestId("my-plus")).toContainText("Demo Basketball League");
  // No ads for Pat in this tournament any more; other tournaments still have them.
  await page.goto("/demo-basketball");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Demo Basketball League");
  await expect(page.getByTestId("ad-top")).toHaveCount(0);
  await page.goto("/demo-cup");
  await expect(page.getByTestId("ad-top")).toBeVisible();
  await page.goto("/demo-basketball/new-game");
  await expect(page.getByTestId("plus-hint")).toHaveCount(0);
  await expect(page.getByLabel("Exact margin (bonus)")).toBeEnabled();
  // A number outside the rules' range is marked as it is typed, with the range.
  const margin = page.getByLabel("Exact margin (bonus)");
  await margin.fill("99");
  await expect(margin).toHaveAttribute("aria-invalid", "true");
  await expect(margin).toHaveAccessibleDescription("A whole number from 0 to 50");
  await margin.fill("5");
  await expect(margin).not.toHaveAttribute("aria-invalid", "true");
  await expect(margin).toHaveAccessibleDescription(/^Default: \d+$/);

  // Plus downloads the group's table as CSV.
  const group = await (
    await page.request.post("/api/groups", { data: { tournament: "demo-basketball", name: "Hoops", mode: "expert" } })
  ).json();
  await page.goto(`/demo-basketball/${group.groupId}`);
  await hydrated(page);
  // Plus shows the group's statistics too: no scored pick yet, so no rates yet (a dash, not 0 %).
  await expect(page.getByTestId("group-stats").locator("tbody tr")).toHaveText([/^Pat––––$/]);
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download the table (CSV)" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("callit-hoops-standings.csv");
  const text = await (await import("node:fs/promises")).readFile((await file.path())!, "utf8");
  expect(text.split("\r\n").slice(0, 2)).toEqual(["rank,player,points,exact,outcome,scored", "1,Pat,0,0,0,0"]);
});

test("the Plus pages speak the visitor's language and format the price for it", async ({ page }) => {
  await page.goto("/de/demo-basketball/plus");
  await expect(page.getByTestId("plus-price")).toContainText("4,99 €");
});

test("a page with two ads names each region apart, so that a screen reader's list of landmarks tells them apart", async ({
  page,
  login,
}) => {
  await login("Abe");
  const created = await page.request.post("/api/groups", {
    data: { tournament: "demo-basketball", name: "Two Ads", mode: "expert" },
  });
  expect(created.status()).toBe(201);
  const { groupId } = await created.json();
  await page.goto(`/demo-basketball/${groupId}`);
  await hydrated(page);
  await expect(page.getByRole("complementary")).toHaveCount(2);
  await expect(page.getByRole("complementary", { name: "Advertisement", exact: true })).toBeVisible();
  await expect(page.getByRole("complementary", { name: "Advertisement below the table", exact: true })).toBeVisible();
  const results = await axe(page).withRules(["landmark-unique"]).analyze();
  expect(results.violations).toEqual([]);
});

test("with Plus a group plays with jokers: the matchday's joker goes on one game, is saved, moves, and is taken back", async ({
  page,
  login,
}) => {
  test.slow(); // a checkout and a pick sheet saved twice
  await login("Jo");
  await checkout(page);
  await page.getByRole("button", { name: "Pay (test)" }).click();
  await expect(page.getByTestId("purchase-status")).toHaveAttribute("data-status", "active");
  const created = await page.request.post("/api/groups", {
    data: { tournament: "demo-basketball", name: "Jokers", mode: "expert", jokers: true },
  });
  expect(created.status()).toBe(201);
  const { groupId } = await created.json();

  await page.goto(`/demo-basketball/${groupId}/picks`);
  await hydrated(page);
  // The last matchday: all its games still open.
  await page.getByRole("tab").last().click();
  const open = page.getByTestId("pick-game").filter({ has: page.getByRole("checkbox", { name: "Joker" }) });
  const [first, second] = [open.first(), open.nth(1)];
  for (const game of [first, second]) {
    await game.getByRole("spinbutton").first().fill("101");
    await game.getByRole("spinbutton").last().fill("99");
  }
  // One joker a matchday: choosing it on the second game leaves the first without.
  await second.getByRole("checkbox", { name: "Joker" }).check();
  await expect(first.getByRole("checkbox", { name: "Joker" })).not.toBeChecked();
  await page.getByRole("button", { name: "Save picks" }).click();
  await expect(page.getByText("2 picks saved.")).toBeVisible();

  await page.reload();
  await hydrated(page);
  await expect(page.getByRole("tab", { selected: true })).toHaveText(
    (await page.getByRole("tab").last().textContent()) ?? "",
  );
  await expect(second.getByRole("checkbox", { name: "Joker" })).toBeChecked();
  await expect(first.getByRole("checkbox", { name: "Joker" })).not.toBeChecked();
  // Moved with the keyboard: the space bar on the first game's joker.
  await first.getByRole("checkbox", { name: "Joker" }).focus();
  await page.keyboard.press("Space");
  await expect(first.getByRole("checkbox", { name: "Joker" })).toBeChecked();
  await expect(second.getByRole("checkbox", { name: "Joker" })).not.toBeChecked();
  await expect(page.getByTestId("save-bar")).toContainText("2 changes not saved");
  await page.getByRole("button", { name: "Save picks" }).click();
  await expect(page.getByText("2 picks saved.")).toBeVisible();
  await page.reload();
  await hydrated(page);
  await expect(first.getByRole("checkbox", { name: "Joker" })).toBeChecked();
  // Taken back: unticked, no game of the matchday has it, and it stays so.
  await first.getByRole("checkbox", { name: "Joker" }).uncheck();
  await expect(open.getByRole("checkbox", { name: "Joker", checked: true })).toHaveCount(0);
  await expect(page.getByTestId("save-bar")).toContainText("1 change not saved");
  await page.getByRole("button", { name: "Save picks" }).click();
  await expect(page.getByText("1 pick saved.")).toBeVisible();
  await page.reload();
  await hydrated(page);
  await expect(open.getByRole("checkbox", { name: "Joker", checked: true })).toHaveCount(0);
});
