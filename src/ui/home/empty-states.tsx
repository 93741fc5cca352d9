import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { EmptyState } from "@/ui/empty-state";
import { ButtonLink } from "@/ui/plain/button-link";

/** No tournament open for a new group (the home page, /groups): ask for one. */
export async function NoTournaments() {
  const t = await getTranslations("home");
  return (
    <EmptyState
      actions={
        <ButtonLink variant="contained" href="/contact">
          {t("tournamentsEmptyAction")}
        </ButtonLink>
      }
    >
      {t("tournamentsEmpty")}
    </EmptyState>
  );
}

/**
 * No open matchday to pick (the home page, /picks): with groups, their first tournament's
 * schedule; without, `create` (a way to a new group).
 */
export async function NoDuePicks({ scheduleOf, create }: { scheduleOf: string | undefined; create: ReactNode }) {
  const t = await getTranslations("home");
  return (
    <EmptyState
      testId="due-empty"
      actions={
        scheduleOf === undefined ? (
          create
        ) : (
          <ButtonLink variant="outlined" href={`/${scheduleOf}/schedule`}>
            {t("seeSchedule")}
          </ButtonLink>
        )
      }
    >
      {scheduleOf === undefined ? t("dueNoGroups") : t("dueNone")}
    </EmptyState>
  );
}
