/**
 * Uploads through the admin import route as the admin page does, then lets a job runner take the
 * queued run (decision 0046), as any instance's would, and reads the run back as the page does.
 */
import { expect } from "vitest";
import type { DbHandle } from "@/db/client";
import type { ImportRun } from "@/lib/import-run";
import { queuedJobs } from "@/server/jobs/jobs";
import { runQueuedJobs } from "@/server/jobs/runner";
import { json, type TestClient } from "./client";

export function importForm(content: string, fields: Record<string, string>, fileName = "import.txt"): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  form.set(
    "file",
    new Blob([content], { type: fileName.endsWith(".json") ? "application/json" : "text/csv" }),
    fileName,
  );
  return form;
}

/** Posts the upload: 202 and the queued run. */
export async function queueImport(admin: TestClient, slug: string, form: FormData): Promise<ImportRun> {
  const response = await admin.post(`/api/admin/tournaments/${slug}/import`, form);
  expect(response.status, `upload to ${slug}`).toBe(202);
  const run = await json<ImportRun>(response);
  expect(run).toMatchObject({ status: "queued", tournament: slug, startedAt: null, result: null, error: null });
  return run;
}

/** The run as the admin page reads it. */
export async function importRun(admin: TestClient, id: string): Promise<ImportRun> {
  const response = await admin.get(`/api/admin/imports/${id}`);
  expect(response.status).toBe(200);
  return json<ImportRun>(response);
}

/** Upload, one runner's pass over the queue, and the run once over (succeeded or failed). */
export async function importThroughJob(
  handle: DbHandle,
  admin: TestClient,
  slug: string,
  form: FormData,
): Promise<ImportRun> {
  const queued = await queueImport(admin, slug, form);
  await runQueuedJobs(handle.db, queuedJobs(), { instance: "test-runner" });
  const run = await importRun(admin, queued.id);
  expect(["succeeded", "failed"]).toContain(run.status);
  return run;
}
