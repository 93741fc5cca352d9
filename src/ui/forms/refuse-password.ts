import type { FieldValues, Path, Resolver, SetError } from "@/ui/forms/form";
import { passwordProblems } from "@/lib/password";

/**
 * A new password checked in the browser before it is sent (lib/password.ts, the server's own rules):
 * its first problem lands on the form's `password` field, focused, and the answer is true; false
 * when there is none.
 */
export function refusePassword<V extends FieldValues & { password: string }>(
  setError: SetError<V>,
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

/**
 * A resolver that also checks a new password by the same rules: a form refused for another field
 * (an unticked box) marks a weak password as refused too, not only as a hint under it.
 */
export function withPasswordRules<V extends FieldValues & { password: string }, T>(
  resolver: Resolver<V, T>,
): Resolver<V, T> {
  return async (values) => {
    const result = await resolver(values);
    const problem = passwordProblems(values.password ?? "", { email: values.email, name: values.name })[0];
    if (!problem || Object.keys(result.errors).length === 0 || "password" in result.errors) return result;
    const password = { type: problem.code, message: problem.code, types: problem.params as never };
    return { values: {}, errors: { ...result.errors, password } } as Awaited<ReturnType<Resolver<V, T>>>;
  };
}
