/**
 * Password rules with reasons (seed §8 "weak password (with reasons)"), the same in the browser
 * and on the server. Length and not-guessable beat composition rules (NIST SP 800-63B).
 */
import type { ErrorCode } from "./error-codes";

export const PASSWORD = { minLength: 10, maxLength: 128 } as const;

export interface PasswordProblem {
  code: ErrorCode;
  params?: Record<string, number>;
}

// The most used passwords that pass the length rule; the list stays short on purpose.
const COMMON = new Set([
  "1234567890",
  "12345678910",
  "0123456789",
  "qwertyuiop",
  "1q2w3e4r5t",
  "password12",
  "password123",
  "password1234",
  "iloveyou12",
  "football12",
  "football123",
  "qwerty1234",
  "qwerty12345",
  "abcdefghij",
  "1111111111",
  "0000000000",
  "princess12",
  "sunshine12",
  "liverpool1",
  "chelsea123",
  "arsenal123",
  "manchester",
  "barcelona1",
  "letmein123",
  "welcome123",
  "passw0rd12",
  "trustno1234",
  "abc1234567",
  "asdfghjkl1",
  "zaq12wsxcde",
  "callit1234",
  "callitcallit",
]);

export function passwordProblems(password: string, context: { email?: string; name?: string } = {}): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if (password.length < PASSWORD.minLength)
    problems.push({ code: "error.password.tooShort", params: { min: PASSWORD.minLength } });
  if (password.length > PASSWORD.maxLength)
    problems.push({ code: "error.password.tooLong", params: { max: PASSWORD.maxLength } });
  const lower = password.toLowerCase();
  if (COMMON.has(lower)) problems.push({ code: "error.password.common" });
  else if (password.length >= PASSWORD.minLength && new Set(lower).size < 4)
    problems.push({ code: "error.password.repetitive" });
  const local = context.email?.split("@")[0]?.toLowerCase();
  const name = context.name?.trim().toLowerCase();
  if ((local && local.length >= 4 && lower.includes(local)) || (name && name.length >= 4 && lower.includes(name))) {
    problems.push({ code: "error.password.personal" });
  }
  return problems;
}
