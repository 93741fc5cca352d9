import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LOCALES } from "./constants";
import { ERROR_CODES, isErrorCode, type ErrorCode } from "./error-codes";
import { AppError } from "./errors";

type Tree = { [key: string]: string | Tree };

function errorMessages(locale: string): Map<string, string> {
  const file = path.join(process.cwd(), "messages", locale, "common.json");
  const out = new Map<string, string>();
  const walk = (tree: Tree, prefix: string) => {
    for (const [key, value] of Object.entries(tree))
      if (typeof value === "string") out.set(`${prefix}.${key}`, value);
      else walk(value, `${prefix}.${key}`);
  };
  walk((JSON.parse(readFileSync(file, "utf8")) as { error: Tree }).error, "error");
  return out;
}

const codes = Object.keys(ERROR_CODES) as ErrorCode[];

describe("the table of error codes", () => {
  it.each(LOCALES)("gives every code a message in %s, and every error message a code", (locale) => {
    const messages = errorMessages(locale);
    const missing = codes.filter((code) => !messages.get(code)?.trim());
    expect(missing, `codes without a message in ${locale}`).toEqual([]);
    expect([...messages.keys()].filter((key) => !isErrorCode(key))).toEqual([]);
  });

  it("answers with HTTP statuses (the browser's own network error has none)", () => {
    for (const code of codes) {
      const status = ERROR_CODES[code];
      // The browser's own: no answer came, or the wallet was closed.
      if (code === "error.network" || code === "error.wallet.cancelled") expect(status).toBe(0);
      else expect(status, code).toSatisfy((s: number) => Number.isInteger(s) && s >= 400 && s <= 599);
    }
  });

  it("gives an error its code's status unless the throw says otherwise", () => {
    expect(new AppError({ code: "error.notFound" }).status).toBe(404);
    expect(new AppError({ code: "error.pick.locked" }).status).toBe(409);
    expect(new AppError({ code: "error.unavailable" }).status).toBe(503);
    expect(new AppError({ code: "error.notFound", status: 403 }).status).toBe(403);
    expect(isErrorCode("error.nope")).toBe(false);
    expect(isErrorCode("toString")).toBe(false);
  });

  it("refuses an unknown code at compile time", () => {
    // `npm run typecheck` fails when this line compiles: a code must be a key of the table.
    // @ts-expect-error "error.nope" is not a code of the table.
    const error = new AppError({ code: "error.nope" });
    expect(error.code).toBe("error.nope");
  });
});
