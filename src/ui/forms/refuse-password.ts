import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { passwordProblems } from "@/lib/password";

/**
 * A new password checked in the browser before it is sent (lib/password.ts, the server's own rules):
 * its first problem lands on the form's `password` field, focused, and the answer is true; false
 * when there is none.
 */
export function refusePassword<V extends FieldValues & { password: string }>(
  setError: UseFormSetError<V>,
  password: string,
  about?: Parameters<typeof passwordProblems>[1],
): boolean {
  const problem = passwordProblems(password, about)[0];
  if (!problem) return false;
  setError(
    "password" as Path<V>,
    { type: problem.code, message: problem.code, types: problem.params as never },
    { shouldFocus: true },
  );
  return true;
}
