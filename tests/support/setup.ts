import { resetEnvForTests } from "../../src/lib/env";

// Quiet logs and a known configuration; tests that need more set it themselves and reset.
process.env.LOG_LEVEL ??= "silent";
process.env.DATA_DIR ??= "/tmp/callit-test-data";
delete process.env.DATABASE_URL;
delete process.env.SMTP_URL;
resetEnvForTests();
