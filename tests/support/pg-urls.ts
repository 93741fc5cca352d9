/**
 * The migrated template of one test run. Global setup names it before the workers start, and the
 * workers inherit the name, so two runs on one PostgreSQL (CI and a developer, two worktrees) never
 * drop each other's template.
 */
export function templateDb(): string {
  return (process.env.CALLIT_TEST_TEMPLATE ??= `callit_test_template_${process.pid}`);
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
