import { routes } from "@/server/api/routes";
import { getAppDb } from "@/server/db";
import { withApi } from "@/server/http/with-api";
import { JOB_NAMES } from "@/server/jobs/jobs";
import { listJobs } from "@/server/jobs/runner";

export const GET = withApi(routes.listJobs, async () => listJobs(await getAppDb(), JOB_NAMES));
