import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";

/** Configuration is read in one place. */
const PROCESS_ENV = {
  selector: "MemberExpression[object.name='process'][property.name='env']",
  message: "Read configuration through src/lib/env.ts.",
};
/** A transaction passed where the database is expected: the function should take `DbOrTx` (src/db). */
const DB_CAST = {
  selector:
    "TSAsExpression[expression.type='TSAsExpression'][expression.expression.type='Identifier'][expression.typeAnnotation.type='TSUnknownKeyword'][typeAnnotation.typeName.name=/^(Db|DbOrTx|Tx)$/]",
  message: "Do not cast to Db: a function that may run inside a transaction takes DbOrTx (src/db).",
};
/** A page that turns every failure into its 404 hides outages and bugs as missing pages. */
const CATCH_ALL_NOT_FOUND = {
  selector:
    "CallExpression[callee.property.name='catch'] > ArrowFunctionExpression > CallExpression[callee.name='notFound']",
  message:
    "Only a missing thing is a 404: let the error reach definePage (src/server/http/define-page.ts), which shows the 404 page for a not-found AppError and the error page for anything else.",
};
/** A page reads its path and query through definePage, a layout its locale through defineLayout: validated by zod, a bad one is the 404 page (decision 0067). */
const PAGE_PARAMS = {
  selector:
    "AwaitExpression > Identifier[name=/^(params|searchParams)$/], AwaitExpression > MemberExpression[property.name=/^(params|searchParams)$/]",
  message:
    "Read a page's params and searchParams through definePage/defineMetadata (src/server/http/define-page.ts) with a zod schema (src/server/http/page-params.ts), a layout's locale through defineLayout, never by awaiting them.",
};
/** A lock policy is typed where it comes from (the column's `$type<LockPolicy>()`, the zod schema of an input): a cast only hides a wrong source. */
const LOCK_POLICY_CAST = {
  selector: "TSAsExpression > TSTypeReference.typeAnnotation[typeName.name=/^(LockPolicy|LockPolicyValue)$/]",
  message:
    "Do not cast to LockPolicy: type its source (the column's $type<LockPolicy>(), the input's zod schema) so the value already is one.",
};
/**
 * An error code is a key of the table (src/lib/error-codes.ts, decision 0057): a cast would let an
 * unknown code past the type, and `receivedCode` is for codes that came from outside, never a literal.
 */
const ERROR_CODE_CAST = {
  selector:
    "TSAsExpression > TSTypeReference.typeAnnotation[typeName.name='ErrorCode'], NewExpression[callee.name='AppError'] Property[key.name='code'] > TSAsExpression, CallExpression[callee.name='receivedCode'] > :matches(Literal, TemplateLiteral).arguments",
  message:
    "Error codes come from the table: add the code to src/lib/error-codes.ts (one line) and its message to every locale instead of casting.",
};
/**
 * A change is sent through the shared mutation helper (src/ui/forms/use-action.ts, decision 0066),
 * which keeps its pending state and shows its errors: no `useState` flag kept by hand around a call.
 */
const HAND_KEPT_PENDING = {
  selector:
    "VariableDeclarator[init.callee.name='useState'] > ArrayPattern > Identifier[name=/^set(Pending|Busy|Saving|Submitting|Sending|Loading)$/]",
  message:
    "Send the change with useAction() (src/ui/forms/use-action.ts): it keeps the pending state and shows the error (decision 0066); a page that loads its saving code lazily keeps the state with useRun() (decision 0098).",
};
/**
 * A form's text is its form's (src/ui/forms/form.ts), checked with its shared zod schema (decisions 0066, 0095): a
 * TextField or Autocomplete whose `onChange` hands the value straight to a `set…` state setter keeps
 * a field in `useState` beside the form instead. (A heuristic: a setter called another way, such as
 * `update(i, { points })`, is not seen.)
 */
const FIELD_IN_STATE = {
  selector: [
    "JSXOpeningElement[name.name=/^(TextField|Autocomplete)$/] > JSXAttribute[name.name='onChange'] > JSXExpressionContainer > ArrowFunctionExpression > CallExpression[callee.name=/^set[A-Z]/]",
    "JSXOpeningElement[name.name=/^(TextField|Autocomplete)$/] > JSXAttribute[name.name='onChange'] > JSXExpressionContainer > ArrowFunctionExpression > BlockStatement > ExpressionStatement > CallExpression[callee.name=/^set[A-Z]/]",
  ].join(", "),
  message:
    "Keep the form's fields in its form (useForm of @/ui/forms/form with the shared zod schema's lazyCodeResolver, FormInput or Controller) and send with useAction (decisions 0066, 0095), not in useState.",
};
/** A form's length limit is the schema's (src/lib/schemas/limits.ts), never a number typed again in the input. */
const LITERAL_LENGTH = {
  selector:
    "Property[key.name=/^(maxLength|minLength)$/] > Literal.value, JSXAttribute[name.name=/^(maxLength|minLength)$/] Literal",
  message: "Take the limit from the schema's TEXT_LIMITS (src/lib/schemas/limits.ts), as the server checks it.",
};
/** Shared code never reaches into a route: what a route and a service both need lives in src/lib, src/server or src/ui. */
const ROUTES = {
  group: ["@/app", "@/app/**"],
  message: "Only routes import from src/app: move what is shared to src/lib, src/server or src/ui.",
};
/** Routes call services in src/server, never the database. */
const ROUTE_DATABASE = {
  group: ["@/db", "@/db/*"],
  message: "Routes call services in src/server, never the database.",
};
/** An API route's handler gets the database from withApi (`db` in its context), like everything else it needs. */
const API_DATABASE = {
  group: ["@/server/db"],
  message: "An API route takes the database from withApi's context ({ db }), never opens it itself.",
};
/**
 * A page, a layout (or their components) gets the database from definePage/defineLayout, a route
 * file outside /api (sitemap.ts, manifest.webmanifest) from defineRoute, like an API handler from withApi.
 */
const PAGE_DATABASE = {
  group: ["@/server/db"],
  message:
    "A page takes the database from definePage's context ({ db }) (src/server/http/define-page.ts), never opens it itself; a layout from defineLayout, a route file outside /api from defineRoute.",
};
/**
 * No MUI or Emotion in the browser (decisions 0065, 0068, 0073): the pages, the shell and their
 * dialogs are drawn with ui/plain. Only the server's theme builds on MUI (`MUI_THEME`).
 */
const MUI = {
  group: ["@mui/*", "@emotion/*"],
  message:
    "Callit draws without MUI (decision 0068): use ui/plain (content.module.css, ButtonLink, Dialog, the form fields). Only src/ui/theme-css.ts builds the theme's CSS variables with MUI, on the server.",
};
/** The theme's CSS variables, written by the server into every page (decision 0065). */
const MUI_THEME = ["src/ui/theme-css.ts", "src/ui/theme-options.ts"];
/** Better Auth's browser client loads at the first action that needs it (decision 0079): a static import would put it into the page's first load. */
const AUTH_CLIENT = {
  group: ["@/ui/auth/auth-client", "./auth-client"],
  allowTypeImports: true,
  message:
    "Reach Better Auth's client through loadAuthClient of @/ui/auth/load-auth.ts (decision 0079): it loads at the first action, not with the page. `import type { AuthClient }` is fine.",
};
/** A form is ./src/ui/forms/form.ts's and a change `useAction`'s (decision 0095): the libraries they replaced weigh 18 kB on a page's first load. */
const FORM_LIBRARIES = {
  group: ["react-hook-form", "@hookform/*", "@tanstack/react-query"],
  message:
    "Use useForm, Controller and useWatch from @/ui/forms/form and send with useAction (@/ui/forms/use-action): decision 0095.",
};
/** Components draw; reading data is a service's job (src/server), called by the component or its page. */
const DATABASE = {
  group: ["@/db", "@/db/**", "@/server/db"],
  message: "Components never query the database: call a service in src/server, or take the answer as a prop.",
};

/** Refused in every file but those that read the environment (the configuration module, scripts, tests). */
const CASTS = [DB_CAST, LOCK_POLICY_CAST, ERROR_CODE_CAST];
/** Refused in every file of the app. */
const EVERYWHERE = [PROCESS_ENV, CATCH_ALL_NOT_FOUND, ...CASTS];
/** Refused in every component (src/app and src/ui), pages and layouts included. */
/**
 * Two refreshes at once make Next load the whole page again: every refresh goes through
 * `refreshPage()` (src/ui/refresh.tsx), which runs one at a time.
 */
const ROUTER_REFRESH = {
  selector: "CallExpression[callee.property.name='refresh'][callee.object.name='router']",
  message: "Call refreshPage() from src/ui/refresh.tsx: it never starts a refresh while another runs.",
};
const COMPONENTS = [...EVERYWHERE, HAND_KEPT_PENDING, LITERAL_LENGTH, FIELD_IN_STATE, ROUTER_REFRESH];

/** `no-restricted-syntax` with these selectors: each group lists all of its own (a later group replaces an earlier one's). */
const refuseSyntax = (...selectors) => ({ "no-restricted-syntax": ["error", ...selectors] });
/** `no-restricted-imports` with these patterns, likewise whole per group. */
const refuseImports = (...patterns) => ({ "no-restricted-imports": ["error", { patterns }] });

export default tseslint.config(
  {
    ignores: [
      ".next/**",
      "node_modules/**",
      "data/**",
      "next-env.d.ts",
      "test-results/**",
      "playwright-report/**",
      "src/db/migrations/**",
    ],
  },
  ...tseslint.configs.recommended,
  {
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      ...refuseSyntax(...EVERYWHERE),
    },
  },
  {
    files: ["src/app/**/*.tsx", "src/ui/**/*.tsx"],
    rules: refuseSyntax(...COMPONENTS),
  },
  {
    // The one home of router.refresh(), and the hooks and helpers beside the components.
    files: ["src/ui/refresh.tsx"],
    rules: refuseSyntax(...COMPONENTS.filter((rule) => rule !== ROUTER_REFRESH)),
  },
  {
    files: ["src/app/**/*.ts", "src/ui/**/*.ts"],
    rules: refuseSyntax(...EVERYWHERE, ROUTER_REFRESH),
  },
  {
    // Pages, layouts and their metadata read their parameters through definePage/defineLayout (decision 0067).
    files: ["src/app/**/page.tsx", "src/app/**/layout.tsx"],
    rules: refuseSyntax(...COMPONENTS, PAGE_PARAMS),
  },
  {
    // Only the configuration module, scripts and test harness read the environment directly.
    files: ["src/lib/env.ts", "scripts/**", "server/**", "tests/**", "*.config.*", ".ci/**", "src/instrumentation.ts"],
    rules: refuseSyntax(...CASTS),
  },
  {
    // Playwright fixtures call their callback `use`, which is not a React hook.
    files: ["tests/e2e/**"],
    rules: {
      "react-hooks/rules-of-hooks": "off",
      // Axe runs through `axe(page)` (tests/e2e/support.ts): in the page, without a blank page per check.
      ...refuseImports({
        group: ["@axe-core/playwright"],
        message: "Use axe(page) from tests/e2e/support.ts: it runs axe in the page (docs/benchmarks.md, 2026-12-02).",
      }),
    },
  },
  {
    files: ["tests/e2e/support.ts"],
    rules: { "no-restricted-imports": "off" },
  },
  {
    files: ["src/app/**"],
    rules: refuseImports(ROUTE_DATABASE, MUI, AUTH_CLIENT, FORM_LIBRARIES),
  },
  {
    // Pages, layouts, their components and the route files outside /api (sitemap.ts,
    // manifest.webmanifest): the database comes from definePage, defineLayout or defineRoute.
    // The API's route handlers get it from withApi (the next group, which replaces this one there).
    files: ["src/app/**/*.tsx", "src/app/**/*.ts"],
    rules: refuseImports(ROUTE_DATABASE, PAGE_DATABASE, MUI, AUTH_CLIENT, FORM_LIBRARIES),
  },
  {
    files: ["src/app/api/**"],
    rules: refuseImports(ROUTE_DATABASE, API_DATABASE, MUI),
  },
  {
    files: ["src/server/**", "src/lib/**", "src/db/**", "src/i18n/**"],
    rules: refuseImports(ROUTES, MUI),
  },
  {
    files: ["src/ui/**"],
    rules: refuseImports(ROUTES, DATABASE, MUI, AUTH_CLIENT, FORM_LIBRARIES),
  },
  {
    files: MUI_THEME,
    rules: refuseImports(ROUTES, DATABASE, AUTH_CLIENT),
  },
);
