"use client";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useFormatter, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useSnackbar } from "@/ui/snackbar";
import { useId, useState, type ReactNode } from "react";
import { Link } from "@/i18n/navigation";
import type { ApiRequest } from "@/lib/api-client";
import { useAction } from "@/ui/forms/use-action";
import { matchdayLabel } from "@/lib/matchday-label";
import { TEXT_LIMITS } from "@/lib/schemas/limits";

/** Sends one admin change, then refreshes the page; errors land in a snackbar, translated. */
function useAdminCall() {
  const t = useTranslations("admin");
  const router = useRouter();
  const { enqueueSnackbar } = useSnackbar();
  const { run, api, pending } = useAction();
  const call = (path: string, request: Omit<ApiRequest, "locale">) =>
    run(() => api(path, request), {
      onSuccess: () => {
        enqueueSnackbar(t("saved"), { variant: "success" });
        router.refresh();
      },
    });
  return { call, pending };
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper component="section" aria-labelledby={id} sx={{ p: 3 }}>
      <Typography id={id} variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      <Stack spacing={2}>{children}</Stack>
    </Paper>
  );
}

export function SettingsSection(props: {
  slug: string;
  name: string;
  season: string | null;
  competition: string | null;
  status: string;
  next: string[];
}) {
  const t = useTranslations();
  const { call, pending } = useAdminCall();
  const [name, setName] = useState(props.name);
  const [season, setSeason] = useState(props.season ?? "");
  const [competition, setCompetition] = useState(props.competition ?? "");
  const [status, setStatus] = useState(props.status);
  const save = () =>
    call(`/api/admin/tournaments/${props.slug}`, {
      method: "PATCH",
      body: {
        name,
        season: season || null,
        competition: competition.trim() || null,
        ...(status !== props.status && { status }),
      },
    });
  return (
    <Section title={t("admin.settingsTitle")}>
      <TextField label={t("admin.name")} value={name} onChange={(e) => setName(e.target.value)} required />
      <TextField label={t("admin.season")} value={season} onChange={(e) => setSeason(e.target.value)} />
      {/* Seasons of one competition share this key (decision 0052). */}
      <TextField
        label={t("admin.competition")}
        value={competition}
        onChange={(e) => setCompetition(e.target.value)}
        helperText={t("admin.competitionHint")}
      />
      <TextField select label={t("admin.status")} value={status} onChange={(e) => setStatus(e.target.value)}>
        {[props.status, ...props.next].map((s) => (
          <MenuItem key={s} value={s}>
            {t(`status.${s}`)}
          </MenuItem>
        ))}
      </TextField>
      <div>
        <Button variant="contained" onClick={save} disabled={pending || !name.trim()}>
          {t("admin.saveTournament")}
        </Button>
      </div>
    </Section>
  );
}

interface Competitor {
  id: string;
  name: string;
  code: string | null;
  label: string;
}

function CompetitorRow({ competitor }: { competitor: Competitor }) {
  const t = useTranslations("admin");
  const { call, pending } = useAdminCall();
  const [name, setName] = useState(competitor.name);
  return (
    <ListItem divider>
      <Stack direction="row" spacing={1} sx={{ alignItems: "center", width: "100%" }}>
        <TextField
          size="small"
          label={t("competitorName")}
          value={name}
          onChange={(e) => setName(e.target.value)}
          sx={{ flex: 1 }}
        />
        <Typography variant="body2" color="text.secondary" sx={{ minWidth: 120 }}>
          {competitor.code ? `${competitor.code} · ${competitor.label}` : ""}
        </Typography>
        <Button
          size="small"
          disabled={pending || name.trim() === competitor.name || !name.trim()}
          onClick={() =>
            call(`/api/admin/competitors/${competitor.id}`, { method: "PATCH", body: { name: name.trim() } })
          }
        >
          {t("rename")}
        </Button>
      </Stack>
    </ListItem>
  );
}

export function CompetitorsSection({ slug, competitors }: { slug: string; competitors: Competitor[] }) {
  const t = useTranslations("admin");
  const { call, pending } = useAdminCall();
  const [name, setName] = useState("");
  const [code, setCode] = useState("");
  const add = async () => {
    if (
      await call(`/api/admin/tournaments/${slug}/competitors`, {
        body: { name: name.trim(), ...(code && { code: code.toUpperCase() }) },
      })
    ) {
      setName("");
      setCode("");
    }
  };
  return (
    <Section title={t("competitors")}>
      {competitors.length === 0 ? (
        <Typography color="text.secondary">{t("noCompetitors")}</Typography>
      ) : (
        <List dense>
          {competitors.map((c) => (
            <CompetitorRow key={c.id} competitor={c} />
          ))}
        </List>
      )}
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1}>
        <TextField size="small" label={t("competitorName")} value={name} onChange={(e) => setName(e.target.value)} />
        <TextField
          size="small"
          label={t("competitorCode")}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.competitorCode } }}
        />
        <Button variant="outlined" onClick={add} disabled={pending || !name.trim()}>
          {t("addCompetitor")}
        </Button>
      </Stack>
    </Section>
  );
}

export function MatchdaysSection({
  slug,
  matchdays,
}: {
  slug: string;
  matchdays: { ordinal: number; name: string | null; status: string; games: number }[];
}) {
  const t = useTranslations();
  const { call, pending } = useAdminCall();
  const [ordinal, setOrdinal] = useState(String((matchdays.at(-1)?.ordinal ?? 0) + 1));
  const [name, setName] = useState("");
  const add = async () => {
    if (
      await call(`/api/admin/tournaments/${slug}/matchdays`, {
        body: { ordinal: Number(ordinal), ...(name.trim() && { name: name.trim() }) },
      })
    )
      setName("");
  };
  return (
    <Section title={t("admin.matchdays")}>
      <List dense>
        {matchdays.map((m) => (
          <ListItem
            key={m.ordinal}
            divider
            secondaryAction={
              <Button component={Link} href={`/${slug}/mng/102/${m.ordinal}`} size="small">
                {t("admin.results")}
              </Button>
            }
          >
            <ListItemText
              primary={matchdayLabel(m, t)}
              secondary={`${m.ordinal} · ${t(`status.${m.status}`)} · ${m.games}`}
            />
          </ListItem>
        ))}
      </List>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1}>
        <TextField
          size="small"
          type="number"
          label={t("admin.ordinal")}
          value={ordinal}
          onChange={(e) => setOrdinal(e.target.value)}
          sx={{ width: 120 }}
        />
        <TextField
          size="small"
          label={t("admin.matchdayName")}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <Button variant="outlined" onClick={add} disabled={pending || !(Number(ordinal) > 0)}>
          {t("admin.addMatchday")}
        </Button>
      </Stack>
    </Section>
  );
}

interface GameSummary {
  id: string;
  matchday: number;
  kickoff: string;
  /** Only when the game has its own lock, earlier than kickoff. */
  locksAt: string | null;
  title: string;
  status: string;
  /** Head-to-head games: the competitors (null while undecided) and the placeholders ("1A"). */
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
  const { call, pending } = useAdminCall();
  const [homeId, setHomeId] = useState(game.homeId ?? "");
  const [awayId, setAwayId] = useState(game.awayId ?? "");
  const [kickoff, setKickoff] = useState(toLocalInput(game.kickoff));
  const [locksAt, setLocksAt] = useState(game.locksAt ? toLocalInput(game.locksAt) : "");
  const body = {
    ...(head && homeId !== (game.homeId ?? "") && { homeId: homeId || null }),
    ...(head && awayId !== (game.awayId ?? "") && { awayId: awayId || null }),
    ...(kickoff && kickoff !== toLocalInput(game.kickoff) && { kickoff: toInstant(kickoff) }),
    ...(locksAt !== (game.locksAt ? toLocalInput(game.locksAt) : "") && {
      locksAt: locksAt ? toInstant(locksAt) : null,
    }),
  };
  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    if (await call(`/api/admin/games/${game.id}`, { method: "PATCH", body })) onDone();
  };
  return (
    <Stack
      component="form"
      onSubmit={save}
      spacing={2}
      sx={{ pt: 1, pb: 2 }}
      aria-label={t("editGame", { game: game.title })}
    >
      {head && (
        <Stack direction={{ xs: "column", sm: "row" }} spacing={1}>
          {(
            [
              ["home", homeId, setHomeId, game.homeLabel],
              ["away", awayId, setAwayId, game.awayLabel],
            ] as const
          ).map(([side, value, set, placeholder]) => (
            <TextField
              key={side}
              select
              size="small"
              label={t(side)}
              value={value}
              onChange={(e) => set(e.target.value)}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              sx={{ minWidth: 200 }}
            >
              <MenuItem value="">{placeholder ? t("undecided", { label: placeholder }) : t("undecidedPlain")}</MenuItem>
              {competitors.map((c) => (
                <MenuItem key={c.id} value={c.id}>
                  {c.label}
                </MenuItem>
              ))}
            </TextField>
          ))}
        </Stack>
      )}
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1}>
        <TextField
          size="small"
          type="datetime-local"
          label={t("kickoff")}
          value={kickoff}
          onChange={(e) => setKickoff(e.target.value)}
          required
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          size="small"
          type="datetime-local"
          label={t("ownLock")}
          helperText={t("ownLockHint")}
          value={locksAt}
          onChange={(e) => setLocksAt(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" size="small" disabled={pending || Object.keys(body).length === 0}>
          {t("saveGame")}
        </Button>
        {locksAt && (
          <Button size="small" onClick={() => setLocksAt("")}>
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

export function GamesSection(props: {
  slug: string;
  ranking: boolean;
  competitors: Competitor[];
  matchdays: { ordinal: number; name: string | null }[];
  games: GameSummary[];
}) {
  const t = useTranslations();
  const { call, pending } = useAdminCall();
  const [picked, setMatchday] = useState("");
  // Matchdays added after this form first rendered count too: default to the first one.
  const matchday = picked || String(props.matchdays[0]?.ordinal ?? "");
  const [kickoff, setKickoff] = useState("");
  const [locksAt, setLocksAt] = useState("");
  const [homeId, setHomeId] = useState("");
  const [awayId, setAwayId] = useState("");
  const [knockout, setKnockout] = useState(false);
  const [stage, setStage] = useState("");
  const add = () =>
    call(`/api/admin/tournaments/${props.slug}/games`, {
      body: {
        matchday: Number(matchday),
        kickoff: toInstant(kickoff),
        ...(locksAt && { locksAt: toInstant(locksAt) }),
        ...(props.ranking ? { entrantIds: props.competitors.map((c) => c.id) } : { homeId, awayId, knockout }),
        ...(stage.trim() && { stage: stage.trim() }),
      },
    });
  const ready = matchday && kickoff && (props.ranking ? props.competitors.length >= 2 : homeId && awayId);
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
              <Typography variant="body2" color="text.secondary">
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
      <Typography variant="subtitle1" component="h3">
        {t("admin.addGame")}
      </Typography>
      <TextField
        select
        size="small"
        label={t("admin.matchday")}
        value={matchday}
        onChange={(e) => setMatchday(e.target.value)}
      >
        {props.matchdays.map((m) => (
          <MenuItem key={m.ordinal} value={String(m.ordinal)}>
            {matchdayLabel(m, t)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        type="datetime-local"
        label={t("admin.kickoff")}
        value={kickoff}
        onChange={(e) => setKickoff(e.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        size="small"
        type="datetime-local"
        label={t("admin.locksAt")}
        value={locksAt}
        onChange={(e) => setLocksAt(e.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      {props.ranking ? (
        <Typography variant="body2" color="text.secondary">
          {t("admin.entrants")}
        </Typography>
      ) : (
        <Stack direction={{ xs: "column", sm: "row" }} spacing={1}>
          {(
            [
              ["home", homeId, setHomeId],
              ["away", awayId, setAwayId],
            ] as const
          ).map(([side, value, set]) => (
            <TextField
              key={side}
              select
              size="small"
              label={t(`admin.${side}`)}
              value={value}
              onChange={(e) => set(e.target.value)}
              sx={{ minWidth: 200 }}
            >
              {props.competitors.map((c) => (
                <MenuItem key={c.id} value={c.id}>
                  {c.label}
                </MenuItem>
              ))}
            </TextField>
          ))}
          <FormControlLabel
            control={<Checkbox checked={knockout} onChange={(e) => setKnockout(e.target.checked)} />}
            label={t("admin.knockout")}
          />
        </Stack>
      )}
      <TextField size="small" label={t("admin.stage")} value={stage} onChange={(e) => setStage(e.target.value)} />
      <div>
        <Button variant="outlined" onClick={add} disabled={pending || !ready}>
          {t("admin.addGame")}
        </Button>
      </div>
    </Section>
  );
}
