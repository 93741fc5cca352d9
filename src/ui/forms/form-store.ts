/**
 * A form's state without React (decision 0095): the values as typed, the errors by field path,
 * whether it was submitted, and the fields' elements to read, write and focus. `./form.ts` binds it
 * to React with react-hook-form's names and meaning for what our forms use; this part is what the
 * unit tests drive.
 *
 * Validation is the form's resolver (the shared zod schema, `lazyCodeResolver`): on submit, on
 * `trigger`, and after a first submit on every change of a field, for that field (react-hook-form's
 * `mode: "onSubmit"`, `reValidateMode: "onChange"`).
 */

// `any`, as react-hook-form's: an interface of fields (no index signature) is one.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type FieldValues = Record<string, any>;

/** A field's error: its message is an error code (`error.validation.tooLong`), `types` its params. */
export interface FieldError {
  type: string;
  message?: string;
  types?: Record<string, unknown>;
}

/** Errors by field path (`name`, `options.2.points`). */
export type FieldErrors = Record<string, FieldError | undefined>;

export type ResolverResult<T> = { values: T; errors: Record<string, never> } | { values: object; errors: FieldErrors };

/** Checks the values as typed; on success hands back the values to send (the schema's output). */
export type Resolver<V, T = V> = (values: V) => Promise<ResolverResult<T>>;

type Primitive = string | number | boolean | bigint | symbol | null | undefined | Date | File | FileList | Blob;

/** Every path into V: `name`, `extraTime.home`, `options.${number}.points`. */
export type Path<V> = V extends Primitive
  ? never
  : V extends readonly (infer E)[]
    ? `${number}` | (E extends Primitive ? never : `${number}.${Path<E>}`)
    : {
        [K in keyof V & string]: K | (NonNullable<V[K]> extends Primitive ? never : `${K}.${Path<NonNullable<V[K]>>}`);
      }[keyof V & string];

/** The value at a path of V. */
export type PathValue<V, P extends string> = P extends `${infer K}.${infer Rest}`
  ? K extends keyof V
    ? PathValue<NonNullable<V[K]>, Rest>
    : V extends readonly (infer E)[]
      ? PathValue<E, Rest>
      : never
  : P extends keyof V
    ? V[P]
    : V extends readonly (infer E)[]
      ? E
      : never;

/** What a field's element must offer: focus, and for a plain input its value to read and write. */
export type FieldElement = { focus?: () => void } & Partial<
  Pick<HTMLInputElement, "type" | "value" | "checked" | "files">
>;

export function getPath(values: unknown, path: string): unknown {
  let at = values;
  for (const key of path.split(".")) {
    if (at === null || at === undefined) return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return at;
}

/** A copy of `values` with `value` at `path`; each object on the way is copied, the rest shared. */
export function setPath<V>(values: V, path: string, value: unknown): V {
  const dot = path.indexOf(".");
  const key = dot < 0 ? path : path.slice(0, dot);
  const rest = dot < 0 ? "" : path.slice(dot + 1);
  const inner = rest ? setPath(getPath(values, key) ?? (/^\d+(\.|$)/.test(rest) ? [] : {}), rest, value) : value;
  if (Array.isArray(values)) {
    const copy = [...values];
    copy[Number(key)] = inner;
    return copy as V;
  }
  return { ...(values as object), [key]: inner } as V;
}

/** What a change handler was given: an input's event (its value, ticked state or files), or the value itself. */
export function valueOf(changed: unknown): unknown {
  const target = changed !== null && typeof changed === "object" ? (changed as { target?: unknown }).target : undefined;
  return target !== null && typeof target === "object" ? readElement(target as FieldElement) : changed;
}

function readElement(element: FieldElement): unknown {
  if (element.type === "checkbox") return element.checked;
  if (element.type === "file") return element.files;
  return element.value;
}

function writeElement(element: FieldElement, value: unknown) {
  if (element.type === "checkbox") element.checked = Boolean(value);
  else if (element.type === "file")
    return; // a file input takes no value from a script
  else if ("value" in element) element.value = value === null || value === undefined ? "" : String(value);
}

export interface FormState {
  errors: FieldErrors;
  isSubmitted: boolean;
}

export class FormStore<V extends FieldValues, T = V> {
  values: V;
  private defaults: V;
  state: FormState = { errors: {}, isSubmitted: false };
  /**
   * Every field's element, in the order they were mounted: the first refused one gets the focus.
   * A registered one (a plain input) is written from the values; a controlled one draws its own.
   */
  private readonly fields = new Map<string, { element: FieldElement | null; registered: boolean }>();
  private readonly listeners = new Set<() => void>();
  /** Counts the checks, so that one that started before another and ended after it is dropped. */
  private checks = 0;

  constructor(
    defaults: V,
    private resolver?: Resolver<V, T>,
  ) {
    this.values = defaults;
    this.defaults = defaults;
  }

  /** The form's latest resolver: a form whose fields follow the page (new bonus questions) hands a new one. */
  setResolver(resolver: Resolver<V, T> | undefined) {
    this.resolver = resolver;
  }

  /**
   * A field that joins the form after it started (a question added meanwhile) starts at its own
   * default unless it has a value already. Quietly: it is called while the field first draws.
   */
  adopt(name: string, value: unknown) {
    if (value === undefined || this.get(name) !== undefined) return;
    this.values = setPath(this.values, name, value);
    this.defaults = setPath(this.defaults, name, value);
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  private notify() {
    for (const listener of [...this.listeners]) listener();
  }

  private setState(change: Partial<FormState>) {
    this.state = { ...this.state, ...change };
    this.notify();
  }

  getState = () => this.state;

  get(path?: string): unknown {
    return path === undefined ? this.values : getPath(this.values, path);
  }

  /** Binds a field's element (null when it unmounts); a plain input (`register`) shows the value. */
  attach(name: string, element: FieldElement | null, registered: boolean) {
    // Detached, a field keeps its place: one that swaps its element (a choice that shows another input) stays in order.
    this.fields.set(name, { element, registered });
    if (element && registered) writeElement(element, this.get(name));
  }

  /** A field changed in the page (`from` is its element, written already) or by a script. */
  change(name: string, value: unknown, options: { fromElement?: boolean; validate?: boolean } = {}) {
    this.values = setPath(this.values, name, value);
    if (!options.fromElement) this.writeUnder(name);
    this.notify();
    if (options.validate ?? this.state.isSubmitted) void this.trigger(name);
  }

  /** Writes the registered elements at or under a path (a whole object set at once) from the values. */
  private writeUnder(path?: string) {
    for (const [name, { element, registered }] of this.fields) {
      if (element && registered && (path === undefined || name === path || name.startsWith(`${path}.`)))
        writeElement(element, this.get(name));
    }
  }

  readFrom(name: string, element: FieldElement) {
    this.change(name, readElement(element), { fromElement: true });
  }

  setError(name: string, error: FieldError, options: { shouldFocus?: boolean } = {}) {
    this.setState({ errors: { ...this.state.errors, [name]: error } });
    if (options.shouldFocus) this.focusFirst([name]);
  }

  /** Checks the given fields (all when none), shows their errors, focuses the first refused one on request. */
  async trigger(names?: string | readonly string[], options: { shouldFocus?: boolean } = {}): Promise<boolean> {
    const only = names === undefined ? undefined : typeof names === "string" ? [names] : names;
    const check = ++this.checks;
    const result = await this.check();
    if (check !== this.checks) return !only?.some((name) => this.state.errors[name]);
    const errors = { ...this.state.errors };
    for (const name of only ?? Object.keys({ ...errors, ...result.errors })) errors[name] = result.errors[name];
    this.setState({ errors: compact(errors) });
    const refused = only ? only.filter((name) => errors[name]) : Object.keys(compact(errors));
    if (options.shouldFocus) this.focusFirst(refused);
    return refused.length === 0;
  }

  private async check(): Promise<{ values?: T; errors: FieldErrors }> {
    if (!this.resolver) return { values: this.values as unknown as T, errors: {} };
    const result = await this.resolver(this.values);
    const errors = compact(result.errors);
    return Object.keys(errors).length ? { errors } : { values: result.values as T, errors: {} };
  }

  /** Focuses the first field, in the page's order, that is refused or holds a refused part (`lockPolicy` for `lockPolicy.minutes`). */
  private focusFirst(names: readonly string[]) {
    for (const [name, { element }] of this.fields) {
      if (element?.focus && names.some((refused) => refused === name || refused.startsWith(`${name}.`)))
        return element.focus();
    }
  }

  /** Checks everything; with no refusal hands the schema's output to `onValid`, else focuses the first refused field. */
  async submit(onValid: (values: T) => unknown): Promise<void> {
    const check = ++this.checks;
    const result = await this.check();
    this.setState(check === this.checks ? { errors: result.errors, isSubmitted: true } : { isSubmitted: true });
    if (result.values === undefined) return this.focusFirst(Object.keys(result.errors));
    await onValid(result.values);
  }

  /** Back to the given values (the new defaults) or the defaults: no errors, not submitted. */
  reset(values?: V) {
    if (values !== undefined) this.defaults = values;
    this.values = this.defaults;
    this.writeUnder();
    this.setState({ errors: {}, isSubmitted: false });
  }
}

function compact(errors: FieldErrors): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([, error]) => error !== undefined));
}
