/**
 * A round's stage in a language ("race" → "Race", "semi-final-1" → "First semi-final"); a stage
 * without a message under `stage` (an admin's or a source's own words) is shown as entered. The one
 * place a stage is turned into text: pages, the pick sheet, the admin screens, calendar feeds and
 * reminders.
 */

/** A translator of the whole message tree (`useTranslations()`, `getTranslations()`, the server's `Translate`). */
export interface StageNameTranslate {
  (key: never): string;
  has(key: never): boolean;
}

export function stageName(stage: string, t: StageNameTranslate): string {
  const key = `stage.${stage}` as never;
  return t.has(key) ? t(key) : stage;
}
