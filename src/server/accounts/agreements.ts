import "server-only";
import { eq } from "drizzle-orm";
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
 * Records each agreement given (keeping the time it was first given) or withdrawn. The marketing
 * agreement goes with the newsletter (decision 0087): giving it starts the newsletter's opt-in,
 * withdrawing it unsubscribes.
 */
export async function updateAgreements(db: Db, userId: string, input: AgreementsInput): Promise<Agreements> {
  const current = await getAgreements(db, userId);
  const now = new Date();
  const changes: Partial<Record<(typeof COLUMNS)[keyof typeof COLUMNS], Date | null>> = {};
  for (const key of Object.keys(COLUMNS) as (keyof typeof COLUMNS)[]) {
    const wanted = input[key];
    if (wanted === undefined || wanted === current[key].accepted) continue;
    changes[COLUMNS[key]] = wanted ? now : null;
  }
  if (Object.keys(changes).length > 0) await db.update(user).set(changes).where(eq(user.id, userId));
  if (input.marketing !== undefined && input.marketing !== current.marketing.accepted)
    await setNewsletter(db, userId, input.marketing);
  return getAgreements(db, userId);
}
