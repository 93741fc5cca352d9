"use client";
import { useState } from "react";

type Values = Record<string, string | number | boolean>;

const same = (a: Values, b: Values) =>
  Object.keys(a).length === Object.keys(b).length && Object.keys(a).every((k) => a[k] === b[k]);

/**
 * A setting's switches as the player just set them: what they chose shows at once over what the
 * server stored (a slow answer must not look like a refused click), until the server's next word
 * (the page's refresh brings the stored values) or a refusal (`forget`) puts the stored values back.
 */
export function useChosen<T extends Values>(stored: T) {
  const [chosen, setChosen] = useState<Partial<T>>({});
  const [seen, setSeen] = useState(stored);
  if (!same(seen, stored)) {
    setSeen(stored);
    setChosen({});
  }
  return {
    shown: { ...stored, ...chosen } as T,
    choose: (next: Partial<T>) => setChosen((current) => ({ ...current, ...next })),
    forget: () => setChosen({}),
  };
}
