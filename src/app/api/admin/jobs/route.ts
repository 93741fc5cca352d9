import { routes } from "@/server/api/routes";
import { withApi } from "@/server/http/with-api";
import { JOB_NAMES } from "@/server/jobs/jobs";
import { listJobs } from "@/server/jobs/runner";

export const GET = withApi(routes.listJobs, async ({ db }) => listJobs(db, JOB_NAMES));
