import "server-only";
import { ImportError } from "./types";

/** Small readers for parsed JSON/YAML: each names the place (`where`) when the value is not what we need. */
export type Fields = Record<string, unknown>;

export function describeValue(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "string") return `"${value}"`;
  if (typeof value === "object") return "an object";
  return String(value);
}

export function asObject(value: unknown, where: string): Fields {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new ImportError(`must be an object, found ${describeValue(value)}`, where);
  }
  return value as Fields;
}

export function asArray(value: unknown, where: string): unknown[] {
  if (!Array.isArray(value)) throw new ImportError(`must be a list, found ${describeValue(value)}`, where);
  return value;
}

export function isAbsent(value: unknown): value is null | undefined {
  return value === undefined || value === null;
}

export function requiredString(object: Fields, key: string, where: string): string {
  const value = object[key];
  if (typeof value !== "string" || value.trim() === "") {
    throw new ImportError(
      `must be a non-empty text, found ${isAbsent(value) ? "nothing" : describeValue(value)}`,
      `${where}.${key}`,
    );
  }
  return value.trim();
}

export function optionalString(object: Fields, key: string, where: string): string | undefined {
  const value = object[key];
  if (isAbsent(value) || value === "") return undefined;
  if (typeof value !== "string")
    throw new ImportError(`must be a text, found ${describeValue(value)}`, `${where}.${key}`);
  return value.trim() || undefined;
}

export function wholeNumber(value: unknown, where: string, minimum = 0): number {
  if (typeof value !== "number" || !Number.isInteger(value) || value < minimum) {
    throw new ImportError(`must be a whole number ≥ ${minimum}, found ${describeValue(value)}`, where);
  }
  return value;
}

/** A decimal whole number written as text (CSV cells): "0", "12". */
export function wholeNumberText(text: string, where: string, what: string, minimum = 0): number {
  const value = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(value) || value < minimum) {
    throw new ImportError(`${what} must be a whole number ≥ ${minimum}, found "${text}"`, where);
  }
  return value;
}

/** "true/yes/1" → true, "false/no/0" → false, "" → undefined. */
export function booleanText(text: string, where: string, what: string): boolean | undefined {
  const value = text.toLowerCase();
  if (value === "") return undefined;
  if (["true", "yes", "1"].includes(value)) return true;
  if (["false", "no", "0"].includes(value)) return false;
  throw new ImportError(`${what} must be true/false, yes/no or 1/0, found "${text}"`, where);
}
