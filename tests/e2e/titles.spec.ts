import { expect, test } from "./fixtures";

// Every screen has its own translated title (issue 10, bug 11), and private ones never name the group.
test("each page of a group, its picks, the invitation, Plus and a missing page has its own title", async ({
  page,
  login,
}) => {
  test.setTimeout(120_000); // eight pages in one walk
  await login("Tita");
  const created = await page.request.post("/api/groups", {
    data: { tournament: "demo-cup", name: "Secret Circle", mode: "simple" },
  });
  expect(created.status()).toBe(201);
  const { groupId, invitationCode, groupUserId } = await created.json();
  const tournamentName = (await (await page.request.get("/api/tournaments/demo-cup")).json()).name as string;

  const expected: [string, RegExp][] = [
    [`/demo-cup/${groupId}`, /^Group table · /],
    [`/demo-cup/${groupId}/picks`, /^My picks · /],
    [`/demo-cup/${groupId}/picks/${groupUserId}`, /^A member's picks · /],
    [`/demo-cup/${groupId}/join/${invitationCode}`, /^Join a group · /],
    ["/demo-cup/plus/join", /^Plus for a group · /],
    ["/demo-cup/plus/status", /^Plus: payment · /],
    ["/no-such-page", /^Page not found/],
  ];
  for (const [path, title] of expected) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
    const shown = await page.title();
    if (!path.startsWith("/no-such")) expect(shown).toContain(tournamentName);
    expect(shown).not.toContain("Secret Circle");
  }

  await page.goto(`/de/demo-cup/${groupId}/picks`);
  await expect(page).toHaveTitle(/^Meine Tipps · /);
});
