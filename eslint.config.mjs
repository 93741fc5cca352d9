import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";

/** Configuration is read in one place. */
const PROCESS_ENV = { selector: "MemberExpression[object.name='process'][property.name='env']", message: "Read configuration through src/lib/env.ts." };
/** A transaction passed where the database is expected: the function should take `DbOrTx` (src/db). */
const DB_CAST = {
  selector: "TSAsExpression[expression.type='TSAsExpression'][expression.expression.type='Identifier'][expression.typeAnnotation.type='TSUnknownKeyword'][typeAnnotation.typeName.name=/^(Db|DbOrTx|Tx)$/]",
  message: "Do not cast to Db: a function that may run inside a transaction takes DbOrTx (src/db).",
};
/** Shared code never reaches into a route: what a route and a service both need lives in src/lib, src/server or src/ui. */
const ROUTES = { group: ["@/app", "@/app/**"], message: "Only routes import from src/app: move what is shared to src/lib, src/server or src/ui." };
/** Components draw; reading data is a service's job (src/server), called by the component or its page. */
const DATABASE = { group: ["@/db", "@/db/**", "@/server/db"], message: "Components never query the database: call a service in src/server, or take the answer as a prop." };

export default tseslint.config(
  { ignores: [".next/**", "node_modules/**", "data/**", "next-env.d.ts", "test-results/**", "playwright-report/**", "src/db/migrations/**"] },
  ...tseslint.configs.recommended,
  {
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-restricted-syntax": ["error", PROCESS_ENV, DB_CAST],
    },
  },
  {
    // Only the configuration module, scripts and test harness read the environment directly.
    files: ["src/lib/env.ts", "scripts/**", "server/**", "tests/**", "*.config.*", ".ci/**", "src/instrumentation.ts"],
    rules: { "no-restricted-syntax": ["error", DB_CAST] },
  },
  {
    // Being rewritten on its own branch (issue 16): its transaction casts go to DbOrTx there.
    files: ["src/server/scoring/process-results.ts"],
    rules: { "no-restricted-syntax": ["error", PROCESS_ENV] },
  },
  {
    // Playwright fixtures call their callback `use`, which is not a React hook.
    files: ["tests/e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    files: ["src/app/**"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["@/db", "@/db/*"], message: "Routes call services in src/server, never the database." }] }],
    },
  },
  {
    files: ["src/server/**", "src/lib/**", "src/db/**", "src/i18n/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [ROUTES] }] },
  },
  {
    files: ["src/ui/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [ROUTES, DATABASE] }] },
  },
);
