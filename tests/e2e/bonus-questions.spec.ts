/**
 * Bonus questions (issue 14 point 1): an owner adds the suggested questions, players answer them,
 * the questions lock with the tournament's first game, the admin sets the answers, and the
 * group's table changes.
 */
import type { Page } from "@playwright/test";
import { expect, loginAs, test } from "./fixtures";
import { createGroup, hydrated, joinGroup, signUp } from "./support";

test.use({ timezoneId: "UTC" });

async function api(page: Page, method: string, path: string, body?: unknown) {
  const answer = await page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: { "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as Record<string, string> };
    },
    { method, path, body },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
  return answer.body;
}

const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

async function pointsOf(page: Page, nickname: string) {
  return page.getByRole("row").filter({ hasText: nickname }).first().getByRole("cell").nth(2);
}

test("an owner adds bonus questions, players answer, the admin sets the answers, and the table changes", async ({
  page,
  browser,
}) => {
  // The tournament admin sets up a cup whose first game is in two hours.
  await signUp(page, "bonus-admin@example.com", "Bea");
  const slug = `bonus-${Date.now().toString(36)}`;
  await api(page, "POST", "/api/admin/tournaments", { slug, sport: "football", name: "Bonus Cup" });
  const spain = (await api(page, "POST", `/api/admin/tournaments/${slug}/competitors`, { name: "Spain", code: "ES" }))
    .id!;
  const italy = (await api(page, "POST", `/api/admin/tournaments/${slug}/competitors`, { name: "Italy", code: "IT" }))
    .id!;
  await api(page, "POST", `/api/admin/tournaments/${slug}/matchdays`, { ordinal: 1, name: "Opening day" });
  const first = (
    await api(page, "POST", `/api/admin/tournaments/${slug}/games`, {
      matchday: 1,
      kickoff: inHours(2),
      homeId: spain,
      awayId: italy,
    })
  ).gameId!;

  // The owner chooses the winner and the top scorer.
  const ownerContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await loginAs(ownerContext, "Oona");
  const owner = await ownerContext.newPage();
  await owner.goto(`/${slug}`);
  const group = await createGroup(owner, { tournament: slug, name: "Bonus Friends", nickname: "Oona" });
  await owner.goto(`/${slug}/${group.groupId}`);
  await hydrated(owner);
  await owner.getByRole("link", { name: "Bonus questions" }).click();
  await expect(owner.getByRole("heading", { level: 1 })).toHaveText("Bonus questions · Bonus Friends");
  await hydrated(owner);
  const setup = owner.getByRole("region", { name: "Choose the questions" });
  await setup.getByRole("checkbox", { name: "Who wins the tournament?" }).check();
  await setup.getByRole("checkbox", { name: "Who is the top scorer?" }).check();
  const points = setup.getByRole("spinbutton", { name: "Points for Who is the top scorer?" });
  // No points is refused on the field, before anything is sent, and what was typed stays.
  await points.fill("0");
  await setup.getByRole("button", { name: "Save questions" }).click();
  await expect(points).toHaveAccessibleDescription(/^Give between 1 and \d+ points\.$/);
  await expect(points).toHaveValue("0");
  await expect(points).toBeFocused();
  await setup.screenshot({ path: "test-results/bonus-setup-refused.png", animations: "disabled" });
  await points.fill("4");
  await setup.getByRole("button", { name: "Save questions" }).click();
  await expect(owner.getByText("Questions saved.")).toBeVisible();
  await expect(points).not.toHaveAccessibleDescription(/Give between/);
  const answers = owner.getByRole("region", { name: "Bonus questions" });
  await expect(answers.getByTestId("bonus-question")).toHaveCount(2);
  // Saved with nothing typed: said, not met with silence, and nothing is sent.
  await answers.getByRole("button", { name: "Save answers" }).click();
  await expect(owner.getByText("Nothing to save: type or change an answer first.")).toBeVisible();
  await answers
    .getByTestId("bonus-question")
    .filter({ hasText: "Who wins the tournament?" })
    .getByLabel("Your answer")
    .selectOption({ label: "Italy" });
  await answers
    .getByTestId("bonus-question")
    .filter({ hasText: "Who is the top scorer?" })
    .getByLabel("Your answer")
    .fill("Lamine Yamal");
  await answers.getByRole("button", { name: "Save answers" }).click();
  await expect(owner.getByText("Answers saved.")).toBeVisible();

  // A player joins and answers; before the lock nobody sees another's answer.
  const playerContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await loginAs(playerContext, "Pim");
  const player = await playerContext.newPage();
  await player.goto(`/${slug}`);
  await joinGroup(player, group, "Pim");
  await player.goto(`/${slug}/${group.groupId}/bonus`);
  await hydrated(player);
  await expect(player.getByRole("region", { name: "Choose the questions" })).toHaveCount(0);
  const winner = player.getByTestId("bonus-question").filter({ hasText: "Who wins the tournament?" });
  await winner.getByLabel("Your answer").selectOption({ label: "Spain" });
  await player
    .getByTestId("bonus-question")
    .filter({ hasText: "Who is the top scorer?" })
    .getByLabel("Your answer")
    .fill("lamine yamal");
  await player.getByRole("button", { name: "Save answers" }).click();
  await expect(player.getByText("Answers saved.")).toBeVisible();
  await expect(player.getByText("The other members' answers are shown once the question locks.")).toBeVisible();
  await expect(player.getByText("Oona:")).toHaveCount(0);

  // The first game kicks off: the questions lock, everyone's answers show, the table is still 0–0.
  await api(page, "PATCH", `/api/admin/games/${first}`, { kickoff: inHours(-1) });
  await player.reload();
  await hydrated(player);
  await expect(winner.getByText("Locked")).toBeVisible();
  await expect(winner.getByText("The right answer is not known yet.")).toBeVisible();
  await winner.getByText("Everyone's answers").click();
  await expect(winner.getByText("Oona: Italy")).toBeVisible();
  await player.goto(`/${slug}/${group.groupId}`);
  await expect(await pointsOf(player, "Pim")).toHaveText("0");
  await expect(player.getByTestId("no-points-yet")).toBeVisible();

  // The admin sets the answers on the tournament's screen.
  await page.goto(`/admin/${slug}`);
  await hydrated(page);
  const adminWinner = page.getByTestId("bonus-admin-question").filter({ hasText: "Who wins the tournament?" });
  await adminWinner.getByLabel("Right answer").selectOption({ label: "Spain" });
  await adminWinner.getByRole("button", { name: "Save answer" }).click();
  await expect(page.getByText("Answer saved: the tables follow.")).toBeVisible();
  const adminScorer = page.getByTestId("bonus-admin-question").filter({ hasText: "Who is the top scorer?" });
  await adminScorer.getByLabel("Right answer").fill("Lamine Yamal");
  // The first answer's message may still show: wait for the second answer's own save.
  const saved = page.waitForResponse((r) => r.url().includes("/api/admin/bonus/") && r.request().method() === "PATCH");
  await adminScorer.getByRole("button", { name: "Save answer" }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText("Answer saved: the tables follow.").last()).toBeVisible();

  // The table changes: Pim 10 + 4, Oona 4.
  await player.reload();
  await expect(await pointsOf(player, "Pim")).toHaveText("14");
  await expect(await pointsOf(player, "Oona")).toHaveText("4");
  // Points from bonus answers alone are points: the table no longer says there are none yet.
  await expect(player.getByTestId("no-points-yet")).toHaveCount(0);
  await player.goto(`/${slug}/${group.groupId}/bonus`);
  await expect(
    player.getByTestId("bonus-question").filter({ hasText: "Who wins the tournament?" }).getByTestId("bonus-result"),
  ).toHaveText("Right answer: Spain · You earned 10 points.");
  await player.screenshot({ path: test.info().outputPath("bonus-desktop.png"), fullPage: true });
  // On a phone the page fits the screen: nothing scrolls sideways.
  await player.setViewportSize({ width: 390, height: 844 });
  await player.reload();
  await hydrated(player);
  expect(await player.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await player.screenshot({ path: test.info().outputPath("bonus-phone.png"), fullPage: true });
  await owner.setViewportSize({ width: 390, height: 844 });
  await owner.reload();
  await hydrated(owner);
  expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await owner.screenshot({ path: test.info().outputPath("bonus-owner-phone.png"), fullPage: true });
  await page.screenshot({ path: test.info().outputPath("bonus-admin-desktop.png"), fullPage: true });
  await ownerContext.close();
  await playerContext.close();
});
