"use client";
import Button from "@mui/material/Button";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useFormatter, useTranslations } from "next-intl";
import { useEffect, useId, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { matchdayLabel } from "@/lib/matchday-label";
import { TEXT_LIMITS } from "@/lib/schemas/limits";
import { lazyCodeResolver } from "@/ui/forms/use-form-errors";

import { FormText } from "@/ui/forms/form-text";
import { FormSelect } from "@/ui/forms/form-select";
import { FormCheckbox } from "@/ui/plain/form-fields";
import { useAdminCall } from "./admin-call";
import { Section, type Competitor } from "./section";

const schemas = () => import("@/lib/schemas/tournaments");
const scheduleResolver = lazyCodeResolver(() => schemas().then((m) => m.gameScheduleForm));
/** A new game's rules differ for a ranking tournament (entrants) and a head-to-head one. */
const newGameResolvers = {
  ranking: lazyCodeResolver(() => schemas().then((m) => m.newGameForm(true))),
  headToHead: lazyCodeResolver(() => schemas().then((m) => m.newGameForm(false))),
};

interface GameSummary {
  id: string;
  matchday: number;
  kickoff: string;
  /** Only when the game has its own lock, earlier than kickoff. */
  locksAt: string | null;
  title: string;
  status: string;
  /** Head-to-head games: the competitors (null while undecided) and the placeholders in words ("1st Group A", `slotLabel`). */
  homeId: string | null;
  awayId: string | null;
  homeLabel: string | null;
  awayLabel: string | null;
}

/** A local date-time field's value ("2026-06-11T20:00") as an instant with offset. */
const toInstant = (local: string) => (local ? new Date(local).toISOString() : undefined);
/** An instant as a local date-time field's value, in the browser's zone. */
const toLocalInput = (iso: string) => {
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

const SIDES = ["home", "away"] as const;
const dateTime = { type: "datetime-local", size: "small", slotProps: { inputLabel: { shrink: true } } } as const;

/**
 * Changes one game: its two competitors (a placeholder such as "1A" gets its teams), its kickoff
 * and its own lock (empty: picks lock at kickoff). Only what changed is sent; the server keeps
 * every lock already reached (decision 0017) and refuses a finished game moved into the future.
 */
function GameEditor({
  game,
  competitors,
  head,
  onDone,
}: {
  game: GameSummary;
  competitors: Competitor[];
  head: boolean;
  onDone: () => void;
}) {
  const t = useTranslations("admin");
  const id = useId();
  const before = {
    homeId: game.homeId ?? "",
    awayId: game.awayId ?? "",
    kickoff: toLocalInput(game.kickoff),
    locksAt: game.locksAt ? toLocalInput(game.locksAt) : "",
  };
  const form = useForm({ resolver: scheduleResolver, defaultValues: before });
  const { call, pending } = useAdminCall({ setError: form.setError, fields: Object.keys(before) });
  const values = useWatch({ control: form.control }) as typeof before;
  const changes = (v: typeof before) => ({
    ...(head && v.homeId !== before.homeId && { homeId: v.homeId || null }),
    ...(head && v.awayId !== before.awayId && { awayId: v.awayId || null }),
    ...(v.kickoff !== before.kickoff && { kickoff: toInstant(v.kickoff) }),
    ...(v.locksAt !== before.locksAt && { locksAt: v.locksAt ? toInstant(v.locksAt) : null }),
  });
  const save = form.handleSubmit(async (v) => {
    if (await call(`/api/admin/games/${game.id}`, { method: "PATCH", body: changes(v) })) onDone();
  });
  return (
    <Stack
      component="form"
      noValidate
      onSubmit={save}
      spacing={2}
      sx={{ pt: 1, pb: 2 }}
      aria-label={t("editGame", { game: game.title })}
    >
      {head && (
        <Stack direction={{ xs: "column", sm: "row" }} spacing={1}>
          {SIDES.map((side) => {
            const placeholder = side === "home" ? game.homeLabel : game.awayLabel;
            return (
              <FormSelect
                key={side}
                form={form}
                name={`${side}Id`}
                id={`${id}-${side}`}
                size="small"
                label={t(side)}
                fullWidth={false}
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                sx={{ minWidth: 200 }}
              >
                <MenuItem value="">
                  {placeholder ? t("undecided", { label: placeholder }) : t("undecidedPlain")}
                </MenuItem>
                {competitors.map((c) => (
                  <MenuItem key={c.id} value={c.id}>
                    {c.label}
                  </MenuItem>
                ))}
              </FormSelect>
            );
          })}
        </Stack>
      )}
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1}>
        <FormText
          form={form}
          name="kickoff"
          id={`${id}-kickoff`}
          {...dateTime}
          label={t("kickoff")}
          fullWidth={false}
          required
        />
        <FormText
          form={form}
          name="locksAt"
          id={`${id}-locks-at`}
          {...dateTime}
          label={t("ownLock")}
          hint={t("ownLockHint")}
          fullWidth={false}
        />
      </Stack>
      <Stack direction="row" spacing={1}>
        <Button
          type="submit"
          variant="contained"
          size="small"
          disabled={pending || Object.keys(changes(values)).length === 0}
        >
          {t("saveGame")}
        </Button>
        {values.locksAt && (
          <Button size="small" onClick={() => form.setValue("locksAt", "")}>
            {t("clearLock")}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}

function GameRow({ game, competitors, ranking }: { game: GameSummary; competitors: Competitor[]; ranking: boolean }) {
  const t = useTranslations();
  const format = useFormatter();
  const { call, pending } = useAdminCall();
  const [editing, setEditing] = useState(false);
  const editorId = useId();
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: "medium", timeStyle: "short" });
  const details = [
    when(game.kickoff),
    ...(game.locksAt ? [t("admin.locksAtShort", { time: when(game.locksAt) })] : []),
    t(`gameStatus.${game.status}`),
  ];
  return (
    <ListItem divider sx={{ display: "block" }}>
      <Stack direction={{ xs: "column", md: "row" }} spacing={1} sx={{ alignItems: { md: "center" }, width: "100%" }}>
        <ListItemText primary={game.title} secondary={details.join(" · ")} />
        <Stack direction="row" spacing={1}>
          <Button size="small" aria-expanded={editing} aria-controls={editorId} onClick={() => setEditing(!editing)}>
            {t("admin.editGameButton")}
          </Button>
          <Button
            size="small"
            color="error"
            disabled={pending}
            onClick={() => call(`/api/admin/games/${game.id}`, { method: "DELETE" })}
          >
            {t("admin.deleteGame")}
          </Button>
        </Stack>
      </Stack>
      <div id={editorId}>
        {editing && (
          <GameEditor game={game} competitors={competitors} head={!ranking} onDone={() => setEditing(false)} />
        )}
      </div>
    </ListItem>
  );
}

const NEW_GAME_FIELDS = ["matchday", "kickoff", "locksAt", "homeId", "awayId", "stage"];

/** The games by matchday, each changed or removed in place; a new one below. */
export function GamesSection(props: {
  slug: string;
  ranking: boolean;
  competitors: Competitor[];
  matchdays: { ordinal: number; name: string | null }[];
  games: GameSummary[];
}) {
  const t = useTranslations();
  const first = String(props.matchdays[0]?.ordinal ?? "");
  const form = useForm({
    resolver: newGameResolvers[props.ranking ? "ranking" : "headToHead"],
    defaultValues: { matchday: first, kickoff: "", locksAt: "", homeId: "", awayId: "", knockout: false, stage: "" },
  });
  const { call, pending } = useAdminCall({ setError: form.setError, fields: NEW_GAME_FIELDS });
  // Matchdays added after this form first rendered count too: default to the first one.
  useEffect(() => {
    if (first && !form.getValues("matchday")) form.setValue("matchday", first);
  }, [first, form]);
  const add = form.handleSubmit(({ homeId, awayId, knockout, kickoff, locksAt, ...rest }) =>
    call(`/api/admin/tournaments/${props.slug}/games`, {
      body: {
        ...rest,
        kickoff: toInstant(kickoff),
        ...(locksAt && { locksAt: toInstant(locksAt) }),
        ...(props.ranking ? { entrantIds: props.competitors.map((c) => c.id) } : { homeId, awayId, knockout }),
      },
    }),
  );
  return (
    <Section title={t("admin.games")}>
      {props.matchdays.map((m) => {
        const games = props.games.filter((g) => g.matchday === m.ordinal);
        return (
          <div key={m.ordinal}>
            <Typography variant="subtitle2" component="h3">
              {matchdayLabel(m, t)}
            </Typography>
            {games.length === 0 ? (
              <Typography variant="body2" sx={{ color: "text.secondary" }}>
                {t("admin.noGames")}
              </Typography>
            ) : (
              <List dense>
                {games.map((g) => (
                  <GameRow key={g.id} game={g} competitors={props.competitors} ranking={props.ranking} />
                ))}
              </List>
            )}
          </div>
        );
      })}
      <Stack component="form" noValidate onSubmit={add} spacing={2} aria-labelledby="new-game-title">
        <Typography variant="subtitle1" component="h3" id="new-game-title">
          {t("admin.addGame")}
        </Typography>
        <FormSelect form={form} name="matchday" id="new-game-matchday" size="small" label={t("admin.matchday")}>
          {props.matchdays.map((m) => (
            <MenuItem key={m.ordinal} value={String(m.ordinal)}>
              {matchdayLabel(m, t)}
            </MenuItem>
          ))}
        </FormSelect>
        <FormText form={form} name="kickoff" id="new-game-kickoff" {...dateTime} label={t("admin.kickoff")} />
        <FormText form={form} name="locksAt" id="new-game-locks-at" {...dateTime} label={t("admin.locksAt")} />
        {props.ranking ? (
          <Typography variant="body2" sx={{ color: "text.secondary" }}>
            {t("admin.entrants")}
          </Typography>
        ) : (
          <Stack direction={{ xs: "column", sm: "row" }} spacing={1}>
            {SIDES.map((side) => (
              <FormSelect
                key={side}
                form={form}
                name={`${side}Id`}
                id={`new-game-${side}`}
                size="small"
                label={t(`admin.${side}`)}
                fullWidth={false}
                sx={{ minWidth: 200 }}
              >
                {props.competitors.map((c) => (
                  <MenuItem key={c.id} value={c.id}>
                    {c.label}
                  </MenuItem>
                ))}
              </FormSelect>
            ))}
            <FormCheckbox form={form} name="knockout" label={t("admin.knockout")} />
          </Stack>
        )}
        <FormText
          form={form}
          name="stage"
          id="new-game-stage"
          size="small"
          label={t("admin.stage")}
          slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.stage } }}
        />
        <div>
          <Button
            type="submit"
            variant="outlined"
            disabled={pending || (props.ranking && props.competitors.length < 2)}
          >
            {t("admin.addGame")}
          </Button>
        </div>
      </Stack>
    </Section>
  );
}
