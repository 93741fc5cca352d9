/**
 * The status an error code answers with when its throw names none: the table's (decision 0096).
 * The browser's build takes `error-status.browser.ts` in its place (next.config.ts), so the table
 * of every code's status stays on the server.
 */
export { statusOf } from "./error-codes";
