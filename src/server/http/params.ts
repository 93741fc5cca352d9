import "server-only";
import { z } from "zod";
import { AppError } from "@/lib/errors";

/** An id from the path (group, member, game): anything but a UUID is one that does not exist. */
export function idParam(raw: string): string {
  if (!z.uuid().safeParse(raw).success) throw new AppError({ code: "error.notFound", status: 404 });
  return raw;
}
