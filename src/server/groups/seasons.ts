/**
 * Seasons (issue 14, decision 0053): a group continues into the next tournament of the same
 * competition with its members and settings, and the all-time table of its seasons. Every rule
 * is checked in the writing transaction, under the owner's and the group's row locks.
 */
import "server-only";
import { and, asc, count, eq, isNull, ne, sql, type SQL } from "drizzle-orm";
import type { Db, DbOrTx } from "@/db";
import { bonusQuestions, groupBonusQuestions, groups, groupUsers, tournaments, user } from "@/db/schema";
import { DEFAULT_LOCALE } from "@/lib/constants";
import { getEnv } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { localePrefix, toLocale } from "@/lib/locales";
import { freeLimitError, plusRuleOf, underFreeLimit } from "@/lib/plus";
import { defaultRuleSet } from "@/lib/scoring/rule-sets";
import { tournamentLabel } from "@/lib/tournament-label";
import { hasPlus } from "@/server/billing/subscriptions";
import { renderMail } from "@/server/mail/templates/render";
import { sendMail } from "@/server/mail/send-mail";
import { getTranslator } from "@/server/i18n/translate";
import { deliverPushes, type OutgoingPush } from "@/server/push/deliver";
import { devicesOf } from "@/server/push/subscriptions";
import { getLogger } from "@/server/log";
import { ensureTallies } from "@/server/standings/queries";
import { presentMember, requireGroupMember, type Group, type Tournament } from "./access";
import { isBonusLocked } from "./lock";
import { newInvitationCode } from "./manage-groups";

/** Rows per page of the all-time table. */
export const ALL_TIME_PAGE = 50;

/**
 * Whether `next` can be the next season of a group in `current`: the same competition and sport,
 * not finished, and not starting before it (dates unknown: allowed).
 */
function isNextSeason(current: Tournament, next: Tournament): boolean {
  return (
    current.competition !== null &&
    next.competition === current.competition &&
    next.sport === current.sport &&
    next.id !== current.id &&
    next.status !== "finished" &&
    !(current.startsAt && next.startsAt && next.startsAt <= current.startsAt)
  );
}

const seriesOf = (group: Pick<Group, "id" | "seriesId">) => group.seriesId ?? group.id;

/** The tournaments an owner can continue the group into (none once it has been continued). */
export async function nextSeasonChoices(db: Db, group: Group, tournament: Tournament) {
  if (tournament.competition === null) return [];
  const [[successor], candidates, played] = await Promise.all([
    db.select({ id: groups.id }).from(groups).where(eq(groups.previousGroupId, group.id)),
    db
      .select()
      .from(tournaments)
      .where(and(eq(tournaments.competition, tournament.competition), ne(tournaments.id, tournament.id)))
      .orderBy(asc(tournaments.startsAt), asc(tournaments.name)),
    db
      .select({ tournamentId: groups.tournamentId })
      .from(groups)
      .where(eq(groups.seriesId, seriesOf(group))),
  ]);
  if (successor) return [];
  const taken = new Set(played.map((p) => p.tournamentId));
  return candidates
    .filter((next) => isNextSeason(tournament, next) && !taken.has(next.id))
    .map((t) => ({ slug: t.slug, name: t.name, season: t.season }));
}

/**
 * Continues a group into `slug` (its owner only): a new group with the same name, mode, rule set,
 * lock policy, jokers and public flag, its active members with their nicknames and roles (not
 * who had left; no picks), and the suggested bonus questions it counted that are still open
 * there. One successor per group, whatever the race; the free limits of the new tournament apply.
 */
export async function continueGroup(db: Db, userId: string, groupId: string, slug: string) {
  const { member } = await requireGroupMember(db, groupId, userId);
  if (member.role !== "owner") throw new AppError({ code: "error.forbidden" });
  const [next] = await db.select().from(tournaments).where(eq(tournaments.slug, slug));
  if (!next) throw new AppError({ code: "error.notFound", formField: "tournament" });
  const { continued, pushes } = await db.transaction(async (tx) => {
    // The owner's row first, as when creating a group (the groups-per-tournament limit, decision
    // 0018), then the group's: a second "continue" waits here and finds the successor.
    await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for("update");
    const [row] = await tx
      .select({ group: groups, tournament: tournaments })
      .from(groups)
      .innerJoin(tournaments, eq(tournaments.id, groups.tournamentId))
      .where(eq(groups.id, groupId))
      .for("update", { of: groups });
    if (!row || row.group.ownerId !== userId) throw new AppError({ code: "error.forbidden" });
    const { group, tournament } = row;
    const [successor] = await tx.select({ id: groups.id }).from(groups).where(eq(groups.previousGroupId, group.id));
    if (successor) throw new AppError({ code: "error.season.continued", params: { groupId: successor.id } });
    const seriesId = seriesOf(group);
    const [played] = await tx
      .select({ id: groups.id })
      .from(groups)
      .where(and(eq(groups.seriesId, seriesId), eq(groups.tournamentId, next.id)));
    if (!isNextSeason(tournament, next) || played)
      throw new AppError({ code: "error.season.notNext", formField: "tournament" });

    const plus = await hasPlus(tx, userId, next.id);
    const [owned] = await tx
      .select({ n: count() })
      .from(groups)
      .where(and(eq(groups.tournamentId, next.id), eq(groups.ownerId, userId)));
    if (!plus && !underFreeLimit("groupsPerTournament", owned?.n ?? 0)) throw freeLimitError("groupsPerTournament");
    const [members] = await tx.select({ n: count() }).from(groupUsers).where(presentMember(group.id));
    // The free size counts the members who join with it; past it, they all come or none.
    if (!plus && !underFreeLimit("membersPerGroup", (members?.n ?? 0) - 1)) throw freeLimitError("membersPerGroup");
    const rule = plusRuleOf(defaultRuleSet(next.sport, group.mode), group.scoring, group.jokers);
    if (rule && !plus) throw new AppError({ code: "error.plus.required", formField: rule });

    const [created] = await tx
      .insert(groups)
      .values({
        tournamentId: next.id,
        name: group.name,
        mode: group.mode,
        scoring: group.scoring,
        lockPolicy: group.lockPolicy,
        jokers: group.jokers,
        public: group.public,
        invitationCode: newInvitationCode(),
        ownerId: userId,
        previousGroupId: group.id,
        seriesId,
      })
      .returning({ id: groups.id });
    if (!group.seriesId) await tx.update(groups).set({ seriesId }).where(eq(groups.id, group.id));
    // Members keep their nickname, role and place among ties (the order they joined).
    await tx.execute(sql`
      insert into group_users (group_id, user_id, nickname, role, joined_at)
      select ${created!.id}, user_id, nickname, role, joined_at from group_users
      where group_id = ${group.id} and left_at is null and user_id is not null`);
    await carryBonusChoices(tx, group.id, created!.id, next.id);
    const pushes = await tellMembers(tx, created!.id, {
      group: group.name,
      tournament: tournamentLabel(next),
      slug: next.slug,
      ownerId: userId,
    });
    return { continued: { groupId: created!.id, tournament: next.slug, members: members?.n ?? 0 }, pushes };
  });
  // The pushes leave once the group exists (decision 0061), as the reminders' do after their
  // transaction, but without the owner's answer waiting on push services (up to 10 s each).
  deliverPushes(db, pushes).catch((error: unknown) =>
    getLogger().warn({ err: error, groupId: continued.groupId }, "season pushes failed"),
  );
  return continued;
}

/** How long a push service keeps a season's notice for a browser that is offline. */
const SEASON_PUSH_KEEP_MS = 7 * 24 * 3_600_000;

/**
 * Each member who came along (not the owner, who did it) gets a mail in their language with a link
 * to the new group (decision 0063), naming its tournament with its season (`tournamentLabel`),
 * written in the transaction so it leaves only if the group is made, and only queued (the `mail`
 * job sends it), so the owner's request never waits on SMTP.
 * A member who turned push on gets the same notice on each of their devices (decision 0061): the
 * mail's subject and first lines in their language, opening the new group; returned here, sent by
 * the caller after the commit.
 */
async function tellMembers(
  tx: DbOrTx,
  groupId: string,
  season: { group: string; tournament: string; slug: string; ownerId: string },
): Promise<OutgoingPush[]> {
  const members = await tx
    .select({ userId: user.id, email: user.email, name: user.name, locale: user.locale, nickname: groupUsers.nickname })
    .from(groupUsers)
    .innerJoin(user, eq(user.id, groupUsers.userId))
    .where(eq(groupUsers.groupId, groupId));
  const owner = members.find((m) => m.userId === season.ownerId);
  const ownerName = owner?.nickname ?? owner?.name ?? "";
  const told = members.filter((m) => m.userId !== season.ownerId);
  const devices = await devicesOf(
    tx,
    told.map((m) => m.userId),
  );
  const expiresAt = new Date(Date.now() + SEASON_PUSH_KEEP_MS);
  const pushes: OutgoingPush[] = [];
  for (const member of told) {
    const locale = toLocale(member.locale) ?? DEFAULT_LOCALE;
    const url = `${getEnv().PUBLIC_URL.replace(/\/$/, "")}${localePrefix(locale)}/${season.slug}/${groupId}`;
    const params = { name: member.name, owner: ownerName, group: season.group, tournament: season.tournament, url };
    const mail = await renderMail("seasonContinued", params, locale);
    await sendMail(tx, {
      kind: "seasonContinued",
      to: [member.email],
      userId: member.userId,
      queueOnly: true,
      ...mail,
    });
    const mine = devices.get(member.userId) ?? [];
    if (mine.length === 0) continue;
    const t = await getTranslator(locale);
    const message = {
      title: t("mail.seasonContinued.subject", params),
      body: t("mail.seasonContinued.intro", params),
      url,
      tag: "callit-season",
      lang: locale,
    };
    for (const device of mine) pushes.push({ device, message, expiresAt });
  }
  return pushes;
}

/** The suggested bonus questions the old group counted, with their points, where still open in the new tournament. */
async function carryBonusChoices(tx: DbOrTx, fromGroupId: string, toGroupId: string, tournamentId: string) {
  const chosen = await tx
    .select({ key: bonusQuestions.key, kind: bonusQuestions.kind, points: groupBonusQuestions.points })
    .from(groupBonusQuestions)
    .innerJoin(bonusQuestions, eq(bonusQuestions.id, groupBonusQuestions.questionId))
    .where(and(eq(groupBonusQuestions.groupId, fromGroupId), sql`${bonusQuestions.key} is not null`));
  if (chosen.length === 0) return;
  await tx
    .insert(bonusQuestions)
    .values(chosen.map((c) => ({ tournamentId, key: c.key, kind: c.kind })))
    .onConflictDoNothing();
  const points = new Map(chosen.map((c) => [c.key!, c.points]));
  const open = await tx
    .select({ id: bonusQuestions.id, key: bonusQuestions.key })
    .from(bonusQuestions)
    .where(
      and(
        eq(bonusQuestions.tournamentId, tournamentId),
        sql`${bonusQuestions.key} in ${[...points.keys()]}`,
        sql`not ${isBonusLocked()}`,
      ),
    );
  if (open.length)
    await tx
      .insert(groupBonusQuestions)
      .values(open.map((q) => ({ groupId: toGroupId, questionId: q.id, points: points.get(q.key!)! })));
}

/** A season of a group as the group page links it: only where I am a member is it a link. */
interface SeasonLink {
  groupId: string;
  tournament: { slug: string; name: string; season: string | null };
  member: boolean;
}

/** Groups of a series (or one group) with their tournaments, first to last, and whether I am an active member of each. */
function seasonsWhere(db: Db, userId: string, where: SQL | undefined) {
  return db
    .select({
      groupId: groups.id,
      slug: tournaments.slug,
      name: tournaments.name,
      season: tournaments.season,
      me: groupUsers.id,
    })
    .from(groups)
    .innerJoin(tournaments, eq(tournaments.id, groups.tournamentId))
    .leftJoin(
      groupUsers,
      and(eq(groupUsers.groupId, groups.id), eq(groupUsers.userId, userId), isNull(groupUsers.leftAt)),
    )
    .where(where)
    .orderBy(asc(tournaments.startsAt), asc(groups.createdAt));
}

async function seasonLink(db: Db, userId: string, groupId: string | null): Promise<SeasonLink | null> {
  if (!groupId) return null;
  const [row] = await seasonsWhere(db, userId, eq(groups.id, groupId));
  if (!row) return null;
  return {
    groupId: row.groupId,
    tournament: { slug: row.slug, name: row.name, season: row.season },
    member: row.me !== null,
  };
}

/** The group page's seasons: the one before, the one after, how many, and (for its owner) where it can continue. */
export async function getGroupSeasons(db: Db, userId: string, groupId: string) {
  const { group, member, tournament } = await requireGroupMember(db, groupId, userId);
  const [[successor], [counted]] = await Promise.all([
    db.select({ id: groups.id }).from(groups).where(eq(groups.previousGroupId, group.id)),
    group.seriesId
      ? db.select({ n: count() }).from(groups).where(eq(groups.seriesId, group.seriesId))
      : Promise.resolve([{ n: 1 }]),
  ]);
  const [previous, next, choices] = await Promise.all([
    seasonLink(db, userId, group.previousGroupId),
    seasonLink(db, userId, successor?.id ?? null),
    member.role === "owner" ? nextSeasonChoices(db, group, tournament) : Promise.resolve([]),
  ]);
  return { previous, next, seasons: counted?.n ?? 1, choices };
}

export interface AllTimeRow {
  rank: number;
  nickname: string;
  points: number;
  exact: number;
  tournaments: number;
  me: boolean;
}

/**
 * The all-time table of a group's seasons (its members only): each player's points summed over
 * the stored overall tables of every group of the series (`standing_tallies`, decision 0034), with
 * the number of tournaments played; ranked like a group's table (same points, same rank). A
 * player is their account (a deleted account stays the season's row); the name is their latest.
 * One page, and my own row wherever it is.
 */
export async function getAllTimeTable(db: Db, userId: string, groupId: string, page = 1) {
  const { group } = await requireGroupMember(db, groupId, userId);
  const seasons = await seasonsWhere(db, userId, eq(groups.seriesId, seriesOf(group)));
  if (seasons.length === 0) seasons.push(...(await seasonsWhere(db, userId, eq(groups.id, group.id))));
  // Each season's stored table up to date first (a no-op for a finished one).
  for (const season of seasons) await ensureTallies(db, season.groupId);
  const from = (Math.max(1, page) - 1) * ALL_TIME_PAGE;
  const result = await db.execute(sql`
    with played as (
      select coalesce(gu.user_id, gu.id::text) as player, gu.user_id, gu.nickname, g.created_at,
        st.points, st.exact, st.outcome
      from groups g
      join standing_tallies st on st.group_id = g.id and st.matchday = 0
      join group_users gu on gu.id = st.group_user_id
      where g.id in ${seasons.map((s) => s.groupId)}
    ), totals as (
      select player, bool_or(user_id = ${userId}) as me,
        (array_agg(nickname order by created_at desc))[1] as nickname,
        sum(points)::int as points, sum(exact)::int as exact, sum(outcome)::int as outcome,
        count(*)::int as tournaments
      from played group by player
    ), ranked as (
      select *, rank() over (order by points desc)::int as rank,
        row_number() over (order by points desc, exact desc, outcome desc, tournaments desc, nickname, player) as position,
        count(*) over ()::int as total
      from totals
    )
    select rank, nickname, points, exact, tournaments, me, position, total from ranked
    where (position > ${from} and position <= ${from + ALL_TIME_PAGE}) or me
    order by position`);
  const rows = (
    (result as { rows: unknown[] }).rows as (AllTimeRow & { position: number | string; total: number })[]
  ).map((r) => ({
    ...r,
    position: Number(r.position),
  }));
  const total = rows[0]?.total ?? 0;
  const inPage = (r: { position: number }) => r.position > from && r.position <= from + ALL_TIME_PAGE;
  const strip = ({ position: _p, total: _t, ...row }: (typeof rows)[number]): AllTimeRow => row;
  return {
    /** The seasons counted, first to last; `member`: I am in that one's group (a link). */
    seasons: seasons.map((s) => ({
      groupId: s.groupId,
      slug: s.slug,
      name: s.name,
      season: s.season,
      member: s.me !== null,
    })),
    rows: rows.filter(inPage).map(strip),
    mine: rows.find((r) => r.me && !inPage(r)) ? strip(rows.find((r) => r.me && !inPage(r))!) : null,
    page: Math.max(1, page),
    pages: Math.max(1, Math.ceil(total / ALL_TIME_PAGE)),
    total,
  };
}
