/**
 * The browser's way to call our API: JSON in and out, the page's language sent along, and every
 * failure as an AppError (a lost connection is status 0, seed §8).
 */
import { AppError, appErrorFromResponse, assertObject } from "./errors";

export interface ApiRequest {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  locale?: string;
}

export async function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (request.locale) headers["x-callit-locale"] = request.locale;
  let body: string | undefined;
  if (request.body !== undefined) {
    assertObject(request.body);
    headers["content-type"] = "application/json";
    body = JSON.stringify(request.body);
  }
  let response: Response;
  try {
    response = await fetch(path, {
      method: request.method ?? (body ? "POST" : "GET"),
      headers,
      body,
      credentials: "same-origin",
    });
  } catch {
    throw new AppError({ code: "error.network" });
  }
  if (!response.ok) throw await appErrorFromResponse(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}
