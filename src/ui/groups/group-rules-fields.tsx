"use client";
import { useTranslations } from "next-intl";
import { Controller, useWatch, type FieldValues, type Path, type PathValue, type UseFormReturn } from "@/ui/forms/form";
import { unlocks } from "@/lib/plus";
import type { GameMode, Sport } from "@/lib/sports";
import { NativeSelect } from "@/ui/plain/field";
import { FormCheckbox } from "@/ui/plain/form-fields";
import { useFieldErrorText } from "@/ui/forms/use-form-errors";
import { LockPolicyField, type LockPolicyValue } from "./lock-policy-field";
import { PlusHint } from "./plus-hint";
import { ScoringEditor, type Scoring, type ScoringDefaults, type Weighable } from "./scoring-editor";

/** The fields of a group's rules, as a new group's form and the group's settings hold them. */
export interface RulesValues extends FieldValues {
  mode?: GameMode;
  scoring?: Scoring;
  lockPolicy?: LockPolicyValue;
  jokers?: boolean;
}

const KICKOFF: LockPolicyValue = { kind: "kickoff" };

/**
 * A group's rules in a form (src/ui/forms/form.ts): the mode (changing it starts the scoring afresh), the
 * scoring (the owner's Plus, lib/plus.ts), when picks lock, and jokers in expert mode. The new
 * group's form and the group's settings share them; `locked` once the group's first game locked,
 * `modeLocked` (the mode alone) once a member holds a pick.
 */
export function GroupRulesFields<V extends RulesValues, T extends FieldValues = V>({
  form,
  slug,
  sport,
  ownerPlus,
  scoringDefaults,
  weighable,
  locked = false,
  modeLocked = false,
}: {
  form: UseFormReturn<V, T>;
  slug: string;
  /** The rules' words follow the sport: a kickoff in football, qualifying in Formula 1, a show at Eurovision. */
  sport: Sport;
  ownerPlus: boolean;
  scoringDefaults: ScoringDefaults;
  weighable?: Weighable;
  locked?: boolean;
  /** Only the mode is fixed: members hold picks made for it (error.group.modeHasPicks; the form says why). */
  modeLocked?: boolean;
}) {
  const t = useTranslations("group");
  const errorText = useFieldErrorText();
  const owner = { owner: ownerPlus };
  // The four names are V's own (V extends RulesValues); TypeScript cannot see it through Path<V>.
  const name = (field: keyof RulesValues & string) => field as Path<V>;
  // Both forms start with a mode; the watch is empty only before its first render.
  const mode = (useWatch({ control: form.control, name: name("mode") }) ?? form.getValues(name("mode"))) as GameMode;
  const jokers = Boolean(useWatch({ control: form.control, name: name("jokers") }));
  return (
    <>
      <Controller
        control={form.control}
        name={name("mode")}
        render={({ field, fieldState }) => (
          <NativeSelect
            id="field-mode"
            label={t("mode")}
            fullWidth
            disabled={locked || modeLocked}
            // The options are the modes' names (a long one is cut on a phone); what the chosen one means, below.
            // Not on a disabled field: its helper text is drawn in the disabled colour (the form says why it is fixed).
            // A refusal of the server's (members picked meanwhile) in its place.
            error={Boolean(fieldState.error)}
            helperText={
              errorText(fieldState.error) ??
              (locked || modeLocked ? undefined : t(mode === "expert" ? "modeExpertHint" : "modeSimpleHint", { sport }))
            }
            name={field.name}
            value={field.value as GameMode}
            inputRef={field.ref}
            onBlur={field.onBlur}
            onChange={(e) => {
              field.onChange(e.target.value);
              form.setValue(name("scoring"), {} as PathValue<V, Path<V>>);
            }}
          >
            <option value="simple">{t("modeSimple")}</option>
            <option value="expert">{t("modeExpert")}</option>
          </NativeSelect>
        )}
      />
      <Controller
        control={form.control}
        name={name("scoring")}
        render={({ field }) => (
          <ScoringEditor
            defaults={scoringDefaults}
            sport={sport}
            mode={mode}
            value={(field.value ?? {}) as Scoring}
            onChange={field.onChange}
            disabled={locked || !unlocks("customScoring", owner)}
            weighable={weighable}
          />
        )}
      />
      {!unlocks("customScoring", owner) && <PlusHint slug={slug} />}
      <Controller
        control={form.control}
        name={name("lockPolicy")}
        render={({ field, fieldState }) => (
          <LockPolicyField
            sport={sport}
            value={(field.value as LockPolicyValue | undefined) ?? KICKOFF}
            onChange={field.onChange}
            inputRef={field.ref}
            disabled={locked}
            error={errorText(fieldState.error)}
          />
        )}
      />
      {mode === "expert" && (
        // A free owner may still turn jokers off, not on.
        <FormCheckbox
          form={form}
          name={name("jokers")}
          label={t("jokers", { sport })}
          disabled={!unlocks("jokers", owner) && !jokers}
        />
      )}
    </>
  );
}
