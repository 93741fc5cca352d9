import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";

export default tseslint.config(
  { ignores: [".next/**", "node_modules/**", "data/**", "next-env.d.ts", "test-results/**", "playwright-report/**", "src/db/migrations/**"] },
  ...tseslint.configs.recommended,
  {
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-restricted-syntax": [
        "error",
        { selector: "MemberExpression[object.name='process'][property.name='env']", message: "Read configuration through src/lib/env.ts." },
      ],
    },
  },
  {
    // Only the configuration module, scripts and test harness read the environment directly.
    files: ["src/lib/env.ts", "scripts/**", "server/**", "tests/**", "*.config.*", ".ci/**", "src/instrumentation.ts"],
    rules: { "no-restricted-syntax": "off" },
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
);
