import "server-only";
import { z } from "zod";
import { AppError } from "@/lib/errors";

/** A group id from the path: anything but a UUID is a group that does not exist. */
export function groupIdOf(raw: string): string {
  if (!z.uuid().safeParse(raw).success) throw new AppError({ code: "error.notFound", status: 404 });
  return raw;
}
