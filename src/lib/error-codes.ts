/**
 * Every error code of ours, one line each: code → HTTP status (decision 0057). The code is its own
 * translation key (seed §3): `error.x.y` is the message at `error.x.y` in
 * `messages/<locale>/common.json`. The table's type makes its codes exactly the messages under
 * `error` in English, so a code without a message (or a message without a code) does not compile,
 * and `error-codes.test.ts` finds each code's message in all ten languages.
 *
 * Adding a code: one line here (`"error.area.reason": 409,`), and its message in every locale.
 * Throw it as `new AppError({ code: "error.area.reason" })`: the status comes from here.
 */
import type english from "../../messages/en/common.json";

/** The dotted paths of a message tree's leaves, under a prefix. */
type Leaves<T, Prefix extends string> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}.${K}` : Leaves<T[K], `${Prefix}.${K}`>;
}[keyof T & string];

/** Every message under `error` in the English file, the reference every locale follows. */
type ErrorMessageKey = Leaves<(typeof english)["error"], "error">;

export const ERROR_CODES = {
  // General. `error.general` keeps AppError's old default status; each throw of it says its own.
  "error.general": 400,
  "error.network": 0, // the browser's own: no answer came
  "error.unavailable": 503,
  "error.badRequest": 400,
  "error.forbidden": 403,
  "error.notFound": 404,
  "error.methodNotAllowed": 405,
  "error.rateLimited": 429,
  "error.tooLarge": 413,

  // Input (zod issues, decision 0021).
  "error.validation.invalid": 400,
  "error.validation.controlCharacters": 400,
  "error.validation.required": 400,
  "error.validation.email": 400,
  "error.validation.tooShort": 400,
  "error.validation.tooLong": 400,
  "error.validation.body": 400,

  // Accounts. Better Auth's answers keep Better Auth's status (src/lib/auth-errors.ts).
  "error.auth.required": 401,
  "error.auth.invalidCredentials": 401,
  "error.auth.emailNotVerified": 403,
  "error.auth.sessionExpired": 401,
  "error.auth.tooManyAttempts": 429,
  "error.auth.invalidCode": 400,
  "error.auth.invalidToken": 400,
  "error.auth.agreementsRequired": 403,
  // The sign-up form's boxes, each said on its own (the server answers agreementsRequired).
  "error.auth.termsRequired": 400,
  "error.auth.privacyRequired": 400,
  "error.auth.lastSignInMethod": 400,
  "error.auth.freshSessionRequired": 403,
  "error.auth.passwordWrong": 400,
  "error.auth.emailTaken": 422,
  "error.auth.passkeyFailed": 400,
  // The browser's own passkey prompt (src/ui/auth/passkey-errors.ts): made in the browser, never answered.
  "error.auth.passkeyCancelled": 400,
  "error.auth.passkeyExists": 400,
  "error.auth.providerFailed": 400,
  "error.password.weak": 400,
  "error.password.tooShort": 400,
  "error.password.tooLong": 400,
  "error.password.common": 400,
  "error.password.repetitive": 400,
  "error.password.personal": 400,
  "error.phone.invalid": 400,
  "error.phone.codeFormat": 400,
  "error.phone.codeWrong": 400,
  "error.phone.codeSpent": 400,
  "error.phone.codeExpired": 400,
  "error.phone.exists": 409,
  "error.phone.none": 400,
  "error.phone.smsFailed": 502,
  "error.wallet.cancelled": 0, // the browser's own: the wallet was closed
  "error.wallet.expired": 400,
  "error.wallet.messageInvalid": 400,
  "error.wallet.nonceUsed": 400,
  "error.wallet.signatureInvalid": 401,
  "error.wallet.wrongSite": 400,
  "error.wallet.linkedElsewhere": 409,
  "error.wallet.lastWayIn": 409,
  "error.wallet.removeInSettings": 400,
  "error.sso.disabled": 403,
  "error.sso.domainTaken": 409,
  "error.sso.idTaken": 409,
  "error.sso.untrustedOrigin": 400,
  "error.sso.discoveryFailed": 400,
  "error.sso.invalidConfiguration": 400,
  "error.sso.notLinked": 403,
  "error.sso.foreignDomain": 403,
  "error.sso.emailUnverified": 403,
  "error.sso.stateMismatch": 400,
  "error.sso.invalidResponse": 401,
  "error.sso.replayed": 400,
  "error.sso.failed": 400,
  "error.avatar.tooLarge": 413,
  "error.avatar.type": 415,
  "error.avatar.unreadable": 400,

  // Picks (src/lib/scoring/picks.ts) and their refusals in a saved sheet.
  "error.pick.locked": 409,
  "error.pick.invalid": 400,
  "error.pick.score": 400,
  "error.pick.incomplete": 400,
  "error.pick.qualifiersCount": 400,
  "error.pick.rankingCount": 400,
  "error.pick.entrantTwice": 400,
  "error.pick.unknownEntrant": 400,
  "error.pick.noField": 400,
  "error.pick.hockeyDraw": 400,
  "error.pick.basketballDraw": 400,
  "error.pick.overtimeMargin": 400,
  "error.pick.advancesMissing": 400,
  "error.pick.advancesNotDraw": 400,
  "error.pick.jokerOff": 400,
  "error.pick.jokerUsed": 409,
  "error.predictions.noGroups": 409,

  // Groups and Plus.
  "error.group.full": 409,
  "error.group.limit": 409,
  "error.group.invitationInvalid": 404,
  "error.group.noLongerMember": 403,
  "error.group.rulesLocked": 409,
  "error.group.modeHasPicks": 409,
  "error.group.policyLocksOpen": 409,
  "error.group.scoringInvalid": 400,
  "error.group.tournamentFinished": 409,
  "error.group.ownerCannotLeave": 409,
  "error.group.nicknameTaken": 409,
  "error.group.handoverLimit": 409,
  "error.plus.required": 403,
  "error.plus.alreadyActive": 409,
  "error.plus.notPending": 409,
  "error.plus.paymentUnderWay": 409,
  "error.plus.tournamentFinished": 409,
  "error.plus.reminderLead": 403,
  "error.plus.export": 403,
  "error.billing.signature": 400,
  "error.billing.providerUnavailable": 502,
  "error.bonus.locked": 409,
  "error.bonus.notLocked": 409,
  "error.bonus.invalidAnswer": 400,
  "error.bonus.lockInPast": 400,
  "error.bonus.points": 400,
  "error.push.endpoint": 400,
  "error.push.tooMany": 409,
  "error.push.off": 503,
  "error.season.continued": 409,
  "error.season.notNext": 409,

  // Tournaments, games, results and imports (admins).
  "error.tournament.slugFormat": 400,
  "error.tournament.slugReserved": 400,
  "error.tournament.slugTaken": 409,
  "error.status.transition": 409,
  "error.matchday.exists": 409,
  "error.game.unknownCompetitor": 400,
  "error.game.sameCompetitor": 400,
  "error.game.lockAfterKickoff": 400,
  "error.game.finishedInFuture": 400,
  "error.result.invalid": 400,
  "error.result.scoresMissing": 400,
  "error.result.notStarted": 409,
  "error.result.drawNotAllowed": 400,
  "error.result.overtimeMargin": 400,
  "error.result.knockoutOnly": 400,
  "error.result.extraTimeAfterDraw": 400,
  "error.result.extraTimeCumulative": 400,
  "error.result.penaltiesAfterDraw": 400,
  "error.result.penaltiesDraw": 400,
  "error.result.duplicateEntrant": 400,
  "error.result.unknownEntrant": 400,
  "error.result.qualifiersCount": 400,
  "error.import.sportMismatch": 409,
  "error.import.invalid": 422,
  "error.import.failed": 500,
  "error.site.defaultLocale": 400,

  // The database's own refusals, by SQLSTATE (src/lib/db-errors.ts): conflicts 409, bad values 400.
  "error.database.unknown": 500,
  "error.database.23505": 409, // unique violation
  "error.database.23503": 409, // foreign key violation
  "error.database.23514": 400, // check violation
  "error.database.23502": 400, // not null violation
  "error.database.22P02": 400, // invalid text representation
  "error.database.22001": 400, // value too long
  // Invalid input that got past the schemas (decision 0021): the caller's fault, never a 500.
  "error.database.22003": 400, // numeric value out of range
  "error.database.22007": 400, // invalid datetime format
  "error.database.22008": 400, // datetime field overflow
  "error.database.22021": 400, // character not in repertoire (a NUL byte in text)
  "error.database.22023": 400, // invalid parameter value
  "error.database.22P05": 400, // untranslatable character
  "error.database.40001": 409, // serialization failure
  "error.database.PGRST301": 401, // authentication failure
} as const satisfies Record<ErrorMessageKey, number>;

/** A code of ours: a key of the table, so `"error.nope"` is a type error wherever a code is expected. */
export type ErrorCode = keyof typeof ERROR_CODES;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && Object.hasOwn(ERROR_CODES, value);
}

/** The HTTP status a code answers with, unless its throw says otherwise. */
export function statusOf(code: ErrorCode): number {
  return ERROR_CODES[code] ?? 400;
}
