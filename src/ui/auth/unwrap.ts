import { AppError, appErrorFromBody } from "@/lib/errors";

type Result<T> = { data: T | null; error: ({ status: number } & Record<string, unknown>) | null };

/** Better Auth's client answers { data, error }; ours throws the application error. */
export async function unwrap<T>(call: Promise<Result<T>>): Promise<T> {
  let result: Result<T>;
  try {
    result = await call;
  } catch {
    throw new AppError({ code: "error.network" });
  }
  if (result.error) throw appErrorFromBody(result.error, result.error.status ?? 500);
  return result.data as T;
}
