import { AppError, appErrorFromBody } from "@/lib/errors";
import { passkeyPromptCode } from "./passkey-errors";

type Result<T> = { data: T | null; error: ({ status: number } & Record<string, unknown>) | null };

/** Better Auth's client answers { data, error }; ours throws the application error. */
export async function unwrap<T>(call: Promise<Result<T>>): Promise<T> {
  let result: Result<T>;
  try {
    result = await call;
  } catch {
    throw new AppError({ code: "error.network" });
  }
  if (result.error) {
    // The browser's passkey prompt answers without our server: its codes are ours here.
    const prompt = passkeyPromptCode(result.error.code);
    if (prompt) throw new AppError({ code: prompt, status: 0 });
    throw appErrorFromBody(result.error, result.error.status ?? 500);
  }
  return result.data as T;
}
