import { describe, expect, it, vi } from "vitest";
import { FormStore, getPath, setPath, valueOf, type FieldErrors, type FieldElement, type Resolver } from "./form-store";

interface Values {
  name: string;
  email: string;
  agree: boolean;
  extraTime: { home: number; away: number } | null;
  options: { text: string; points: string }[];
}

const DEFAULTS: Values = {
  name: "",
  email: "",
  agree: false,
  extraTime: null,
  options: [{ text: "Yes", points: "2" }],
};

/** A resolver as lazyCodeResolver's: refuses an empty name and an address without "@", the output trims the name. */
const resolver: Resolver<Values, Values & { trimmed: true }> = async (values) => {
  const errors: FieldErrors = {};
  if (!values.name.trim()) errors.name = { type: "error.validation.required", message: "error.validation.required" };
  if (!values.email.includes("@")) errors.email = { type: "error.validation.email", message: "error.validation.email" };
  if (!values.options.every((o) => /^\d+$/.test(o.points)))
    errors[`options.${values.options.findIndex((o) => !/^\d+$/.test(o.points))}.points`] = {
      type: "error.validation.number",
      message: "error.validation.number",
    };
  return Object.keys(errors).length
    ? { values: {}, errors }
    : { values: { ...values, name: values.name.trim(), trimmed: true as const }, errors: {} };
};

/** An input as the browser has it: its value, and whether it has the focus. */
function input(type = "text"): FieldElement & { focused: number } {
  const element = {
    type,
    value: "",
    checked: false,
    focused: 0,
    focus: () => void element.focused++,
  };
  return element;
}

function store() {
  const form = new FormStore<Values, Values & { trimmed: true }>(DEFAULTS, resolver);
  const fields = { name: input(), email: input(), agree: input("checkbox") };
  form.attach("name", fields.name, true);
  form.attach("email", fields.email, true);
  form.attach("agree", fields.agree, true);
  return { form, fields };
}

/** Types into a registered input as a player does: the element changes, then its change handler reads it. */
function type(form: FormStore<Values, unknown>, name: "name" | "email", element: FieldElement, text: string) {
  element.value = text;
  form.readFrom(name, element);
}

/** Lets the checks started by a change end (the resolver is async). */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("paths", () => {
  it("reads and writes nested objects and lists, copying only what is on the way", () => {
    const values = { a: { b: 1 }, list: [{ x: "1" }, { x: "2" }], other: { kept: true } };
    const changed = setPath(values, "list.1.x", "3");
    expect(getPath(changed, "list.1.x")).toBe("3");
    expect(values.list[1]!.x).toBe("2");
    expect(changed.other).toBe(values.other);
    expect(changed.list[0]).toBe(values.list[0]);
    expect(setPath({}, "new.0.y", 5)).toEqual({ new: [{ y: 5 }] });
    expect(getPath(values, "missing.deeper")).toBeUndefined();
  });

  it("takes a change handler's event as its input's value, and anything else as the value", () => {
    expect(valueOf({ target: { type: "text", value: "Ana" } })).toBe("Ana");
    expect(valueOf({ target: { type: "checkbox", checked: true, value: "on" } })).toBe(true);
    expect(valueOf({ home: 1, away: 0 })).toEqual({ home: 1, away: 0 });
    expect(valueOf("expert")).toBe("expert");
    expect(valueOf(null)).toBeNull();
  });
});

describe("a form", () => {
  it("shows its defaults in the inputs it is given and keeps what is typed", () => {
    const form = new FormStore<Values>({ ...DEFAULTS, name: "Ana", agree: true });
    const name = input();
    const agree = input("checkbox");
    form.attach("name", name, true);
    form.attach("agree", agree, true);
    expect(name.value).toBe("Ana");
    expect(agree.checked).toBe(true);
    type(form, "name", name, "Ana Lopes");
    expect(form.get("name")).toBe("Ana Lopes");
  });

  it("refuses a submit with the resolver's errors, focusing the first refused field of the page, and sends nothing", async () => {
    const { form, fields } = store();
    type(form, "name", fields.name, "Ana");
    const sent = vi.fn();
    await form.submit(sent);
    expect(sent).not.toHaveBeenCalled();
    expect(form.state.errors).toEqual({ email: expect.objectContaining({ message: "error.validation.email" }) });
    expect(form.state.isSubmitted).toBe(true);
    expect(fields.email.focused).toBe(1);
    expect(fields.name.focused).toBe(0);
    // What was typed stays.
    expect(fields.name.value).toBe("Ana");
  });

  it("hands the resolver's output to the submit once every field passes", async () => {
    const { form, fields } = store();
    type(form, "name", fields.name, "  Ana ");
    type(form, "email", fields.email, "ana@example.com");
    const sent = vi.fn();
    await form.submit(sent);
    expect(sent).toHaveBeenCalledWith(
      expect.objectContaining({ name: "Ana", email: "ana@example.com", trimmed: true }),
    );
    expect(form.state.errors).toEqual({});
  });

  it("hands what the submit's own work throws to its caller, the form submitted and what was typed kept", async () => {
    const { form, fields } = store();
    type(form, "name", fields.name, "Ana");
    type(form, "email", fields.email, "a@b.c");
    await expect(form.submit(async () => Promise.reject(new Error("offline")))).rejects.toThrow("offline");
    expect(form.state.isSubmitted).toBe(true);
    expect(fields.email.value).toBe("a@b.c");
  });

  it("checks a field again as it changes once the form was submitted, not before", async () => {
    const { form, fields } = store();
    type(form, "email", fields.email, "x");
    await settled();
    expect(form.state.errors).toEqual({});
    await form.submit(() => undefined);
    expect(Object.keys(form.state.errors)).toEqual(["name", "email"]);
    type(form, "email", fields.email, "x@y.z");
    // Only the changed field's error goes: the name is still refused.
    await vi.waitFor(() => expect(Object.keys(form.state.errors)).toEqual(["name"]));
  });

  it("puts a server's error on its field, focused, until the field changes", async () => {
    const { form, fields } = store();
    type(form, "name", fields.name, "Ana");
    type(form, "email", fields.email, "taken@example.com");
    await form.submit(() =>
      form.setError(
        "email",
        { type: "error.auth.emailTaken", message: "error.auth.emailTaken" },
        { shouldFocus: true },
      ),
    );
    expect(form.state.errors.email?.message).toBe("error.auth.emailTaken");
    expect(fields.email.focused).toBe(1);
    type(form, "email", fields.email, "other@example.com");
    await vi.waitFor(() => expect(form.state.errors).toEqual({}));
  });

  it("checks only the fields it is asked to, and says whether they pass", async () => {
    const { form, fields } = store();
    expect(await form.trigger(["email"], { shouldFocus: true })).toBe(false);
    expect(Object.keys(form.state.errors)).toEqual(["email"]);
    expect(fields.email.focused).toBe(1);
    type(form, "email", fields.email, "a@b.c");
    expect(await form.trigger("email")).toBe(true);
    expect(form.state.errors).toEqual({});
  });

  it("finds the error of a field in a list by its path", async () => {
    const form = new FormStore<Values, unknown>(
      {
        ...DEFAULTS,
        name: "Ana",
        email: "a@b.c",
        options: [
          { text: "Yes", points: "2" },
          { text: "No", points: "x" },
        ],
      },
      resolver,
    );
    const points = input();
    form.attach("options.1.points", points, true);
    expect(points.value).toBe("x");
    await form.submit(() => undefined);
    expect(Object.keys(form.state.errors)).toEqual(["options.1.points"]);
    expect(points.focused).toBe(1);
  });

  it("focuses the field that holds a refused part, and keeps a field's place when it swaps its element", async () => {
    // A lock policy's field: a choice, and the minutes while "minutes before" is chosen; then a box to tick.
    const form = new FormStore<{ lockPolicy: { kind: string; minutes?: number }; agree: boolean }>(
      { lockPolicy: { kind: "kickoff" }, agree: false },
      async (values) => {
        const errors: FieldErrors = {};
        if (values.lockPolicy.kind === "minutesBefore" && !values.lockPolicy.minutes)
          errors["lockPolicy.minutes"] = { type: "invalid", message: "error.validation.invalid" };
        if (!values.agree) errors.agree = { type: "required", message: "error.validation.required" };
        return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
      },
    );
    const choice = input("select-one");
    const minutes = input("number");
    const agree = input("checkbox");
    form.attach("lockPolicy", choice, false);
    form.attach("agree", agree, true);
    form.change("lockPolicy", { kind: "minutesBefore", minutes: 0 });
    // The choice's element is swapped for the minutes' input, after the box was mounted.
    form.attach("lockPolicy", null, false);
    form.attach("lockPolicy", minutes, false);
    await form.submit(() => undefined);
    expect(Object.keys(form.state.errors).sort()).toEqual(["agree", "lockPolicy.minutes"]);
    // The lock policy comes first in the page: its minutes get the focus, not the box.
    expect([minutes.focused, agree.focused, choice.focused]).toEqual([1, 0, 0]);
  });

  it("writes a value set by a script into its input, and a whole object into the inputs under it", () => {
    const form = new FormStore<Values>(DEFAULTS);
    const home = input();
    const away = input();
    form.attach("extraTime.home", home, true);
    form.attach("extraTime.away", away, true);
    expect(home.value).toBe("");
    form.change("extraTime", { home: 2, away: 1 });
    expect([home.value, away.value]).toEqual(["2", "1"]);
    form.change("extraTime", null);
    expect([home.value, away.value]).toEqual(["", ""]);
  });

  it("resets to its defaults, or to new ones, clearing what was refused", async () => {
    const { form, fields } = store();
    type(form, "name", fields.name, "Ana");
    await form.submit(() => undefined);
    form.reset();
    expect(fields.name.value).toBe("");
    expect(form.state).toEqual({ errors: {}, isSubmitted: false });
    form.reset({ ...DEFAULTS, name: "Bea" });
    expect(fields.name.value).toBe("Bea");
    type(form, "name", fields.name, "Cy");
    form.reset();
    expect(fields.name.value).toBe("Bea");
  });

  it("drops a check that ends after a later one: the later one's errors stand", async () => {
    let release: () => void = () => undefined;
    const slow: Resolver<Values> = async (values) => {
      if (values.email === "slow") await new Promise<void>((resolve) => (release = resolve));
      return values.email.includes("@")
        ? { values, errors: {} }
        : { values: {}, errors: { email: { type: "error.validation.email", message: "error.validation.email" } } };
    };
    const form = new FormStore<Values>(DEFAULTS, slow);
    const email = input();
    form.attach("email", email, true);
    await form.submit(() => undefined);
    type(form, "email", email, "slow");
    type(form, "email", email, "a@b.c");
    await vi.waitFor(() => expect(form.state.errors).toEqual({}));
    release();
    await settled();
    expect(form.state.errors).toEqual({});
  });

  it("checks with the resolver it was last given, and starts a field that joins later at its default", async () => {
    // A form whose fields follow the page: a bonus question added after it started.
    const form = new FormStore<Record<string, string>>({ q1: "Italy" }, async (values) => ({ values, errors: {} }));
    form.adopt("q1", "Spain");
    form.adopt("q2", "");
    expect(form.get()).toEqual({ q1: "Italy", q2: "" });
    form.setResolver(async (values) =>
      values.q2 ? { values, errors: {} } : { values: {}, errors: { q2: { type: "required", message: "required" } } },
    );
    const sent = vi.fn();
    await form.submit(sent);
    expect(sent).not.toHaveBeenCalled();
    expect(Object.keys(form.state.errors)).toEqual(["q2"]);
    form.change("q2", "Lamine Yamal");
    await form.submit(sent);
    expect(sent).toHaveBeenCalledWith({ q1: "Italy", q2: "Lamine Yamal" });
    // Its default is the one a reset goes back to.
    form.reset();
    expect(form.get()).toEqual({ q1: "Italy", q2: "" });
  });

  it("tells its listeners of every change, and no more once they leave", () => {
    const form = new FormStore<Values>(DEFAULTS);
    const listener = vi.fn();
    const leave = form.subscribe(listener);
    form.change("name", "Ana");
    form.setError("name", { type: "x", message: "x" });
    expect(listener).toHaveBeenCalledTimes(2);
    leave();
    form.change("name", "Bea");
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
