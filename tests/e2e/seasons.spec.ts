/**
 * Seasons (issue 14 point 6, decision 0052), on a phone and a desktop: an admin makes two seasons
 * of a league under one name, told apart by their season (the first's competition follows from its
 * name, the second's the admin sets on the tournament's screen), a group plays the first, its owner
 * continues it into the second from the group page, and a member finds the new group among theirs
 * without an invitation, follows the seasons' links and reads the all-time table.
 */
import type { Page } from "@playwright/test";
import { expect, loginAs, test } from "./fixtures";
import { acceptCookies, axe, createGroup, hydrated, joinGroup, pageApi, signUp } from "./support";

const api = (page: Page, method: string, path: string, body?: unknown) => pageApi(page, method, path, body);

const VIEWPORTS = {
  phone: { admin: "seasons-admin@example.com", viewport: { width: 390, height: 844 } },
  desktop: { admin: "seasons-admin2@example.com", viewport: { width: 1280, height: 800 } },
};

const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

/**
 * A season: the tournament, two teams, one game in two hours. `label`: how the seasons' places name
 * it, with its season (`tournamentLabel`).
 */
async function season(
  admin: Page,
  slug: string,
  name: string,
  startsIn: number,
  extra: { season: string; competition?: null },
) {
  const created = await api(admin, "POST", "/api/admin/tournaments", {
    slug,
    sport: "football",
    name,
    startsAt: inHours(startsIn),
    ...extra,
  });
  const home = (await api(admin, "POST", `/api/admin/tournaments/${slug}/competitors`, { name: "Porto" })).id!;
  const away = (await api(admin, "POST", `/api/admin/tournaments/${slug}/competitors`, { name: "Braga" })).id!;
  await api(admin, "POST", `/api/admin/tournaments/${slug}/matchdays`, { ordinal: 1, name: "Opening day" });
  const gameId = (
    await api(admin, "POST", `/api/admin/tournaments/${slug}/games`, {
      matchday: 1,
      kickoff: inHours(Math.max(startsIn, 2)),
      homeId: home,
      awayId: away,
    })
  ).gameId!;
  return { slug, name, label: `${name} ${extra.season}`, gameId, competition: created.competition };
}

async function expectAccessibleAndFitting(page: Page, width: number, part = "main") {
  const results = await axe(page).include(part).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

for (const [device, { admin: adminEmail, viewport }] of Object.entries(VIEWPORTS)) {
  test.describe(`on a ${device}`, () => {
    test.use({ viewport, timezoneId: "UTC" });

    test("an owner continues a group into the next season; a member finds it among their groups and reads the all-time table", async ({
      page,
      browser,
    }) => {
      test.setTimeout(180_000); // two seasons, three players and a mailbox on a busy machine
      const tag = `${device}${Date.now().toString(36)}`;
      await signUp(page, adminEmail, "Ada");
      // Both seasons have one name; only their season tells them apart.
      const first = await season(page, `league-${tag}-2025`, `League ${tag}`, 2, { season: "2025/26" });
      // The next season was made without a competition: the admin puts it into the league on its screen.
      const next = await season(page, `league-${tag}-2026`, `League ${tag}`, 24 * 30, {
        season: "2026/27",
        competition: null,
      });
      expect(first.competition).toBe(`league-${tag}`);
      expect(next.competition).toBeNull();
      await page.goto(`/admin/${next.slug}`);
      await hydrated(page);
      const settings = page.getByRole("region", { name: "Tournament", exact: true });
      const competition = settings.getByLabel("Competition (optional)");
      await expect(competition).toHaveValue("");
      await competition.fill(`league-${tag}`);
      const saved = page.waitForResponse((r) => r.url().endsWith(`/api/admin/tournaments/${next.slug}`));
      await settings.getByRole("button", { name: "Save", exact: true }).click();
      expect((await saved).status()).toBe(200);

      // Oona's group plays the first season with Pim: Oona 2–1 (exact), Pim 1–0 (goal difference).
      const ownerContext = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport });
      await loginAs(ownerContext, "Oona");
      const owner = await ownerContext.newPage();
      await owner.goto(`/${first.slug}`);
      const group = await createGroup(owner, { tournament: first.slug, name: "Friday club", nickname: "Oona" });
      const memberContext = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport });
      await loginAs(memberContext, "Pim");
      const member = await memberContext.newPage();
      await member.goto(`/${first.slug}`);
      await joinGroup(member, group, "Pim");
      for (const [p, pick] of [
        [owner, { home: 2, away: 1 }],
        [member, { home: 1, away: 0 }],
      ] as const)
        await api(p, "PUT", `/api/groups/${group.groupId}/picks`, { picks: [{ gameId: first.gameId, pick }] });
      await api(page, "PATCH", `/api/admin/games/${first.gameId}`, { kickoff: inHours(-1) });
      await api(page, "PUT", `/api/admin/games/${first.gameId}/result`, { result: { home: 2, away: 1 } });
      await expect
        .poll(async () => (await api(owner, "GET", `/api/groups/${group.groupId}/standings`)) as unknown)
        .toEqual([
          expect.objectContaining({ nickname: "Oona", points: 4 }),
          expect.objectContaining({ nickname: "Pim", points: 3 }),
        ]);

      // The owner continues the group from its page.
      await owner.goto(`/${first.slug}/${group.groupId}`);
      await hydrated(owner);
      const seasons = owner.getByRole("region", { name: "Seasons" });
      await expect(seasons.getByLabel("Next tournament")).toHaveValue(next.slug);
      await expect(seasons.getByLabel("Next tournament").locator("option")).toHaveText([next.label]);
      await owner.screenshot({ path: test.info().outputPath(`seasons-owner-${device}.png`), fullPage: true });
      // It asks first, naming the group and both seasons; Escape or Cancel leave everything as it was.
      const continuing: string[] = [];
      owner.on("request", (r) => r.url().endsWith(`/api/groups/${group.groupId}/continue`) && continuing.push(r.url()));
      const continueButton = seasons.getByRole("button", { name: "Continue into the next season" });
      await continueButton.focus();
      await owner.keyboard.press("Enter");
      const dialog = owner.getByRole("dialog", { name: `Continue Friday club into ${next.label}?` });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(`Friday club goes on from ${first.label} to ${next.label}`);
      await owner.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(continueButton).toBeFocused();
      await continueButton.click();
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await expect(dialog).toBeHidden();
      expect(continuing).toEqual([]);
      await expect(owner).toHaveURL(new RegExp(`/${first.slug}/${group.groupId}$`));
      await continueButton.click();
      await dialog.getByRole("button", { name: "Continue the group" }).click();
      await expect(owner).toHaveURL(new RegExp(`/${next.slug}/[0-9a-f-]{36}$`));
      expect(continuing).toHaveLength(1);
      await expect(owner.getByRole("heading", { level: 1 })).toHaveText("Friday club");
      await expect(owner.getByTestId("previous-season")).toHaveText(`Last season: ${first.label}`);
      const newGroupPath = new URL(owner.url()).pathname;

      // Pim is told by mail, with the new group's link (decision 0063).
      await member.goto("/mailbox");
      const notice = member.getByTestId("mail").filter({ hasText: `Friday club continues in ${next.label}` });
      await expect(notice).toHaveCount(1);
      await expect(notice).toContainText(`Oona has continued your group Friday club into ${next.label}.`);
      await expect(notice).toContainText(newGroupPath);

      // Pim finds it among his groups, with no invitation, and opens it.
      await member.goto("/groups");
      await acceptCookies(member);
      // Both of his groups are called the same in his list: the new one is the link into the new season.
      const entry = member
        .getByTestId("my-groups")
        .getByRole("link")
        .and(member.locator(`a[href*="/${next.slug}/"]`));
      await expect(entry).toContainText("Friday club");
      await expect(entry).toContainText("2 members");
      await entry.click();
      await expect(member).toHaveURL(new RegExp(`${newGroupPath}$`));
      await expect(member.getByRole("heading", { level: 1 })).toHaveText("Friday club");
      // No "continue" for a member; the old season's page says where the group went on.
      await expect(member.getByRole("button", { name: "Continue into the next season" })).toHaveCount(0);
      await member.getByTestId("previous-season").getByRole("link", { name: first.label }).click();
      await expect(member.getByTestId("next-season")).toHaveText(`This group continues in ${next.label}.`);
      await member.getByRole("link", { name: "All-time table" }).click();

      // The all-time table: both seasons, points summed, tournaments played, in a captioned table.
      await expect(member.getByRole("heading", { level: 1 })).toHaveText("All-time table of Friday club");
      const table = member.getByRole("table", { name: "Points summed over 2 seasons" });
      await expect(table.locator("tbody tr")).toHaveCount(2);
      await expect(table.locator("tbody tr").nth(0)).toHaveText(/^1\s*Oona\s*4\s*2\s*1$/);
      await expect(table.locator("tbody tr").nth(1)).toHaveText(/^2\s*PimYou\s*3\s*2\s*0$/);
      await expect(table.locator("tr[aria-current]")).toContainText("Pim");
      await expect(member.getByTestId("all-time-seasons").getByRole("link")).toHaveText([first.label, next.label]);
      await expectAccessibleAndFitting(member, viewport.width);
      await member.screenshot({ path: test.info().outputPath(`seasons-all-time-${device}.png`), fullPage: true });
      // The group page's seasons (its two ad slots share a name, a landmark-unique finding of their own).
      await member.goto(newGroupPath);
      await expectAccessibleAndFitting(member, viewport.width, '[data-testid="seasons"]');
      await ownerContext.close();
      await memberContext.close();
    });
  });
}
