/**
 * The operator's admin accounts (docs/decisions/0015-private-mail.md). The admin role needs an
 * address in ADMIN_EMAILS that has been proven. With a mail server the admin proves it like anyone,
 * by a mail link; without one nobody can, so at start every admin address that is not proven yet
 * gets an account with a generated password, written to DATA_DIR/admin-passwords.txt (mode 0600)
 * and named (never shown) in the start log.
 *
 * An account someone else opened with such an address before is taken over for the operator, as
 * Better Auth does when a mail proves an address: its sessions, sign-in methods, passkeys and
 * second factor go, since nothing proved that they belong to the address's owner.
 */
import "server-only";
import { randomBytes, randomUUID } from "node:crypto";
import { appendFileSync, chmodSync, mkdirSync } from "node:fs";
import path from "node:path";
import { hashPassword } from "better-auth/crypto";
import { and, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { account, passkey, session, twoFactor, user } from "@/db/schema";
import { DEFAULT_LOCALE } from "@/lib/constants";
import { getEnv } from "@/lib/env";

export const ADMIN_PASSWORDS_FILE = "admin-passwords.txt";
const PROVISION_LOCK_ID = 0x0015_ad;

export interface ProvisionedAdmins {
  /** Addresses that got a new password now. */
  created: string[];
  /** The file holding their passwords, when there are any. */
  file?: string;
  /** Accounts whose admin role ended (their address left ADMIN_EMAILS). */
  demoted: number;
}

export async function provisionAdmins(db: Db): Promise<ProvisionedAdmins> {
  const env = getEnv();
  const admins = env.ADMIN_EMAILS;
  // An address taken out of ADMIN_EMAILS loses the role now, not at its next sign-in.
  const demoted = await db
    .update(user)
    .set({ role: "player" })
    .where(and(eq(user.role, "admin"), admins.length > 0 ? notInArray(user.email, admins) : undefined))
    .returning({ id: user.id });
  const result: ProvisionedAdmins = { created: [], demoted: demoted.length };
  if (admins.length > 0)
    await db
      .update(user)
      .set({ role: "admin" })
      .where(and(inArray(user.email, admins), eq(user.emailVerified, true)));
  if (env.SMTP_URL) return result;

  const lines: string[] = [];
  for (const email of admins) {
    const [proven] = await db
      .select({ id: user.id })
      .from(user)
      .where(and(eq(user.email, email), eq(user.emailVerified, true)));
    if (proven) continue;
    const password = randomBytes(18).toString("base64url");
    const hash = await hashPassword(password);
    const made = await db.transaction(async (tx) => {
      // Instances starting together on one database provision one at a time.
      await tx.execute(sql`select pg_advisory_xact_lock(${PROVISION_LOCK_ID})`);
      const [existing] = await tx
        .select({ id: user.id, emailVerified: user.emailVerified })
        .from(user)
        .where(eq(user.email, email));
      if (existing?.emailVerified) return false;
      let userId = existing?.id;
      if (userId) {
        await tx.delete(session).where(eq(session.userId, userId));
        await tx.delete(account).where(eq(account.userId, userId));
        await tx.delete(passkey).where(eq(passkey.userId, userId));
        await tx.delete(twoFactor).where(eq(twoFactor.userId, userId));
        await tx
          .update(user)
          .set({ emailVerified: true, role: "admin", twoFactorEnabled: false })
          .where(eq(user.id, userId));
      } else {
        userId = randomUUID();
        await tx.insert(user).values({
          id: userId,
          email,
          name: email.split("@")[0]!,
          emailVerified: true,
          role: "admin",
          locale: DEFAULT_LOCALE,
        });
      }
      await tx.insert(account).values({
        id: randomUUID(),
        accountId: userId,
        providerId: "credential",
        userId,
        password: hash,
        updatedAt: new Date(),
      });
      return true;
    });
    if (!made) continue;
    lines.push(`${email} ${password}`);
    result.created.push(email);
  }
  if (lines.length > 0) {
    const file = path.resolve(env.DATA_DIR, ADMIN_PASSWORDS_FILE);
    mkdirSync(path.dirname(file), { recursive: true });
    const header = `# ${new Date().toISOString()}: admin sign-in passwords (address, password). Sign in, set your own password, then delete this file.\n`;
    appendFileSync(file, `${header}${lines.join("\n")}\n`, { mode: 0o600 });
    chmodSync(file, 0o600);
    result.file = file;
  }
  return result;
}
