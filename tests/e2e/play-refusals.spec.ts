/**
 * Issue 10, bug 4, walked as a player did: a refused save keeps what the player typed, and says
 * beside the game what is wrong ("Pick 5 qualifiers, you picked 3", "A basketball game cannot end
 * in a draw"), instead of wiping the input under a generic "not complete or not valid".
 */
import { expect, loginAs, newPlayerContext, test } from "./fixtures";
import { createGroup, hydrated, joinGroup } from "./support";

test("Eurovision: too few qualifiers are refused, the ticks stay and the sheet says how many to pick", async ({
  page,
  login,
}) => {
  await login("Vera");
  const group = await createGroup(page, { tournament: "demo-song", name: "Song Night", mode: "simple" });
  await page.goto(`/demo-song/${group.groupId}/picks`);
  await hydrated(page);
  const semi = page
    .getByTestId("pick-game")
    .filter({ hasText: "Your" })
    .filter({ has: page.getByRole("checkbox", { name: "Ireland" }) });
  const size = Number(
    /Your (\d+) qualifiers/.exec((await semi.getByText(/Your \d+ qualifiers/).textContent()) ?? "")?.[1],
  );
  expect(size).toBeGreaterThan(3);
  const ticked = ["Ireland", "Portugal", "Greece"];
  for (const name of ticked) await semi.getByRole("checkbox", { name }).check();

  await page.getByRole("button", { name: "Save picks" }).click();
  await expect(semi.getByRole("alert")).toHaveText(`Pick ${size} qualifiers, you picked 3.`);
  await expect(page.getByText("1 pick was not saved: see it marked in red.")).toBeVisible();
  for (const name of ticked) await expect(semi.getByRole("checkbox", { name })).toBeChecked();

  // Changed, the refusal no longer speaks of it: the game waits to be saved. Put right and saved:
  // the ticks are the stored pick.
  for (let more = ticked.length; more < size; more++)
    await semi.getByRole("checkbox", { checked: false }).first().check();
  await expect(semi.getByRole("checkbox", { checked: true })).toHaveCount(size);
  await expect(semi.getByRole("alert")).toHaveCount(0);
  await expect(semi.getByTestId("pick-state")).toHaveText("Not saved yet");
  await page.getByRole("button", { name: "Save picks" }).click();
  await expect(page.getByText("1 pick saved.")).toBeVisible();
  // The earlier save's count of refusals goes with this save, not seconds later beside "1 pick saved."
  await expect(page.getByText("1 pick was not saved: see it marked in red.")).toBeHidden({ timeout: 1_000 });
  await expect(semi.getByRole("alert")).toHaveCount(0);
  await page.reload();
  await expect(semi.getByRole("checkbox", { checked: true })).toHaveCount(size);
});

test("basketball: a drawn score is refused, the scores stay and the sheet says a game has a winner", async ({
  page,
  login,
}) => {
  await login("Bea");
  const group = await createGroup(page, { tournament: "demo-basketball", name: "Hoops", mode: "expert" });
  await page.goto(`/demo-basketball/${group.groupId}/picks`);
  await hydrated(page);
  // Round 2 is the first still open; the game is on round 3.
  await page.getByRole("tab", { name: /^Round 3/ }).click();
  const game = page.getByTestId("pick-game").filter({ hasText: "Maple Valley Knights – Eastport Rockets" });
  // Basketball scores are points, not goals (the label a screen reader says).
  const home = game.getByRole("spinbutton", { name: "Maple Valley Knights points" });
  const away = game.getByRole("spinbutton", { name: "Eastport Rockets points" });
  await home.fill("88");
  await away.fill("88");
  // Said as it is typed, before any save: no way of finishing it makes it a pick.
  await expect(game.getByRole("alert")).toHaveText("A basketball game cannot end in a draw: one side must win.");
  await expect(game.getByTestId("pick-state")).toHaveText("Not saved yet");

  await page.getByRole("button", { name: "Save picks" }).click();
  await expect(page.getByText("1 pick was not saved: see it marked in red.")).toBeVisible();
  await expect(game.getByRole("alert")).toHaveText("A basketball game cannot end in a draw: one side must win.");
  await expect(home).toHaveValue("88");
  await expect(away).toHaveValue("88");

  await away.fill("91");
  await expect(game.getByRole("alert")).toHaveCount(0);
  await page.getByRole("button", { name: "Save picks" }).click();
  await expect(page.getByText("1 pick saved.")).toBeVisible();
  await expect(game.getByRole("alert")).toHaveCount(0);
  await page.reload();
  await expect(home).toHaveValue("88");
  await expect(away).toHaveValue("91");
});

test("hockey: a score that contradicts itself says so as it is typed, and stops once it is put right", async ({
  page,
  login,
}) => {
  await login("Hugo");
  const group = await createGroup(page, { tournament: "demo-hockey", name: "Blue Lines", mode: "expert" });
  await page.goto(`/demo-hockey/${group.groupId}/picks?matchday=3`);
  await hydrated(page);
  const game = page.getByTestId("pick-game").filter({ hasText: "Redwater Falcons" }).first();
  const [home, away] = [game.getByRole("spinbutton").first(), game.getByRole("spinbutton").last()];
  await home.fill("3");
  await away.fill("3");
  await expect(game.getByRole("alert")).toHaveText("A hockey game cannot end in a draw: one side must win.");
  await away.fill("1");
  await expect(game.getByRole("alert")).toHaveCount(0);
  await game.getByRole("combobox", { name: "Decided in" }).selectOption({ label: "Overtime" });
  await expect(game.getByRole("alert")).toHaveText(
    "A game decided in overtime or a shoot-out is won by exactly one goal.",
  );
  await away.fill("2");
  await expect(game.getByRole("alert")).toHaveCount(0);
  await page.getByRole("button", { name: "Save picks" }).click();
  await expect(page.getByText("1 pick saved.")).toBeVisible();
  await expect(game.getByTestId("pick-state")).toHaveText("✓ Saved");
});

test("removed from the group with the pick sheet open: saving says so, then the page says it too, with nothing left to lose", async ({
  page,
  login,
  browser,
  leavePrompts,
}) => {
  await login("Rui");
  const owner = await newPlayerContext(browser, "198.19.9.61");
  await loginAs(owner, "Olga");
  const ownerPage = await owner.newPage();
  const group = await createGroup(ownerPage, { name: "Kick Out Club" });
  const { groupUserId } = await joinGroup(page, group);

  await page.goto(`/demo-cup/${group.groupId}/picks`);
  await hydrated(page);
  const today = page.getByTestId("pick-game").filter({ hasText: "Netherlands – Italy" });
  await today.getByRole("spinbutton", { name: "Netherlands goals" }).fill("1");
  await today.getByRole("spinbutton", { name: "Italy goals" }).fill("0");
  // The owner removes Rui meanwhile.
  expect((await ownerPage.request.delete(`/api/groups/${group.groupId}/members/${groupUserId}`)).status()).toBe(200);

  await page.getByRole("button", { name: "Save picks" }).click();
  // The page is read again: the group's page says so, and no sheet is left to type on or to guard.
  await expect(page).toHaveURL(new RegExp(`/demo-cup/${group.groupId}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are no longer in Kick Out Club");
  // The refusal that led here is still there to read, not gone with the sheet's page.
  await expect(
    page.getByRole("alert").filter({
      hasText: "You are no longer in this group. To play in it again, ask a member for its invitation link.",
    }),
  ).toBeVisible();
  await expect(page.getByTestId("pick-game")).toHaveCount(0);
  await page.reload();
  expect(leavePrompts).toEqual([]);
  await owner.close();
});
