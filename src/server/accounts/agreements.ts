import "server-only";
import { and, eq, isNotNull, isNull } from "drizzle-orm";
import type { Db } from "@/db";
import { user } from "@/db/schema";
import type { AgreementsInput } from "@/lib/schemas/profile";
import { setNewsletter } from "./newsletter";

export interface Agreement {
  accepted: boolean;
  at: string | null;
}
export type Agreements = Record<"terms" | "privacy" | "marketing", Agreement>;

const COLUMNS = { terms: "termsAcceptedAt", privacy: "privacyAcceptedAt", marketing: "marketingAcceptedAt" } as const;

export async function getAgreements(db: Db, userId: string): Promise<Agreements> {
  const [row] = await db
    .select({ terms: user.termsAcceptedAt, privacy: user.privacyAcceptedAt, marketing: user.marketingAcceptedAt })
    .from(user)
    .where(eq(user.id, userId));
  const of = (at: Date | null | undefined): Agreement => ({ accepted: Boolean(at), at: at ? at.toISOString() : null });
  return { terms: of(row?.terms), privacy: of(row?.privacy), marketing: of(row?.marketing) };
}

/**
 * Records each agreement given (keeping the time it was first given) or withdrawn, each as one
 * conditional statement, so that two requests at once cannot both count as the change. The marketing
 * agreement goes with the newsletter (decision 0087): the request that gave it starts the
 * newsletter's opt-in, the one that withdrew it unsubscribes.
 */
export async function updateAgreements(db: Db, userId: string, input: AgreementsInput): Promise<Agreements> {
  const now = new Date();
  for (const key of Object.keys(COLUMNS) as (keyof typeof COLUMNS)[]) {
    const wanted = input[key];
    if (wanted === undefined) continue;
    const column = user[COLUMNS[key]];
    const changed = await db
      .update(user)
      .set({ [COLUMNS[key]]: wanted ? now : null })
      .where(and(eq(user.id, userId), wanted ? isNull(column) : isNotNull(column)))
      .returning({ id: user.id });
    if (key === "marketing" && changed.length > 0) {
      try {
        await setNewsletter(db, userId, wanted);
      } catch (error) {
        // No confirmation mail (too many asked for): the agreement is not given either.
        if (wanted) await db.update(user).set({ marketingAcceptedAt: null }).where(eq(user.id, userId));
        throw error;
      }
    }
  }
  return getAgreements(db, userId);
}
