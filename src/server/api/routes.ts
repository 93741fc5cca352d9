/**
 * Every `/api` route's contract, in one place (decision 0032): who may call it, the zod schemas of
 * its path, query and body (read by `withApi`), and what the API reference says about it (read by
 * the OpenAPI document). A route file passes its entry to `withApi`; adding a route means adding
 * its entry here, and the document's test fails for a handler without one.
 */
import "server-only";
import { z } from "zod";
import { PLUS_PLANS, type PlusPlan } from "@/lib/constants";
import { PLAYER_COUNTRIES } from "@/lib/countries";
import { pushSubscriptionInput } from "@/lib/push";
import { REMINDER_LEAD_HOURS } from "@/lib/reminders";
import { bonusAnswersInput, createBonusQuestionInput, groupBonusInput, updateBonusQuestionInput } from "@/lib/bonus";
import { contactInput } from "@/lib/schemas/contact";
import { importFields } from "@/lib/schemas/imports";
import {
  createGroupInput,
  groupSettingsInput,
  handOverInput,
  joinGroupInput,
  memberRoleInput,
  renameMemberInput,
  savePicksInput,
  savePredictionsInput,
} from "@/lib/schemas/groups";
import { agreementsInput, deleteAccountInput, languageInput, newsletterInput } from "@/lib/schemas/profile";
import { createSiteInput, updateSiteInput } from "@/lib/schemas/sites";
import { createSsoProviderInput, ssoDiscoverInput, updateSsoProviderInput } from "@/lib/schemas/sso";
import {
  competitorInput,
  createTournamentInput,
  gameInput,
  matchdayInput,
  resultInput,
  updateGameInput,
  updateMatchdayInput,
  updateTournamentInput,
} from "@/lib/schemas/tournaments";
import { localeInput } from "@/lib/schemas/locale";
import { enrolPhoneInput, smsCodeInput } from "@/lib/phone";
import { GAME_MODES } from "@/lib/sports";
import { JOB_RUN_STATUSES } from "@/lib/statuses";
import { AVATAR_MAX_BYTES } from "@/server/accounts/avatar";
import { SANDBOX_OUTCOMES } from "@/server/billing/webhook";
import { id, ordinal, slug, storageKey } from "@/server/http/params";
import { topicsInput } from "@/server/realtime/stream";
import { defineRoute } from "./route-spec";

const GROUP = "7b0c2a4e-1f3d-4c5b-9a6e-2d8f0e1c3b5a";
const GAME = "0f6e5d4c-3b2a-4190-8f7e-6d5c4b3a2910";
const OTHER = "3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f";
const TOURNAMENT = "world-cup-2026";

const picksResult = z.object({
  saved: z.array(z.object({ gameId: z.uuid(), joker: z.boolean() })),
  rejected: z.array(
    z.object({
      gameId: z.uuid(),
      code: z.string(),
      params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
      formField: z.string().optional(),
      message: z.string(),
    }),
  ),
});

const healthAnswer = z.object({ status: z.enum(["ok", "error"]), db: z.enum(["ok", "error"]) });

/** What `/api/health/ready` reports; 503 with the application error when something is not ready. */
export const readyAnswer = z.object({
  status: z.literal("ready"),
  checks: z.object({
    database: z.literal("ok"),
    resultEvents: z.object({ waiting: z.number().int().min(0), oldestSeconds: z.number().min(0).nullable() }),
    jobs: z.object({ runner: z.literal("ok"), lastTickSeconds: z.number().int().min(0), failing: z.array(z.string()) }),
  }),
});

const groupParams = z.object({ groupId: id });

/** The world table's query: a mode, a page, and one filter at most (a country, or my groups' members). */
const worldQuery = z
  .object({
    mode: z.enum(GAME_MODES).default("expert"),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    size: z.coerce.number().int().min(1).max(200).optional(),
    country: z
      .string()
      .refine((c) => PLAYER_COUNTRIES.includes(c))
      .optional()
      .describe("ISO 3166-1 alpha-2 code, upper case: the players of this country, by their place among them."),
    groups: z
      .enum(["true", "false"])
      .optional()
      .describe("`true`: the players who share one of my groups of the tournament."),
  })
  .refine((q) => !(q.country && q.groups === "true"), { path: ["country"], message: "one filter at most" });

const pushDevice = z.object({
  id: z.uuid(),
  endpoint: z.url(),
  userAgent: z.string().nullable(),
  createdAt: z.iso.datetime(),
  lastSentAt: z.iso.datetime().nullable(),
});
const pushDevices = z.object({ publicKey: z.string().nullable(), devices: z.array(pushDevice) });

/** An MFA factor in the seed's shape (seed §3). */
const factorAnswer = z.object({
  id: z.string(),
  friendly_name: z.string().nullable(),
  factor_type: z.enum(["totp", "phone", "webauthn"]),
  status: z.enum(["verified", "unverified"]),
  phone: z.string().optional(),
  created_at: z.iso.datetime().nullable(),
});
const factorParams = z.object({ factorId: z.string().min(1).max(128) });

/** A wallet that signs in to my account. */
const walletAnswer = z.object({
  id: z.string(),
  address: z.string(),
  chain_id: z.number().int(),
  created_at: z.iso.datetime(),
});
const WALLET = {
  id: OTHER,
  address: "0x71C7656EC7ab88b098defB751B7401B5f6d8976F",
  chain_id: 1,
  created_at: "2026-06-01T08:00:00.000Z",
};

const calendarLinkState = z.object({ active: z.boolean(), createdAt: z.iso.datetime().nullable() });
const calendarLink = z.object({
  url: z.url(),
  webcal: z.string().startsWith("webcal://"),
  createdAt: z.iso.datetime(),
});

/** An admin's import: the largest file, and the text fields beside it. */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
export { importFields };

/** An uploaded import as admins follow it (decision 0046): a run of the `import` job. */
const importRun = z.object({
  id: z.uuid(),
  status: z.enum(JOB_RUN_STATUSES),
  tournament: z.string(),
  format: z.string(),
  fileName: z.string().nullable(),
  queuedAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  result: z
    .object({
      tournament: z.string(),
      tournamentCreated: z.boolean(),
      competitors: z.number(),
      matchdays: z.number(),
      created: z.number(),
      updated: z.number(),
      unchanged: z.number(),
      results: z.number(),
    })
    .nullable(),
  error: z
    .object({
      code: z.string(),
      message: z.string(),
      params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    })
    .nullable(),
});
const IMPORT_RUN = "5b1c2d3e-4f50-4617-8a9b-0c1d2e3f4a5b";
const queuedImportExample = {
  id: IMPORT_RUN,
  status: "queued",
  tournament: TOURNAMENT,
  format: "openfootball",
  fileName: "worldcup.json",
  queuedAt: "2026-06-01T08:00:00.000Z",
  startedAt: null,
  finishedAt: null,
  result: null,
  error: null,
};
const reminderPreferences = z.object({ emailReminders: z.boolean(), leadHours: z.literal(REMINDER_LEAD_HOURS) });

export const routes = {
  // ——— Health and operations ———
  health: defineRoute({
    method: "GET",
    path: "/api/health",
    tag: "operations",
    auth: "public",
    summary: "Liveness: the server answers and the database answers a ping.",
    description: "For a container's health check. 503 (with this same shape) when the database does not answer.",
    answer: { description: "Both are fine.", schema: healthAnswer, example: { status: "ok", db: "ok" } },
    errors: [{ status: 503, code: '(body {status:"error", db:"error"})', when: "the database does not answer" }],
  }),
  ready: defineRoute({
    method: "GET",
    path: "/api/health/ready",
    tag: "operations",
    auth: "public",
    summary: "Readiness: may a load balancer send this instance traffic?",
    description:
      "Ready when the database answers a query, this instance's job runner ticks (it is started and no tick hangs) and the instance is not shutting down. Also reports the result events waiting to be scored and the jobs whose last run failed (reported, not a reason to take the instance out).",
    answer: {
      description: "Ready.",
      schema: readyAnswer,
      example: {
        status: "ready",
        checks: {
          database: "ok",
          resultEvents: { waiting: 0, oldestSeconds: null },
          jobs: { runner: "ok", lastTickSeconds: 2, failing: [] },
        },
      },
    },
    errors: [
      {
        status: 503,
        code: "error.unavailable",
        when: "the database does not answer, the job runner is stopped or stuck, or the instance is shutting down",
      },
    ],
  }),
  metrics: defineRoute({
    method: "GET",
    path: "/api/metrics",
    tag: "operations",
    auth: "public",
    summary: "Prometheus metrics of this instance (admins, or a scraper with METRICS_TOKEN).",
    description:
      "Requests by route and status, latencies, picks saved, mails sent and failed, result events processed, memory. Send `Authorization: Bearer <METRICS_TOKEN>` (only when the variable is set) or an admin's session cookie.",
    answer: { description: "The Prometheus text format, version 0.0.4.", contentType: "text/plain; version=0.0.4" },
    errors: [
      { status: 401, code: "error.auth.required", when: "neither a valid token nor a session" },
      { status: 403, code: "error.forbidden", when: "signed in, but not an admin" },
    ],
  }),
  openapi: defineRoute({
    method: "GET",
    path: "/api/openapi.json",
    tag: "operations",
    auth: "public",
    summary: "This API's description (OpenAPI 3.1).",
    answer: { description: "The OpenAPI document." },
  }),
  docs: defineRoute({
    method: "GET",
    path: "/api/docs",
    tag: "operations",
    auth: "public",
    summary: "This API's reference as a web page.",
    answer: {
      description: "An HTML page generated from the OpenAPI document.",
      contentType: "text/html; charset=utf-8",
    },
  }),

  // ——— Accounts (Better Auth) ———
  authGet: defineRoute({
    method: "GET",
    path: "/api/auth/{all}",
    tag: "auth",
    auth: "public",
    params: z.object({
      all: z.string().min(1).describe("One or more path segments of a Better Auth endpoint, e.g. `get-session`."),
    }),
    summary: "Better Auth's read endpoints (session, providers' callbacks, passkey options, …).",
    description:
      "Served by Better Auth 1.7 (its own reference lists the endpoints). Errors are turned into this API's error shape; 503 `error.unavailable` when the database does not answer.",
    answer: { description: "As the Better Auth endpoint answers." },
    example: { params: { all: "get-session" } },
  }),
  authPost: defineRoute({
    method: "POST",
    path: "/api/auth/{all}",
    tag: "auth",
    auth: "public",
    params: z.object({
      all: z.string().min(1).describe("One or more path segments of a Better Auth endpoint, e.g. `sign-in/email`."),
    }),
    summary: "Better Auth's actions: sign-up, sign-in, sign-out, second factor, passkeys, account changes.",
    description:
      "Served by Better Auth 1.7. The same-site rule applies (decision 0021: `Origin` must be ours, JSON bodies only), except for providers' callbacks. Failures come in this API's error shape with translated messages; sign-in is rate-limited per client address (429).",
    answer: { description: "As the Better Auth endpoint answers." },
    errors: [{ status: 429, code: "error.rateLimited", when: "too many attempts from this address" }],
    example: { params: { all: "sign-in/email" } },
  }),

  // ——— Player's account ———
  uploadAvatar: defineRoute({
    method: "POST",
    path: "/api/account/avatar",
    tag: "account",
    auth: "user",
    upload: {
      maxBytes: AVATAR_MAX_BYTES,
      code: "error.avatar.tooLarge",
      params: { max: AVATAR_MAX_BYTES / (1024 * 1024) },
      formField: "avatar",
    },
    summary: "Sets my profile picture (multipart/form-data, the image in the field `avatar`).",
    answer: {
      description: "The new picture's address.",
      schema: z.object({ image: z.string() }),
      example: { image: "/api/storage/avatars/3f2a.webp" },
    },
    errors: [
      { status: 400, code: "error.validation.required", when: "no file in `avatar`" },
      { status: 413, code: "error.avatar.tooLarge", when: "the file is larger than the limit" },
    ],
  }),
  deleteAvatar: defineRoute({
    method: "DELETE",
    path: "/api/account/avatar",
    tag: "account",
    auth: "user",
    summary: "Removes my profile picture.",
    answer: { description: "Removed.", schema: z.object({ image: z.null() }), example: { image: null } },
  }),
  listSessions: defineRoute({
    method: "GET",
    path: "/api/account/sessions",
    tag: "account",
    auth: "user",
    summary: "My sessions (devices signed in), without their tokens; the current one is marked.",
    answer: { description: "`{sessions: [...]}`" },
  }),
  revokeSession: defineRoute({
    method: "DELETE",
    path: "/api/account/sessions/{sessionId}",
    tag: "account",
    auth: "user",
    params: z.object({ sessionId: z.string().min(1).max(128) }),
    summary: "Signs one of my sessions out.",
    answer: { description: "Signed out.", schema: z.object({ revoked: z.literal(true) }), example: { revoked: true } },
    errors: [{ status: 404, code: "error.notFound", when: "no session of mine has this id" }],
    example: { params: { sessionId: "k3J9x0aQ2mZt7YbW" } },
  }),

  listFactors: defineRoute({
    method: "GET",
    path: "/api/account/factors",
    tag: "account",
    auth: "user",
    summary: "My second factors (authenticator app, phone, passkeys), each `verified` or `unverified`.",
    answer: {
      description: "`{factors: [...]}` in the seed's shape.",
      schema: z.object({ factors: z.array(factorAnswer) }),
      example: {
        factors: [
          {
            id: OTHER,
            friendly_name: "Work phone",
            factor_type: "phone",
            status: "verified",
            phone: "•••• 5678",
            created_at: "2026-06-01T08:00:00.000Z",
          },
        ],
      },
    },
  }),
  enrolFactor: defineRoute({
    method: "POST",
    path: "/api/account/factors",
    tag: "account",
    auth: "user",
    body: enrolPhoneInput,
    summary:
      "Adds my phone as a second factor, unverified until a code sent to it comes back (a sign-in of the last 10 minutes needed). An unverified number is replaced.",
    answer: { description: "The factor, `unverified`.", schema: factorAnswer },
    errors: [
      { status: 400, code: "error.phone.invalid", when: "not a phone number in international form" },
      { status: 403, code: "error.auth.freshSessionRequired", when: "the sign-in is older than 10 minutes" },
      { status: 409, code: "error.phone.exists", when: "a verified phone is already there (remove it first)" },
    ],
    example: { body: { factor_type: "phone", phone: "+49 151 12345678", friendly_name: "Work phone" } },
  }),
  challengeFactor: defineRoute({
    method: "POST",
    path: "/api/account/factors/{factorId}/challenge",
    tag: "account",
    auth: "user",
    params: factorParams,
    summary: "Sends a new code by SMS to my unverified phone (limited per number, per address and per account).",
    answer: {
      description: "When the code expires.",
      schema: z.object({ id: z.string(), expires_at: z.iso.datetime() }),
      example: { id: OTHER, expires_at: "2026-06-01T08:05:00.000Z" },
    },
    errors: [
      { status: 404, code: "error.notFound", when: "no phone factor of mine has this id" },
      { status: 409, code: "error.phone.exists", when: "the phone is verified already" },
      { status: 429, code: "error.rateLimited", when: "too many codes to this number, from this address or for me" },
      { status: 502, code: "error.phone.smsFailed", when: "the SMS gateway did not take the message" },
    ],
    example: { params: { factorId: OTHER } },
  }),
  verifyFactor: defineRoute({
    method: "POST",
    path: "/api/account/factors/{factorId}/verify",
    tag: "account",
    auth: "user",
    params: factorParams,
    body: z.object({ code: smsCodeInput }),
    summary: "Verifies my phone with the code it received; from then on signing in asks for a second factor.",
    answer: { description: "The factor, `verified`.", schema: factorAnswer },
    errors: [
      { status: 400, code: "error.phone.codeWrong", when: "a wrong code (`count`: tries left)" },
      { status: 400, code: "error.phone.codeExpired", when: "the code is older than 5 minutes" },
      { status: 400, code: "error.phone.codeSpent", when: "no code waits, or too many wrong ones: ask for a new one" },
      { status: 404, code: "error.notFound", when: "no phone factor of mine has this id" },
    ],
    example: { params: { factorId: OTHER }, body: { code: "123456" } },
  }),
  removeFactor: defineRoute({
    method: "DELETE",
    path: "/api/account/factors/{factorId}",
    tag: "account",
    auth: "user",
    params: factorParams,
    summary:
      "Removes one of my factors: the phone, the authenticator app (with its backup codes) or a passkey (a sign-in of the last 10 minutes needed). Two-factor stays on while a verified phone or authenticator app remains.",
    answer: { description: "Removed.", schema: z.object({ removed: z.literal(true) }), example: { removed: true } },
    errors: [
      { status: 403, code: "error.auth.freshSessionRequired", when: "the sign-in is older than 10 minutes" },
      { status: 404, code: "error.notFound", when: "no factor of mine has this id" },
    ],
    example: { params: { factorId: OTHER } },
  }),
  twoFactorMethods: defineRoute({
    method: "GET",
    path: "/api/account/two-factor/methods",
    tag: "account",
    auth: "public",
    summary:
      "The second factors the waiting sign-in (its `two_factor` cookie) can be answered with: `totp`, and `otp` (a code by SMS) with a verified phone. Without a waiting sign-in, none.",
    answer: {
      description: "`{methods: [...]}`",
      schema: z.object({ methods: z.array(z.enum(["totp", "otp"])) }),
      example: { methods: ["totp", "otp"] },
    },
  }),
  listWallets: defineRoute({
    method: "GET",
    path: "/api/account/wallets",
    tag: "account",
    auth: "user",
    summary: "The Ethereum wallets that sign in to my account.",
    answer: {
      description: "`{wallets: [...]}`, oldest first.",
      schema: z.object({ wallets: z.array(walletAnswer) }),
      example: { wallets: [WALLET] },
    },
  }),
  walletNonce: defineRoute({
    method: "POST",
    path: "/api/account/wallets/nonce",
    tag: "account",
    auth: "user",
    summary:
      "A nonce for the EIP-4361 message that links a wallet (used once, 15 minutes; a sign-in of the last 10 minutes needed).",
    answer: {
      description: "The nonce.",
      schema: z.object({ nonce: z.string() }),
      example: { nonce: "9f86d081884c7d659a2feaa0c55ad015" },
    },
    errors: [
      { status: 403, code: "error.auth.freshSessionRequired", when: "the sign-in is older than 10 minutes" },
      { status: 429, code: "error.rateLimited", when: "more than 10 nonces a minute" },
    ],
  }),
  linkWallet: defineRoute({
    method: "POST",
    path: "/api/account/wallets",
    tag: "account",
    auth: "user",
    body: z.object({ message: z.string().min(1).max(4000), signature: z.string().min(1).max(1000) }),
    summary:
      "Links the wallet that signed the message (our domain and origin, a nonce of ours, an expiry) to my account: from then on it signs in to it. A sign-in of the last 10 minutes needed.",
    answer: { description: "The wallet (linked before: the same).", schema: walletAnswer, example: WALLET },
    errors: [
      {
        status: 400,
        code: "error.wallet.messageInvalid",
        when: "not EIP-4361 version 1 with an expiry, or before its Not Before",
      },
      { status: 400, code: "error.wallet.wrongSite", when: "another domain or origin" },
      { status: 400, code: "error.wallet.expired", when: "the message's expiry has passed" },
      { status: 400, code: "error.wallet.nonceUsed", when: "a nonce we did not give, or one already used" },
      { status: 401, code: "error.wallet.signatureInvalid", when: "the wallet did not sign this text" },
      { status: 403, code: "error.auth.freshSessionRequired", when: "the sign-in is older than 10 minutes" },
      { status: 409, code: "error.wallet.linkedElsewhere", when: "the wallet signs in to another account" },
    ],
    example: {
      body: {
        message:
          "localhost:3000 wants you to sign in with your Ethereum account:\n0x71C7656EC7ab88b098defB751B7401B5f6d8976F\n\nLink this wallet to my Callit account.\n\nURI: http://localhost:3000\nVersion: 1\nChain ID: 1\nNonce: 9f86d081884c7d659a2feaa0c55ad015\nIssued At: 2026-06-01T08:00:00.000Z\nExpiration Time: 2026-06-01T08:10:00.000Z",
        signature: "0x5f1c…1b",
      },
    },
  }),
  removeWallet: defineRoute({
    method: "DELETE",
    path: "/api/account/wallets/{walletId}",
    tag: "account",
    auth: "user",
    params: z.object({ walletId: z.string().min(1).max(128) }),
    summary: "Removes a wallet from my account (a sign-in of the last 10 minutes needed), unless it is my last way in.",
    answer: { description: "Removed.", schema: z.object({ removed: z.literal(true) }), example: { removed: true } },
    errors: [
      { status: 403, code: "error.auth.freshSessionRequired", when: "the sign-in is older than 10 minutes" },
      { status: 404, code: "error.notFound", when: "no wallet of mine has this id" },
      {
        status: 409,
        code: "error.wallet.lastWayIn",
        when: "no address, other wallet, password, provider or passkey would be left",
      },
    ],
    example: { params: { walletId: OTHER } },
  }),

  // ——— Settings ———
  getAgreements: defineRoute({
    method: "GET",
    path: "/api/settings/agreements",
    tag: "settings",
    auth: "user",
    summary: "The terms, privacy and marketing agreements I gave, with their dates.",
    answer: { description: "My agreements." },
  }),
  updateAgreements: defineRoute({
    method: "POST",
    path: "/api/settings/agreements",
    tag: "settings",
    auth: "user",
    body: agreementsInput,
    summary: "Gives or withdraws agreements.",
    answer: { description: "My agreements as stored." },
    errors: [
      {
        status: 429,
        code: "error.rateLimited",
        when: "news and offers given while too many newsletter confirmations were sent to me lately",
      },
    ],
    example: { body: { terms: true, privacy: true, marketing: false } },
  }),
  chooseLanguage: defineRoute({
    method: "POST",
    path: "/api/settings/language",
    tag: "settings",
    auth: "optional",
    body: languageInput,
    summary:
      "The language chosen in the menu (`ua` is taken for `uk`): signed in, it becomes my profile's, so that mails follow it and the next sign-in brings it back; signed out, nothing is stored.",
    answer: {
      description: "Whether it was stored in my profile.",
      schema: z.object({ saved: z.boolean() }),
      example: { saved: true },
    },
    example: { body: { locale: "de" } },
  }),
  deleteAccount: defineRoute({
    method: "POST",
    path: "/api/settings/delete-account",
    tag: "settings",
    auth: "user",
    body: deleteAccountInput,
    summary: "Deletes my account and my data (password needed when the account has one, or a recent sign-in).",
    answer: { description: "Deleted; the session ends." },
    errors: [{ status: 400, code: "error.auth.passwordWrong", when: "the password is wrong" }],
    example: { body: { password: "correct horse battery staple" } },
  }),
  getNotifications: defineRoute({
    method: "GET",
    path: "/api/settings/notifications",
    tag: "settings",
    auth: "user",
    summary: "Whether I get mails before my picks lock, and how long before the lock (Plus).",
    answer: {
      description: "The preferences.",
      schema: reminderPreferences,
      example: { emailReminders: true, leadHours: 24 },
    },
  }),
  updateNotifications: defineRoute({
    method: "POST",
    path: "/api/settings/notifications",
    tag: "settings",
    auth: "user",
    body: z
      .object({ emailReminders: z.boolean().optional(), leadHours: z.literal(REMINDER_LEAD_HOURS).optional() })
      .strict()
      .refine((b) => b.emailReminders !== undefined || b.leadHours !== undefined),
    summary:
      "Turns mails before picks lock on or off; a Plus player also chooses how many hours before the lock (1, 3 or 24).",
    answer: {
      description: "The stored preferences.",
      schema: reminderPreferences,
      example: { emailReminders: false, leadHours: 24 },
    },
    errors: [{ status: 403, code: "error.plus.reminderLead", when: "a player without Plus chooses the lead time" }],
    example: { body: { leadHours: 3 } },
  }),
  getPushDevices: defineRoute({
    method: "GET",
    path: "/api/settings/push",
    tag: "settings",
    auth: "user",
    summary:
      "The devices I get push reminders on, and the server's VAPID public key a browser subscribes with (null: push is off on this server).",
    answer: { description: "`{publicKey, devices: [...]}`", schema: pushDevices },
  }),
  subscribePush: defineRoute({
    method: "POST",
    path: "/api/settings/push",
    tag: "settings",
    auth: "user",
    body: pushSubscriptionInput,
    summary:
      "Turns push reminders on for this browser: the subscription its PushManager gave for our VAPID key (`subscription.toJSON()`). The same address again replaces its keys.",
    description:
      "The address must be one of the configured push services (`PUSH_SERVICE_ORIGINS`); reminders are encrypted for the keys given (RFC 8291). A device the push service no longer knows is removed by itself.",
    answer: { description: "The device as stored.", schema: pushDevice },
    errors: [
      { status: 400, code: "error.push.endpoint", when: "the address is not at a known push service" },
      { status: 409, code: "error.push.tooMany", when: "ten devices are on already" },
      { status: 503, code: "error.push.off", when: "push is not configured on this server" },
    ],
    example: {
      body: {
        endpoint: "https://fcm.googleapis.com/fcm/send/dQ4w9WgXcQ:APA91bH",
        keys: {
          p256dh: "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4",
          auth: "BTBZMqHH6r4Tts7J_aSIgg",
        },
      },
    },
  }),
  removePushDevice: defineRoute({
    method: "DELETE",
    path: "/api/settings/push/{deviceId}",
    tag: "settings",
    auth: "user",
    params: z.object({ deviceId: z.uuid() }),
    summary: "Stops push reminders on one of my devices.",
    answer: { description: "Removed.", schema: z.object({ removed: z.literal(true) }), example: { removed: true } },
    errors: [{ status: 404, code: "error.notFound", when: "no device of mine has this id" }],
    example: { params: { deviceId: OTHER } },
  }),
  subscribeNewsletter: defineRoute({
    method: "POST",
    path: "/api/settings/subscribe-newsletter",
    tag: "settings",
    auth: "user",
    body: newsletterInput,
    summary: "Subscribes to the newsletter (a confirmation mail follows) or unsubscribes.",
    answer: { description: "The newsletter state." },
    errors: [{ status: 429, code: "error.rateLimited", when: "too many confirmation mails sent to me lately" }],
    example: { body: { subscribe: true } },
  }),

  // ——— Newsletter links ———
  confirmNewsletter: defineRoute({
    method: "GET",
    path: "/api/newsletter/confirm",
    tag: "newsletter",
    auth: "public",
    query: z.object({ token: z.string().max(256).optional() }),
    summary: "The link in the confirmation mail: confirms the subscription.",
    answer: {
      status: 302,
      description: "Redirects to the newsletter page with `status=confirmed` or `status=invalid`.",
    },
    example: { query: { token: "a1b2c3d4e5f6" } },
  }),
  unsubscribeNewsletterLink: defineRoute({
    method: "GET",
    path: "/api/newsletter/unsubscribe",
    tag: "newsletter",
    auth: "public",
    query: z.object({ token: z.string().max(256).optional() }),
    summary: "The link in every newsletter: unsubscribes in one click.",
    answer: {
      status: 302,
      description: "Redirects to the newsletter page with `status=unsubscribed` or `status=invalid`.",
    },
    example: { query: { token: "a1b2c3d4e5f6" } },
  }),
  unsubscribeNewsletterOneClick: defineRoute({
    method: "POST",
    path: "/api/newsletter/unsubscribe",
    tag: "newsletter",
    auth: "public",
    crossSite: "one-click-unsubscribe",
    query: z.object({ token: z.string().max(256).optional() }),
    summary: "Mail clients' one-click unsubscribe (RFC 8058); the token authenticates, any origin may post.",
    answer: { status: 302, description: "Redirects to the newsletter page with the outcome." },
    example: { query: { token: "a1b2c3d4e5f6" } },
  }),

  // ——— Tournaments (public) ———
  listTournaments: defineRoute({
    method: "GET",
    path: "/api/tournaments",
    tag: "tournaments",
    auth: "public",
    summary: "Tournaments open for play: slug, sport, name, season, status, dates, next lock.",
    answer: { description: "An array of tournaments." },
  }),
  getTournament: defineRoute({
    method: "GET",
    path: "/api/tournaments/{slug}",
    tag: "tournaments",
    auth: "public",
    params: z.object({ slug }),
    summary: "One tournament with its matchdays.",
    answer: { description: "The tournament." },
    errors: [{ status: 404, code: "error.notFound", when: "no tournament has this slug" }],
    example: { params: { slug: TOURNAMENT } },
  }),
  listGames: defineRoute({
    method: "GET",
    path: "/api/tournaments/{slug}/games",
    tag: "tournaments",
    auth: "public",
    params: z.object({ slug }),
    query: z.object({ matchday: ordinal.optional() }),
    summary: "A tournament's games, all or one matchday's.",
    answer: { description: "An array of games with competitors, kickoff, lock, status and result." },
    errors: [{ status: 404, code: "error.notFound", when: "no tournament has this slug" }],
    example: { params: { slug: TOURNAMENT }, query: { matchday: "1" } },
  }),
  worldTable: defineRoute({
    method: "GET",
    path: "/api/tournaments/{slug}/world",
    tag: "tournaments",
    auth: "session-cookie",
    params: z.object({ slug }),
    query: worldQuery,
    summary:
      "The whole world's table of a tournament: every player ranked on the mode's default rule set, whatever groups they play in; a page of it, all players, one country's or my groups' members, with my own row.",
    description:
      "Built by the `world` job after results and membership changes (decision 0048): `builtAt` says when. `rank` is among all players of the mode; `place` is the place in the view asked for. A page past the end answers the last one.",
    answer: {
      description:
        "`{ mode, builtAt, total, page, pages, size, me, playing, rows }`: `me` is my row (null when the stored table has none of mine), with my place in the view (null when the filter leaves me out); `playing` says, read live, whether I have an active membership of a group of this mode (true with `me` null: I joined after the last build).",
    },
    errors: [
      { status: 404, code: "error.notFound", when: "no tournament has this slug" },
      {
        status: 400,
        code: "error.validation.invalid",
        when: "both `country` and `groups` are given, or the country is unknown",
      },
    ],
    example: { params: { slug: TOURNAMENT }, query: { mode: "expert", country: "DE", page: "2" } },
  }),
  publicLeagues: defineRoute({
    method: "GET",
    path: "/api/tournaments/{slug}/leagues",
    tag: "groups",
    auth: "optional",
    params: z.object({ slug }),
    query: z.object({ page: z.coerce.number().int().min(1).max(100_000).optional() }),
    summary:
      "A tournament's public leagues (groups their owners made public), newest first, 50 a page: anyone can join one without an invitation, while it has room.",
    answer: { description: "`{ total, page, pages, leagues: [{ groupId, name, mode, members, full, mine }] }`." },
    errors: [{ status: 404, code: "error.notFound", when: "no tournament has this slug" }],
    example: { params: { slug: TOURNAMENT }, query: { page: "1" } },
  }),
  tournamentCalendar: defineRoute({
    method: "GET",
    path: "/api/tournaments/{slug}/calendar.ics",
    tag: "calendar",
    auth: "public",
    params: z.object({ slug }),
    query: z.object({
      lang: localeInput
        .optional()
        .describe("The language of the events' titles; the site's default language without it."),
    }),
    summary: "A tournament's games as an iCalendar feed (RFC 5545) to subscribe to.",
    description:
      "Public like the schedule. Every game is one event with a stable UID; SEQUENCE and LAST-MODIFIED grow when a game moves, so subscribed calendars follow. Times are UTC. Subscribe with the same address and `webcal://` in place of `https://`.",
    answer: { description: "The feed.", contentType: "text/calendar; charset=utf-8" },
    errors: [{ status: 404, code: "error.notFound", when: "no tournament has this slug" }],
    example: { params: { slug: TOURNAMENT }, query: { lang: "de" } },
  }),
  tournamentShareImage: defineRoute({
    method: "GET",
    path: "/api/tournaments/{slug}/share.png",
    tag: "tournaments",
    auth: "public",
    params: z.object({ slug }),
    query: z.object({
      lang: localeInput
        .optional()
        .describe("The language of the image's text; the site's default language without it."),
    }),
    summary: "A tournament's social share image (og:image): its name, sport and dates, 1200×630 PNG.",
    description: "Public like the tournament page, cached by shared caches (decision 0037).",
    answer: { description: "The image.", contentType: "image/png" },
    errors: [{ status: 404, code: "error.notFound", when: "no tournament has this slug" }],
    example: { params: { slug: TOURNAMENT }, query: { lang: "uk" } },
  }),
  personalCalendar: defineRoute({
    method: "GET",
    path: "/api/calendar/{token}",
    tag: "calendar",
    auth: "public",
    params: z.object({
      token: z.string().min(1).max(128).describe("The secret of my feed, as my settings give it (`….ics`)."),
    }),
    summary: "My own iCalendar feed: the games of my groups' tournaments and when my picks lock in each group.",
    description:
      "The secret in the address authenticates (calendar apps send no cookie); it is made, replaced and turned off in my settings. Events are in my language; the lock of each of my groups follows its lock policy. Rate-limited per client address.",
    answer: { description: "The feed.", contentType: "text/calendar; charset=utf-8" },
    errors: [
      {
        status: 404,
        code: "error.notFound",
        when: "the secret is wrong, replaced or turned off (the same answer whether or not any player has it)",
      },
      { status: 429, code: "error.rateLimited", when: "too many reads from this address" },
    ],
    example: { params: { token: "Jx3bWq9LzT0aR4mK.4f1Gk2pQ8sV7nY3cE6hJ9wZ0bD5xL1uA2iO8rT4eS7m.ics" } },
  }),
  getCalendarLink: defineRoute({
    method: "GET",
    path: "/api/account/calendar",
    tag: "calendar",
    auth: "user",
    summary: "Whether my personal calendar feed is on, and since when (its secret is only shown when made).",
    answer: {
      description: "Its state.",
      schema: calendarLinkState,
      example: { active: true, createdAt: "2026-06-01T08:00:00.000Z" },
    },
  }),
  createCalendarLink: defineRoute({
    method: "POST",
    path: "/api/account/calendar",
    tag: "calendar",
    auth: "user",
    summary: "Makes a new secret address for my calendar feed; the previous one stops working.",
    answer: {
      description: "The feed's addresses, shown this once.",
      schema: calendarLink,
      example: {
        url: "https://callit.example/api/calendar/Jx3bWq9LzT0aR4mK.4f1Gk2pQ8sV7nY3cE6hJ9wZ0bD5xL1uA2iO8rT4eS7m.ics",
        webcal: "webcal://callit.example/api/calendar/Jx3bWq9LzT0aR4mK.4f1Gk2pQ8sV7nY3cE6hJ9wZ0bD5xL1uA2iO8rT4eS7m.ics",
        createdAt: "2026-06-01T08:00:00.000Z",
      },
    },
  }),
  revokeCalendarLink: defineRoute({
    method: "DELETE",
    path: "/api/account/calendar",
    tag: "calendar",
    auth: "user",
    summary: "Turns my calendar feed off: its address answers 404 from now on.",
    answer: { description: "Turned off.", schema: z.object({ revoked: z.literal(true) }), example: { revoked: true } },
  }),
  events: defineRoute({
    method: "GET",
    path: "/api/events",
    tag: "tournaments",
    auth: "optional",
    query: z.object({
      topics: topicsInput.describe("Comma-separated: `tournament:<slug>` (anyone) and `group:<groupId>` (members)."),
    }),
    summary: "Server-sent events: results and standings changes of the topics watched.",
    answer: { description: "An event stream that stays open.", contentType: "text/event-stream" },
    errors: [
      { status: 403, code: "error.forbidden", when: "a group topic of a group I am not in" },
      { status: 404, code: "error.notFound", when: "a tournament topic that does not exist" },
    ],
    example: { query: { topics: `tournament:${TOURNAMENT},group:${GROUP}` } },
  }),

  // ——— Groups ———
  createGroup: defineRoute({
    method: "POST",
    path: "/api/groups",
    tag: "groups",
    auth: "user",
    body: createGroupInput,
    summary: "Creates a group in a tournament; I am its owner.",
    answer: { status: 201, description: "The new group with its invitation code." },
    errors: [
      { status: 409, code: "error.group.limit", when: "the free limit of groups in the tournament is reached" },
      { status: 403, code: "error.plus.required", when: "custom scoring or jokers without Plus" },
    ],
    example: {
      body: {
        tournament: TOURNAMENT,
        name: "Office pool",
        mode: "simple",
        jokers: true,
        lockPolicy: { kind: "kickoff" },
      },
    },
  }),
  getGroup: defineRoute({
    method: "GET",
    path: "/api/groups/{groupId}",
    tag: "groups",
    auth: "user",
    params: groupParams,
    summary: "A group I am in: settings, members, my membership.",
    answer: { description: "The group." },
    errors: [{ status: 404, code: "error.notFound", when: "no group of mine has this id" }],
    example: { params: { groupId: GROUP } },
  }),
  updateGroupSettings: defineRoute({
    method: "POST",
    path: "/api/game/settings-update",
    tag: "groups",
    auth: "user",
    body: groupSettingsInput,
    summary: "Changes a group's settings (its owner only); can renew the invitation code.",
    answer: { description: "The group as stored." },
    errors: [
      { status: 403, code: "error.forbidden", when: "I am not the group's owner" },
      { status: 403, code: "error.group.noLongerMember", when: "I left this group, or a manager removed me" },
    ],
    example: { body: { groupId: GROUP, name: "Office pool 2", regenerateInvitation: true } },
  }),
  joinGroup: defineRoute({
    method: "POST",
    path: "/api/groups/{groupId}/join",
    tag: "groups",
    auth: "user",
    params: groupParams,
    body: joinGroupInput,
    summary: "Joins a group with its invitation code, or a public league without one (within the free limits).",
    answer: { description: "My membership." },
    errors: [
      { status: 404, code: "error.group.invitationInvalid", when: "the code is not the group's" },
      {
        status: 409,
        code: "error.group.nicknameTaken",
        when: 'another member plays under the name I chose (without one, my account\'s name, numbered if taken: "Ana 2")',
      },
    ],
    example: { params: { groupId: GROUP }, body: { invitationCode: "K7P2QX9M", nickname: "Ana" } },
  }),
  renameMember: defineRoute({
    method: "PUT",
    path: "/api/groups/{groupId}/nickname",
    tag: "groups",
    auth: "user",
    params: groupParams,
    body: renameMemberInput,
    summary:
      "Changes the name I play under in a group (a present member). Nobody else in the group may hold it, whatever its case.",
    answer: {
      description: "My membership, with the name as stored.",
      schema: z.object({ groupUserId: z.uuid(), nickname: z.string() }),
      example: { groupUserId: OTHER, nickname: "Ana B." },
    },
    errors: [
      { status: 404, code: "error.notFound", when: "I was never a member of this group" },
      { status: 409, code: "error.group.nicknameTaken", when: "another member plays under this name" },
    ],
    example: { params: { groupId: GROUP }, body: { nickname: "Ana B." } },
  }),
  leaveGroup: defineRoute({
    method: "POST",
    path: "/api/groups/{groupId}/leave",
    tag: "groups",
    auth: "user",
    params: groupParams,
    summary: "Leaves a group.",
    answer: { description: "Left." },
    example: { params: { groupId: GROUP } },
  }),
  continueGroup: defineRoute({
    method: "POST",
    path: "/api/groups/{groupId}/continue",
    tag: "groups",
    auth: "user",
    params: groupParams,
    body: z.object({ tournament: slug.describe("The next tournament of the same competition.") }).strict(),
    summary:
      "Continues a group into the next tournament of the same competition (its owner only): a new group with its active members, name, mode, rule set, lock policy, jokers and the suggested bonus questions it counted; no picks. Once per group.",
    answer: { status: 201, description: "`{ groupId, tournament, members }`: the new group." },
    errors: [
      { status: 403, code: "error.forbidden", when: "I am not the group's owner" },
      { status: 409, code: "error.season.continued", when: "the group has been continued already (`params.groupId`)" },
      {
        status: 409,
        code: "error.season.notNext",
        when: "the tournament is not a later, unfinished season of the same competition, or the series played it",
      },
      { status: 409, code: "error.group.limit", when: "the free limit of groups in that tournament is reached" },
      { status: 409, code: "error.group.full", when: "more members than the free size, without Plus there" },
      { status: 403, code: "error.plus.required", when: "custom scoring or jokers without Plus there" },
    ],
    example: { params: { groupId: GROUP }, body: { tournament: TOURNAMENT } },
  }),
  allTimeTable: defineRoute({
    method: "GET",
    path: "/api/groups/{groupId}/all-time",
    tag: "groups",
    auth: "user",
    params: groupParams,
    query: z.object({ page: z.coerce.number().int().min(1).max(100_000).optional() }),
    summary:
      "The all-time table of a group's seasons (its members only): each player's points summed over every season's table, with tournaments played; one page of 50, and my own row.",
    answer: {
      description:
        "`{ seasons: [{ groupId, slug, name, season }], rows: [{ rank, nickname, points, exact, tournaments, me }], mine, page, pages, total }`.",
    },
    errors: [{ status: 404, code: "error.notFound", when: "no group of mine has this id" }],
    example: { params: { groupId: GROUP }, query: { page: "1" } },
  }),
  removeMember: defineRoute({
    method: "DELETE",
    path: "/api/groups/{groupId}/members/{groupUserId}",
    tag: "groups",
    auth: "user",
    params: z.object({ groupId: id, groupUserId: id }),
    query: z.object({ newInvitation: z.stringbool().optional() }),
    summary:
      "Removes a member (the group's owner or an admin; never the owner). With `newInvitation=true`, the invitation link changes in the same transaction, so that the removed member cannot come back with the one they have.",
    answer: {
      description: "Removed; with `newInvitation=true`, the group's new invitation code.",
      schema: z.object({ removed: z.literal(true), invitationCode: z.string().optional() }),
      example: { removed: true, invitationCode: "k3Jx9QpL2mWz" },
    },
    errors: [
      {
        status: 403,
        code: "error.forbidden",
        when: "I am not one of the group's managers, or the member is its owner",
      },
      { status: 404, code: "error.notFound", when: "no present member of the group has this id" },
    ],
    example: { params: { groupId: GROUP, groupUserId: OTHER }, query: { newInvitation: "true" } },
  }),
  setMemberRole: defineRoute({
    method: "PUT",
    path: "/api/groups/{groupId}/members/{groupUserId}/role",
    tag: "groups",
    auth: "user",
    params: z.object({ groupId: id, groupUserId: id }),
    body: memberRoleInput,
    summary:
      "Makes a member a group admin, who then manages the group too (its settings, invitation link and members), or a member again. The group's owner only.",
    answer: {
      description: "The member's role as stored.",
      schema: z.object({ groupUserId: z.uuid(), role: z.enum(["admin", "member"]) }),
      example: { groupUserId: OTHER, role: "admin" },
    },
    errors: [
      { status: 403, code: "error.forbidden", when: "I am not the group's owner, or the member is" },
      { status: 404, code: "error.notFound", when: "no present member of the group has this id" },
    ],
    example: { params: { groupId: GROUP, groupUserId: OTHER }, body: { role: "admin" } },
  }),
  handOverGroup: defineRoute({
    method: "POST",
    path: "/api/groups/{groupId}/owner",
    tag: "groups",
    auth: "user",
    params: groupParams,
    body: handOverInput,
    summary: "Makes another member the group's owner (the owner only); I stay as a member.",
    answer: { description: "The new owner's membership.", schema: z.object({ owner: id }), example: { owner: OTHER } },
    errors: [
      { status: 403, code: "error.forbidden", when: "I am not the group's owner" },
      { status: 404, code: "error.notFound", when: "no other member of the group has this id" },
      {
        status: 409,
        code: "error.group.handoverLimit",
        when: "the member already owns the free limit of groups in the tournament, without Plus",
      },
    ],
    example: { params: { groupId: GROUP }, body: { groupUserId: OTHER } },
  }),
  getStandings: defineRoute({
    method: "GET",
    path: "/api/groups/{groupId}/standings",
    tag: "groups",
    auth: "session-cookie",
    params: groupParams,
    query: z.object({
      matchday: ordinal.optional(),
      page: z.coerce.number().int().min(1).max(100_000).optional(),
      size: z.coerce.number().int().min(1).max(500).optional(),
    }),
    summary:
      "A group's standings, overall or of one matchday: the whole table, or one page of it (`page`, `size` rows each, 50 by default).",
    answer: {
      description:
        "Rows with rank, member, points, exact and outcome counts, in the order of the table. The overall table's answer carries its number of rows in `X-Total-Count`.",
    },
    example: { params: { groupId: GROUP }, query: { matchday: "2" } },
  }),
  playerStats: defineRoute({
    method: "GET",
    path: "/api/groups/{groupId}/stats",
    tag: "groups",
    auth: "user",
    params: groupParams,
    query: z.object({
      member: id
        .optional()
        .describe("A member's id (`groupUserId`); mine without it. Another member's statistics need Plus."),
    }),
    summary:
      "A member's statistics: points and rank after each scored matchday, hit rates (exact, points but not exact, no points) beside the group's and the crowd's, best and worst picks.",
    answer: {
      description:
        "`{ member, total, series: [{ matchday, name, points, total, rank, groupAverage, crowdAverage }], hits: { mine, group, crowd }, best, worst }`.",
    },
    errors: [
      { status: 403, code: "error.plus.required", when: "another member's statistics without Plus for the tournament" },
      { status: 404, code: "error.notFound", when: "no group of mine has this id, or the member is not in it" },
    ],
    example: { params: { groupId: GROUP }, query: { member: OTHER } },
  }),
  exportGroup: defineRoute({
    method: "GET",
    path: "/api/groups/{groupId}/export",
    tag: "groups",
    auth: "user",
    params: groupParams,
    query: z.object({ what: z.string().max(32).optional().describe("`picks` (default) or `standings`.") }),
    summary: "A group's picks (locked ones, and mine) or standings as CSV (Plus).",
    answer: { description: "A CSV file.", contentType: "text/csv; charset=utf-8" },
    errors: [{ status: 403, code: "error.plus.export", when: "no Plus for the tournament" }],
    example: { params: { groupId: GROUP }, query: { what: "standings" } },
  }),

  groupShareImage: defineRoute({
    method: "GET",
    path: "/api/groups/{groupId}/share.png",
    tag: "groups",
    auth: "optional",
    params: groupParams,
    query: z.object({
      lang: localeInput
        .optional()
        .describe("The language of the image's text; the site's default language without it."),
      code: z
        .string()
        .trim()
        .min(6)
        .max(64)
        .optional()
        .describe("The group's invitation code: the invitation's card, for a link preview without a session."),
    }),
    summary:
      "A group's social share image (og:image), 1200×630 PNG: for members the group's name and top three; with the invitation code, the invitation.",
    description:
      "Private (decision 0037): a member gets the tournament, the group's name and its top three; anyone with the group's current invitation code gets the tournament, the group's name and \"you're invited\" with the number of players, never a nickname or a pick. `Cache-Control: private`.",
    answer: { description: "The image.", contentType: "image/png" },
    errors: [
      {
        status: 404,
        code: "error.notFound",
        when: "not a member and no valid invitation code (the same answer whether or not the group exists)",
      },
    ],
    example: { params: { groupId: GROUP }, query: { lang: "uk", code: "K7P2QX9M" } },
  }),

  // ——— Bonus questions (decision 0049) ———
  getGroupBonus: defineRoute({
    method: "GET",
    path: "/api/groups/{groupId}/bonus",
    tag: "picks",
    auth: "user",
    params: groupParams,
    summary:
      "A group's bonus questions: their points and locks, my answers, everybody's once a question has locked, and the right answer once set.",
    answer: {
      description:
        "`{now, sport, manager, questions, options, competitors}`; `options` (what can be chosen) for the group's owner and admins only.",
    },
    errors: [{ status: 404, code: "error.notFound", when: "no group of mine has this id" }],
    example: { params: { groupId: GROUP } },
  }),
  setGroupBonus: defineRoute({
    method: "PUT",
    path: "/api/groups/{groupId}/bonus",
    tag: "picks",
    auth: "user",
    params: groupParams,
    body: groupBonusInput,
    summary:
      "Chooses which bonus questions count in a group, and their points (its owner and admins): a suggested question by `key`, or one of the tournament's by `questionId`.",
    answer: { description: "The group's bonus questions as `GET` answers them." },
    errors: [
      { status: 403, code: "error.forbidden", when: "I am a member, not the group's owner or admin" },
      {
        status: 409,
        code: "error.bonus.locked",
        when: "a question that has locked would be added, removed or given other points",
      },
    ],
    example: {
      params: { groupId: GROUP },
      body: {
        questions: [
          { key: "winner", points: 10 },
          { questionId: OTHER, points: 5 },
        ],
      },
    },
  }),
  saveBonusAnswers: defineRoute({
    method: "PUT",
    path: "/api/groups/{groupId}/bonus/answers",
    tag: "picks",
    auth: "user",
    params: groupParams,
    body: bonusAnswersInput,
    summary:
      "Saves my answers to a group's bonus questions, all or none: a competitor's id, a name, a whole number or true/false.",
    answer: { description: "The group's bonus questions as `GET` answers them." },
    errors: [
      { status: 409, code: "error.bonus.locked", when: "the question has locked (`formField` names it)" },
      { status: 400, code: "error.bonus.invalidAnswer", when: "the answer does not fit the question" },
    ],
    example: { params: { groupId: GROUP }, body: { answers: [{ questionId: OTHER, answer: GAME }] } },
  }),

  // ——— Picks ———
  getPicks: defineRoute({
    method: "GET",
    path: "/api/groups/{groupId}/picks",
    tag: "picks",
    auth: "user",
    params: groupParams,
    query: z.object({
      matchday: ordinal.optional(),
      groupUserId: z.string().max(64).optional().describe("Another member's picks (locked games only)."),
    }),
    summary: "My picks in a group (or another member's, once locked), per game.",
    answer: { description: "The pick sheet." },
    errors: [{ status: 404, code: "error.notFound", when: "no such group of mine or member" }],
    example: { params: { groupId: GROUP }, query: { matchday: "1" } },
  }),
  savePicks: defineRoute({
    method: "PUT",
    path: "/api/groups/{groupId}/picks",
    tag: "picks",
    auth: "session-cookie",
    params: groupParams,
    body: savePicksInput,
    summary: "Saves picks in a group; each pick is stored or rejected on its own (locked, invalid, joker rules).",
    description:
      'A pick\'s shape depends on the sport and the group\'s mode: football simple `"home"|"draw"|"away"`, expert `{home, away}` goals; rankings an array of competitor ids. `"pick": null` takes my pick of that game back (until it locks, as any change).',
    answer: {
      description:
        "What was saved and what was refused, each refusal in the error shape (code, params, field, translated message).",
      schema: picksResult,
      example: {
        saved: [{ gameId: GAME, joker: false }],
        rejected: [
          { gameId: OTHER, code: "error.pick.locked", message: "This game is locked: picks can no longer be changed." },
        ],
      },
    },
    errors: [
      { status: 400, code: "error.validation.required", when: "no pick could be read" },
      { status: 404, code: "error.notFound", when: "no group of mine has this id" },
    ],
    example: {
      params: { groupId: GROUP },
      body: { picks: [{ gameId: GAME, pick: { home: 2, away: 1 }, joker: true }] },
    },
  }),
  getGamePicks: defineRoute({
    method: "GET",
    path: "/api/groups/{groupId}/games/{gameId}/picks",
    tag: "picks",
    auth: "user",
    params: z.object({ groupId: id, gameId: id }),
    summary:
      "Every member's pick of one game with points and the distribution; empty until the game locks for the group.",
    answer: { description: "`{gameId, locked, lockAt, picks, distribution}`" },
    example: { params: { groupId: GROUP, gameId: GAME } },
  }),
  getPredictions: defineRoute({
    method: "GET",
    path: "/api/predictions",
    tag: "picks",
    auth: "user",
    query: z.object({ tournament: slug, mode: z.enum(GAME_MODES).optional() }),
    summary:
      "My pick per game across my groups of one mode in a tournament, and the crowd's distribution of locked games.",
    answer: { description: "`{mode, modes, groups, games}`" },
    errors: [{ status: 409, code: "error.predictions.noGroups", when: "I have no group in this tournament" }],
    example: { query: { tournament: TOURNAMENT, mode: "expert" } },
  }),
  savePredictions: defineRoute({
    method: "PUT",
    path: "/api/predictions",
    tag: "picks",
    auth: "user",
    body: savePredictionsInput,
    summary: "Saves the same picks in every group of mine in the tournament that plays the mode.",
    answer: { description: "`{mode, groups, saved, rejected}`, each entry with its group." },
    example: { body: { tournament: TOURNAMENT, mode: "simple", picks: [{ gameId: GAME, pick: "home" }] } },
  }),

  // ——— Plus ———
  initPayment: defineRoute({
    method: "POST",
    path: "/api/billing/init-payment",
    tag: "billing",
    auth: "user",
    body: z
      .object({
        tournament: z.string().trim().min(1).max(64),
        plan: z.enum(Object.keys(PLUS_PLANS) as [PlusPlan, ...PlusPlan[]]),
      })
      .strict(),
    summary: "Starts a Plus purchase for a tournament.",
    answer: { description: "`{subscriptionId, redirectUrl}`: where to pay." },
    errors: [
      { status: 409, code: "error.plus.alreadyActive", when: "Plus is already active for this tournament" },
      {
        status: 409,
        code: "error.plus.paymentUnderWay",
        when: "the buyer's earlier checkout of this tournament was paid (its confirmation is on its way), or is being opened by another request; an earlier checkout not paid is closed instead",
      },
    ],
    example: { body: { tournament: TOURNAMENT, plan: "plus" } },
  }),
  getSubscription: defineRoute({
    method: "GET",
    path: "/api/billing/subscriptions/{subscriptionId}",
    tag: "billing",
    auth: "user",
    params: z.object({ subscriptionId: id }),
    summary: "One purchase of mine, for the status page while it is pending.",
    answer: { description: "The purchase and its status." },
    example: { params: { subscriptionId: OTHER } },
  }),
  sandboxCheckout: defineRoute({
    method: "POST",
    path: "/api/billing/sandbox/{subscriptionId}",
    tag: "billing",
    auth: "user",
    params: z.object({ subscriptionId: id }),
    body: z.object({ outcome: z.enum(SANDBOX_OUTCOMES) }).strict(),
    summary:
      "The sandbox checkout (test mode only, no payment provider configured): ends my pending payment as I choose.",
    answer: { description: "The purchase as it ended." },
    example: { params: { subscriptionId: OTHER }, body: { outcome: "succeeded" } },
  }),
  paymentWebhook: defineRoute({
    method: "POST",
    path: "/api/billing/update-status/{subscriptionId}",
    tag: "billing",
    auth: "public",
    crossSite: "signed-webhook",
    rawBody: true,
    params: z.object({ subscriptionId: z.string().min(1).max(64) }),
    summary:
      "The payment provider's signed status webhook (server to server; the signature over the raw body authenticates it).",
    answer: { description: "Received." },
    errors: [{ status: 400, code: "error.billing.signature", when: "the signature does not match" }],
    example: { params: { subscriptionId: "stripe" } },
  }),

  // ——— Contact ———
  contact: defineRoute({
    method: "POST",
    path: "/api/contact",
    tag: "contact",
    auth: "public",
    body: contactInput,
    summary: "Sends a message to the operators.",
    answer: { status: 201, description: "Received." },
    errors: [{ status: 429, code: "error.rateLimited", when: "too many messages from this address" }],
    example: {
      body: {
        name: "Ana",
        email: "ana@example.com",
        subject: "Hello",
        message: "The standings look great, thank you!",
      },
    },
  }),

  // ——— Files ———
  getAvatar: defineRoute({
    method: "GET",
    path: "/api/storage/avatars/{key}",
    tag: "account",
    auth: "public",
    params: z.object({ key: storageKey }),
    summary: "A profile picture.",
    answer: { description: "The image.", contentType: "image/webp" },
    errors: [{ status: 404, code: "error.notFound", when: "no picture has this key" }],
    example: { params: { key: "3f2a9c.webp" } },
  }),

  // ——— Administration ———
  createTournament: defineRoute({
    method: "POST",
    path: "/api/admin/tournaments",
    tag: "admin",
    auth: "admin",
    body: createTournamentInput,
    summary: "Creates a tournament.",
    answer: { status: 201, description: "The tournament." },
    errors: [{ status: 409, code: "error.tournament.slugTaken", when: "the slug is taken" }],
    example: {
      body: {
        slug: TOURNAMENT,
        sport: "football",
        name: "World Cup 2026",
        startsAt: "2026-06-11T00:00:00Z",
        timeZone: "America/New_York",
      },
    },
  }),
  updateTournament: defineRoute({
    method: "PATCH",
    path: "/api/admin/tournaments/{slug}",
    tag: "admin",
    auth: "admin",
    params: z.object({ slug }),
    body: updateTournamentInput,
    summary: "Changes a tournament (name, season, status, dates, time zone).",
    answer: { description: "The tournament." },
    example: { params: { slug: TOURNAMENT }, body: { status: "started" } },
  }),
  createCompetitor: defineRoute({
    method: "POST",
    path: "/api/admin/tournaments/{slug}/competitors",
    tag: "admin",
    auth: "admin",
    params: z.object({ slug }),
    body: competitorInput,
    summary: "Adds a team, driver or country to a tournament.",
    answer: { status: 201, description: "The competitor." },
    example: { params: { slug: TOURNAMENT }, body: { name: "Portugal", code: "PT", kind: "country" } },
  }),
  updateCompetitor: defineRoute({
    method: "PATCH",
    path: "/api/admin/competitors/{competitorId}",
    tag: "admin",
    auth: "admin",
    params: z.object({ competitorId: id }),
    body: competitorInput.partial(),
    summary: "Changes a competitor.",
    answer: { description: "The competitor." },
    example: { params: { competitorId: OTHER }, body: { name: "Portugal" } },
  }),
  createMatchday: defineRoute({
    method: "POST",
    path: "/api/admin/tournaments/{slug}/matchdays",
    tag: "admin",
    auth: "admin",
    params: z.object({ slug }),
    body: matchdayInput,
    summary: "Adds a matchday.",
    answer: { status: 201, description: "The matchday." },
    example: { params: { slug: TOURNAMENT }, body: { ordinal: 1, name: "Group stage 1" } },
  }),
  updateMatchday: defineRoute({
    method: "PATCH",
    path: "/api/admin/tournaments/{slug}/matchdays/{ordinal}",
    tag: "admin",
    auth: "admin",
    params: z.object({ slug, ordinal }),
    body: updateMatchdayInput,
    summary: "Changes a matchday's name or status.",
    answer: { description: "The matchday." },
    example: { params: { slug: TOURNAMENT, ordinal: "1" }, body: { status: "finished" } },
  }),
  createGame: defineRoute({
    method: "POST",
    path: "/api/admin/tournaments/{slug}/games",
    tag: "admin",
    auth: "admin",
    params: z.object({ slug }),
    body: gameInput,
    summary: "Adds a game to a matchday.",
    answer: { status: 201, description: "The game." },
    example: {
      params: { slug: TOURNAMENT },
      body: { matchday: 1, kickoff: "2026-06-11T19:00:00Z", homeId: GAME, awayId: OTHER, venue: "Estadio Azteca" },
    },
  }),
  updateGame: defineRoute({
    method: "PATCH",
    path: "/api/admin/games/{gameId}",
    tag: "admin",
    auth: "admin",
    params: z.object({ gameId: id }),
    body: updateGameInput,
    summary: "Changes a game's schedule (kickoff, lock, competitors, venue).",
    answer: { description: "The game." },
    example: { params: { gameId: GAME }, body: { kickoff: "2026-06-11T20:00:00Z" } },
  }),
  deleteGame: defineRoute({
    method: "DELETE",
    path: "/api/admin/games/{gameId}",
    tag: "admin",
    auth: "admin",
    params: z.object({ gameId: id }),
    summary: "Deletes a game.",
    answer: { description: "Deleted." },
    example: { params: { gameId: GAME } },
  }),
  setResult: defineRoute({
    method: "PUT",
    path: "/api/admin/games/{gameId}/result",
    tag: "admin",
    auth: "admin",
    params: z.object({ gameId: id }),
    body: resultInput,
    summary: "Enters a game's status and result; points and standings follow at once, and watchers get an event.",
    answer: { description: "The game." },
    errors: [
      { status: 400, code: "error.result.invalid", when: "the result does not fit the sport" },
      {
        status: 400,
        code: "error.result.scoresMissing",
        when: "a score lacks a side, or a game set finished has no result (never a 0–0 by default)",
      },
    ],
    example: { params: { gameId: GAME }, body: { status: "finished", result: { home: 2, away: 1 } } },
  }),
  importTournament: defineRoute({
    method: "POST",
    path: "/api/admin/tournaments/{slug}/import",
    tag: "admin",
    auth: "admin",
    params: z.object({ slug }),
    upload: { maxBytes: IMPORT_MAX_BYTES, formField: "file" },
    form: importFields,
    summary:
      "Queues the import of a schedule (multipart/form-data: the file in `file`, and the fields below); the tournament is created when new.",
    description:
      "The file is kept and imported by a background job run on any instance (decision 0046): follow it with `GET /api/admin/imports/{id}` until it has succeeded (with what was created and changed) or failed (with the error, and nothing changed).",
    answer: { status: 202, description: "The queued run.", schema: importRun, example: queuedImportExample },
    errors: [
      { status: 400, code: "error.validation.required", when: "no file, or no sport (CSV) or year (Eurovision)" },
      { status: 413, code: "error.tooLarge", when: "the file is over 20 MB" },
    ],
    example: { params: { slug: TOURNAMENT } },
  }),
  listImports: defineRoute({
    method: "GET",
    path: "/api/admin/imports",
    tag: "admin",
    auth: "admin",
    summary:
      "The latest uploaded imports, newest first: each queued, running, succeeded (with its counts) or failed (with its error in the caller's language).",
    answer: { description: "An array of import runs.", schema: z.array(importRun), example: [queuedImportExample] },
  }),
  getImport: defineRoute({
    method: "GET",
    path: "/api/admin/imports/{id}",
    tag: "admin",
    auth: "admin",
    params: z.object({ id: z.uuid() }),
    summary: "One uploaded import, as the admin page follows it until it is done.",
    answer: {
      description: "The import run.",
      schema: importRun,
      example: {
        ...queuedImportExample,
        status: "failed",
        startedAt: "2026-06-01T08:00:01.000Z",
        finishedAt: "2026-06-01T08:00:02.000Z",
        error: {
          code: "error.import.invalid",
          message: 'The file was not imported: line 7: away_score must be a whole number ≥ 0, found "-1"',
          params: { where: "line 7", problem: 'away_score must be a whole number ≥ 0, found "-1"' },
        },
      },
    },
    example: { params: { id: IMPORT_RUN } },
  }),
  listBonusQuestions: defineRoute({
    method: "GET",
    path: "/api/admin/tournaments/{slug}/bonus",
    tag: "admin",
    auth: "admin",
    params: z.object({ slug }),
    summary: "A tournament's bonus questions with their locks, answers and how many groups count each.",
    answer: { description: "The questions." },
    example: { params: { slug: TOURNAMENT } },
  }),
  createBonusQuestion: defineRoute({
    method: "POST",
    path: "/api/admin/tournaments/{slug}/bonus",
    tag: "admin",
    auth: "admin",
    params: z.object({ slug }),
    body: createBonusQuestionInput,
    summary: "Adds a bonus question of the tournament's own (groups may then choose it).",
    answer: { status: 201, description: "`{id}`" },
    example: { params: { slug: TOURNAMENT }, body: { kind: "number", text: "How many goals in the final?" } },
  }),
  updateBonusQuestion: defineRoute({
    method: "PATCH",
    path: "/api/admin/bonus/{questionId}",
    tag: "admin",
    auth: "admin",
    params: z.object({ questionId: id }),
    body: updateBonusQuestionInput,
    summary: "Sets, corrects or clears a bonus question's answer (once it has locked), or moves its lock (before it).",
    answer: { description: "The question." },
    errors: [
      { status: 409, code: "error.bonus.notLocked", when: "an answer before the question has locked" },
      { status: 409, code: "error.bonus.locked", when: "a lock moved after it was reached" },
    ],
    example: { params: { questionId: OTHER }, body: { answer: GAME } },
  }),
  listJobs: defineRoute({
    method: "GET",
    path: "/api/admin/jobs",
    tag: "admin",
    auth: "admin",
    summary:
      "The background jobs (decision 0036): each with its last run, last success, duration, last failure and its message, next run and failures.",
    answer: { description: "An array of jobs, in the order the admin page shows them." },
  }),
  listSites: defineRoute({
    method: "GET",
    path: "/api/admin/sites",
    tag: "admin",
    auth: "admin",
    summary: "The sites (hosts with their own name, languages and featured tournaments).",
    answer: { description: "An array of sites." },
  }),
  createSite: defineRoute({
    method: "POST",
    path: "/api/admin/sites",
    tag: "admin",
    auth: "admin",
    body: createSiteInput,
    summary: "Adds a site.",
    answer: { status: 201, description: "The site." },
    example: { body: { host: "cup.example.com", name: "Cup Predictor", locales: ["en", "de"], defaultLocale: "en" } },
  }),
  updateSite: defineRoute({
    method: "PATCH",
    path: "/api/admin/sites/{siteId}",
    tag: "admin",
    auth: "admin",
    params: z.object({ siteId: id }),
    body: updateSiteInput,
    summary: "Changes a site.",
    answer: { description: "The site." },
    example: { params: { siteId: OTHER }, body: { slogan: "Call every game" } },
  }),
  deleteSite: defineRoute({
    method: "DELETE",
    path: "/api/admin/sites/{siteId}",
    tag: "admin",
    auth: "admin",
    params: z.object({ siteId: id }),
    summary: "Removes a site.",
    answer: { description: "Removed." },
    example: { params: { siteId: OTHER } },
  }),

  listSsoProviders: defineRoute({
    method: "GET",
    path: "/api/admin/sso",
    tag: "admin",
    auth: "admin",
    summary: "The organisations' identity providers for single sign-on (never their client secrets).",
    answer: { description: "An array of providers." },
  }),
  createSsoProvider: defineRoute({
    method: "POST",
    path: "/api/admin/sso",
    tag: "admin",
    auth: "admin",
    body: createSsoProviderInput,
    summary: "Registers an organisation's OpenID Connect or SAML 2.0 identity provider for its e-mail domains.",
    description:
      "An OpenID Connect provider is discovered from its issuer, whose origin must be in `SSO_IDP_ORIGINS`. A SAML provider is given by its entity ID, sign-in URL and signing certificate. The answer never carries the client secret.",
    answer: { status: 201, description: "The provider, with the callback URL to configure at the identity provider." },
    errors: [
      { status: 409, code: "error.sso.domainTaken", when: "a domain has a provider already" },
      { status: 409, code: "error.sso.idTaken", when: "the id is taken" },
      { status: 400, code: "error.sso.untrustedOrigin", when: "the issuer's origin is not in SSO_IDP_ORIGINS" },
      { status: 400, code: "error.sso.discoveryFailed", when: "the issuer answers no usable discovery document" },
    ],
    example: {
      body: {
        type: "oidc",
        providerId: "acme",
        name: "Acme Corp",
        domains: ["acme.example"],
        issuer: "https://login.acme.example",
        clientId: "callit",
        clientSecret: "s3cret",
      },
    },
  }),
  updateSsoProvider: defineRoute({
    method: "PATCH",
    path: "/api/admin/sso/{providerId}",
    tag: "admin",
    auth: "admin",
    params: z.object({ providerId: slug }),
    body: updateSsoProviderInput,
    summary: "Switches a provider on or off (off: its domains sign in as before).",
    answer: { description: "The provider." },
    example: { params: { providerId: "acme" }, body: { enabled: false } },
  }),
  deleteSsoProvider: defineRoute({
    method: "DELETE",
    path: "/api/admin/sso/{providerId}",
    tag: "admin",
    auth: "admin",
    params: z.object({ providerId: slug }),
    summary: "Removes a provider and the sign-ins through it.",
    answer: { description: "Removed." },
    example: { params: { providerId: "acme" } },
  }),
  discoverSso: defineRoute({
    method: "POST",
    path: "/api/sso/discover",
    tag: "auth",
    auth: "public",
    body: ssoDiscoverInput,
    summary: "Whether an address signs in through its organisation's identity provider (the sign-in form asks).",
    answer: { description: "`{ domain, provider: { providerId, name } | null }`." },
    example: { body: { email: "ana@acme.example" } },
  }),

  // ——— Anything else ———
  notFound: defineRoute({
    method: "GET",
    path: "/api/{path}",
    tag: "operations",
    auth: "public",
    summary: "Any path no route serves.",
    answer: { description: "Never: 404 `error.notFound`." },
    undocumented:
      "the catch-all of unknown paths answers 404 `error.notFound` with any method; the document's general description says so",
  }),
};

export type RouteId = keyof typeof routes;
