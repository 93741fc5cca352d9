/**
 * The layering rules of eslint.config.mjs refuse the patterns issue 16 removed: shared code
 * importing a route file, a component reading the database, a transaction cast to Db, a cast to
 * LockPolicy.
 */
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: process.cwd() });

/** The rules that fire on `code` as if it were the file at `filePath`. */
async function firing(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

const ROUTE_IMPORT =
  'import type { SheetGame } from "@/app/[locale]/(plain)/[tournament]/[groupId]/picks/pick-sheet";\nexport type T = SheetGame;\n';

// The first lint builds the TypeScript program of the whole project: seconds on a busy machine.
describe("layering lint rules", { timeout: 60_000 }, () => {
  it.each(["src/server/picks/x.ts", "src/lib/x.ts", "src/ui/x.tsx", "src/db/x.ts"])(
    "refuses a route import in %s",
    async (file) => {
      expect(await firing(ROUTE_IMPORT, file)).toEqual([
        expect.stringMatching(/^no-restricted-imports: .*Only routes import from src\/app/),
      ]);
    },
  );

  it("refuses axe's builder in a browser spec, and lets the helper that wraps it use it", async () => {
    const code = 'import AxeBuilder from "@axe-core/playwright";\nexport const x = AxeBuilder;\n';
    expect(await firing(code, "tests/e2e/x.spec.ts")).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*Use axe\(page\) from tests\/e2e\/support\.ts/),
    ]);
    expect(await firing(code, "tests/e2e/support.ts")).toEqual([]);
  });

  it("lets a route import another route's file", async () => {
    expect(await firing(ROUTE_IMPORT, "src/app/[locale]/x/page.tsx")).toEqual([]);
  });

  it.each([
    'import { getAppDb } from "@/server/db";',
    'import { getDb } from "@/db";',
    'import { user } from "@/db/schema";',
    'import { user } from "@/db/schema/auth";',
  ])("refuses `%s` in a component", async (line) => {
    expect(await firing(`${line}\nexport const x = [${line.match(/\{ (\w+) \}/)![1]}];\n`, "src/ui/ads/x.tsx")).toEqual(
      [expect.stringMatching(/^no-restricted-imports: .*Components never query the database/)],
    );
  });

  it.each([
    'import { useForm } from "react-hook-form";\nexport const x = useForm;\n',
    'import { zodResolver } from "@hookform/resolvers/zod";\nexport const x = zodResolver;\n',
    'import { useMutation } from "@tanstack/react-query";\nexport const x = useMutation;\n',
  ])("refuses the form libraries our forms replaced in components: %s (decision 0095)", async (code) => {
    for (const file of ["src/app/[locale]/(plain)/contact/_components/x.tsx", "src/ui/forms/x.ts"])
      expect(await firing(code, file)).toEqual([
        expect.stringMatching(/^no-restricted-imports: .*Use useForm, Controller and useWatch from @\/ui\/forms\/form/),
      ]);
  });

  it("refuses MUI and Emotion everywhere in the app but the server's theme (decision 0068)", async () => {
    const mui = 'import Button from "@mui/material/Button";\nexport const x = Button;\n';
    const emotion = 'import styled from "@emotion/styled";\nexport const x = styled;\n';
    for (const file of [
      "src/app/[locale]/(plain)/page.tsx",
      "src/app/[locale]/(plain)/[tournament]/schedule/x.tsx",
      "src/app/[locale]/(bare)/offline/page.tsx",
      "src/app/[locale]/layout.tsx",
      "src/app/api/things/route.ts",
      "src/ui/plain/x.tsx",
      "src/ui/settings/x.tsx",
      "src/ui/picks/pick-sheet/x.tsx",
      "src/server/x.ts",
    ])
      for (const code of [mui, emotion])
        expect(await firing(code, file)).toEqual([
          expect.stringMatching(/^no-restricted-imports: .*Callit draws without MUI \(decision 0068\)/),
        ]);
    expect(
      await firing(
        'import { createTheme } from "@mui/material/styles";\nexport const x = createTheme;\n',
        "src/ui/theme-css.ts",
      ),
    ).toEqual([]);
  });

  it("refuses an API route that opens the database itself: withApi hands it over", async () => {
    const code =
      'import { getAppDb } from "@/server/db";\nexport const GET = async () => Response.json(await getAppDb());\n';
    expect(await firing(code, "src/app/api/things/route.ts")).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*takes the database from withApi/),
    ]);
    expect(
      await firing('import { getDb } from "@/db";\nexport const x = getDb;\n', "src/app/api/things/route.ts"),
    ).toEqual([expect.stringMatching(/^no-restricted-imports: .*never the database/)]);
  });

  it("refuses a page that answers every failure with its 404", async () => {
    const code =
      'import { notFound } from "next/navigation";\ndeclare function load(): Promise<number>;\nexport const x = load().catch(() => notFound());\n';
    expect(await firing(code, "src/app/[locale]/x/page.tsx")).toEqual([
      expect.stringMatching(/^no-restricted-syntax: Only a missing thing is a 404/),
    ]);
  });

  it("refuses a page that opens the database itself or reads its params by hand: definePage does both", async () => {
    const db = 'import { getAppDb } from "@/server/db";\nexport const x = getAppDb;\n';
    for (const file of [
      "src/app/[locale]/x/page.tsx",
      "src/app/[locale]/x/layout.tsx",
      "src/app/[locale]/x/_c/y.tsx",
      "src/app/sitemap.ts",
      "src/app/manifest.webmanifest/route.ts",
    ])
      expect(await firing(db, file)).toEqual([
        expect.stringMatching(/^no-restricted-imports: .*takes the database from definePage/),
      ]);
    const params = [
      "type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ q?: string }> };",
      "export default async function Page({ params, searchParams }: Props) {",
      "  const { id } = await params;",
      "  return [id, (await searchParams).q];",
      "}",
      "export async function generateMetadata(props: Props) {",
      "  return { title: (await props.params).id };",
      "}",
      "",
    ].join("\n");
    for (const file of ["src/app/[locale]/x/page.tsx", "src/app/[locale]/x/layout.tsx"])
      expect(await firing(params, file)).toEqual([
        expect.stringMatching(/^no-restricted-syntax: Read a page's params and searchParams through definePage/),
        expect.stringMatching(/^no-restricted-syntax: Read a page's params and searchParams through definePage/),
        expect.stringMatching(/^no-restricted-syntax: Read a page's params and searchParams through definePage/),
      ]);
  });

  it("lets a layout and a route file outside /api take the database from defineLayout and defineRoute", async () => {
    const layout = [
      'import { defineLayout } from "@/server/http/define-page";',
      "export default defineLayout(async ({ locale, db }) => [locale, db]);",
      "",
    ].join("\n");
    expect(await firing(layout, "src/app/[locale]/x/layout.tsx")).toEqual([]);
    const route = [
      'import { defineRoute } from "@/server/http/define-page";',
      "export default defineRoute(async (db) => [db]);",
      "",
    ].join("\n");
    expect(await firing(route, "src/app/sitemap.ts")).toEqual([]);
  });

  it("lets a page read its params through definePage", async () => {
    const code = [
      'import { definePage } from "@/server/http/define-page";',
      'import { groupPath } from "@/server/http/page-params";',
      "export default definePage({ params: groupPath }, async ({ params: { groupId }, db }) => [groupId, db]);",
      "",
    ].join("\n");
    expect(await firing(code, "src/app/[locale]/x/page.tsx")).toEqual([]);
  });

  it("refuses casting a transaction to Db, in the app, scripts and tests alike", async () => {
    const code =
      'import type { Db } from "@/db";\ndeclare const tx: unknown;\ndeclare function query(db: Db): void;\nquery(tx as unknown as Db);\n';
    for (const file of ["src/server/x.ts", "scripts/x.ts", "tests/integration/x.test.ts"]) {
      expect(await firing(code, file)).toEqual([expect.stringMatching(/^no-restricted-syntax: Do not cast to Db/)]);
    }
  });

  it("refuses an error code that bypasses the table, in the app, scripts and tests alike", async () => {
    const code = [
      'import { AppError, type ErrorCode } from "@/lib/errors";',
      'import { receivedCode } from "@/lib/received-code";',
      'export const a = "error.nope" as ErrorCode;',
      'export const b = new AppError({ code: "error.nope" as never });',
      'export const c = receivedCode("error.nope");',
      "declare const fromTheWire: string;",
      "export const d = receivedCode(fromTheWire);",
      "",
    ].join("\n");
    for (const file of ["src/server/x.ts", "src/app/[locale]/x/page.tsx", "tests/integration/x.test.ts"]) {
      expect(await firing(code, file)).toEqual([
        expect.stringMatching(/^no-restricted-syntax: Error codes come from the table/),
        expect.stringMatching(/^no-restricted-syntax: Error codes come from the table/),
        expect.stringMatching(/^no-restricted-syntax: Error codes come from the table/),
      ]);
    }
  });

  it("refuses casting to LockPolicy, whose sources are typed (the column, the input schema)", async () => {
    const code =
      'type LockPolicy = { kind: "kickoff" };\ndeclare const group: { lockPolicy: unknown };\nexport const policy = group.lockPolicy as LockPolicy;\nexport const other = { kind: "kickoff" } as LockPolicy;\n';
    for (const file of ["src/server/groups/x.ts", "src/app/[locale]/x/page.tsx", "tests/integration/x.test.ts"]) {
      expect(await firing(code, file)).toEqual([
        expect.stringMatching(/^no-restricted-syntax: Do not cast to LockPolicy/),
        expect.stringMatching(/^no-restricted-syntax: Do not cast to LockPolicy/),
      ]);
    }
    // A value typed by annotation is fine.
    expect(
      await firing(
        'type LockPolicy = { kind: "kickoff" };\nexport const policy: LockPolicy = { kind: "kickoff" };\n',
        "src/server/groups/x.ts",
      ),
    ).toEqual([]);
  });

  it("refuses a form field kept in useState beside a TextField: the form holds it (decisions 0066, 0095)", async () => {
    const code = [
      'import { TextField } from "@/ui/plain/field";',
      'import { useState } from "react";',
      "export function Name() {",
      '  const [name, setName] = useState("");',
      '  const [note, setNote] = useState("");',
      "  return (",
      "    <>",
      "      <TextField value={name} onChange={(e) => setName(e.target.value)} />",
      "      <TextField",
      "        value={note}",
      "        onChange={(e) => {",
      "          setNote(e.target.value);",
      "        }}",
      "      />",
      "    </>",
      "  );",
      "}",
      "",
    ].join("\n");
    // The admin's and the results editor's forms too: they moved to the form (issue 16 point 2).
    for (const file of [
      "src/app/[locale]/(plain)/x/_components/x.tsx",
      "src/ui/groups/x.tsx",
      "src/app/[locale]/(plain)/admin/[slug]/_components/x.tsx",
      "src/app/[locale]/(plain)/[tournament]/mng/102/[matchday]/x.tsx",
    ]) {
      expect(await firing(code, file)).toEqual([
        expect.stringMatching(/^no-restricted-syntax: Keep the form's fields in its form/),
        expect.stringMatching(/^no-restricted-syntax: Keep the form's fields in its form/),
      ]);
    }
    // A field registered with the form is fine.
    const registered = [
      'import { TextField } from "@/ui/plain/field";',
      'import { useForm } from "@/ui/forms/form";',
      "export function Name() {",
      '  const form = useForm({ defaultValues: { name: "" } });',
      '  return <TextField {...form.register("name")} />;',
      "}",
      "",
    ].join("\n");
    expect(await firing(registered, "src/ui/groups/x.tsx")).toEqual([]);
  });

  it("refuses a pending flag kept by hand, in the pick sheet too (decision 0098)", async () => {
    const code = [
      'import { useState } from "react";',
      "export function Sheet() {",
      "  const [pending, setPending] = useState(false);",
      "  return <button onClick={() => setPending(true)} aria-disabled={pending} />;",
      "}",
      "",
    ].join("\n");
    for (const file of ["src/ui/groups/x.tsx", "src/ui/picks/pick-sheet/pick-sheet.tsx"]) {
      expect(await firing(code, file)).toEqual([
        expect.stringMatching(/^no-restricted-syntax: Send the change with useAction\(\)/),
      ]);
    }
  });

  it("still refuses process.env outside the configuration module", async () => {
    expect(await firing("export const x = process.env.X;\n", "src/server/x.ts")).toEqual([
      expect.stringMatching(/^no-restricted-syntax: Read configuration/),
    ]);
  });
});
