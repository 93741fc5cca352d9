import { afterAll } from "vitest";
import { resetEnvForTests } from "../../src/lib/env";

// Quiet logs and a known configuration; tests that need more set it themselves and reset.
process.env.LOG_LEVEL ??= "silent";
process.env.DATA_DIR ??= "/tmp/callit-test-data";
delete process.env.DATABASE_URL;
delete process.env.SMTP_URL;
resetEnvForTests();

// Test files share a worker one after another (isolate: false in vitest.config.mts, decision
// 0055): whatever a file set in process.env is undone when it ends, so the next file starts from
// the same configuration as if it had a process of its own.
const environment = { ...process.env };
afterAll(() => {
  for (const name of Object.keys(process.env)) if (!(name in environment)) delete process.env[name];
  Object.assign(process.env, environment);
  resetEnvForTests();
});
