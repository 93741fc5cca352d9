/**
 * The browser's `error-status.ts` (decision 0096, next.config.ts): an error the browser holds came
 * either from a server's answer, which carries its status (`appErrorFromBody`), or was made here,
 * where no HTTP answer came: 0, as `error.network` has in the table.
 */
export function statusOf(): number {
  return 0;
}
