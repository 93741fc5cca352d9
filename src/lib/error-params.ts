/**
 * Some errors name a status or a sport in their params: the API keeps the codes (clients can act
 * on them), the message shows them in the reader's words. One table, used by the server's
 * messages and by the forms that translate an error again.
 */
import type { ErrorParams } from "./errors";

/** Per error code: which param holds a code of which message namespace. */
const CODE_PARAMS: Record<string, Record<string, string>> = {
  "error.status.transition": { from: "status", to: "status" },
  "error.import.sportMismatch": { sport: "sport" },
};

type Lookup = { has(key: string): boolean; (key: string): string };

export function localizeParams(code: string, params: ErrorParams | undefined, t: Lookup): ErrorParams | undefined {
  const names = CODE_PARAMS[code];
  if (!names || !params) return params;
  const out: ErrorParams = { ...params };
  for (const [name, namespace] of Object.entries(names)) {
    const key = `${namespace}.${String(params[name])}`;
    if (params[name] !== undefined && t.has(key)) out[name] = t(key);
  }
  return out;
}
