"use client";
/**
 * Our forms' state in React (decision 0095): react-hook-form's names and meaning for the part of it
 * our forms use (`useForm`, `register`, `Controller`, `useController`, `useWatch`), on
 * `./form-store.ts`, in about a fifth of its bytes. A page's first load carries it with the form.
 */
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import {
  FormStore,
  valueOf,
  type FieldElement,
  type FieldError,
  type FieldValues,
  type FormState,
  type Path,
  type PathValue,
  type Resolver,
} from "./form-store";

export type { FieldError, FieldErrors, FieldValues, FormState, Path, PathValue, Resolver } from "./form-store";

/** What `useController` and `useWatch` take to reach a form: `form.control`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Control<V extends FieldValues = FieldValues> = FormStore<V, any>;

export interface FieldState {
  error?: FieldError;
  invalid: boolean;
}

/** The form `useForm` gives: V as typed, T as the resolver hands it to `handleSubmit`'s callback. */
export interface UseFormReturn<V extends FieldValues, T = V> {
  control: Control<V>;
  formState: FormState;
  register: <N extends Path<V>>(
    name: N,
  ) => {
    name: N;
    onChange: (event: { target: unknown }) => void;
    onBlur: () => void;
    ref: (element: FieldElement | null) => void;
  };
  handleSubmit: (onValid: (values: T) => unknown) => (event?: { preventDefault?: () => void }) => Promise<void>;
  setError: SetError<V>;
  trigger: (names?: Path<V> | readonly Path<V>[], options?: { shouldFocus?: boolean }) => Promise<boolean>;
  setValue: <N extends Path<V>>(name: N, value: PathValue<V, N>, options?: { shouldValidate?: boolean }) => void;
  getValues: {
    (): V;
    <N extends Path<V>>(name: N): PathValue<V, N>;
  };
  getFieldState: (name: Path<V>, formState?: FormState) => FieldState;
  reset: (values?: V) => void;
}

export type SetError<V extends FieldValues> = (
  name: Path<V>,
  error: FieldError,
  options?: { shouldFocus?: boolean },
) => void;

const noop = () => undefined;

export function useForm<V extends FieldValues, T = V>(options: {
  defaultValues: V;
  resolver?: Resolver<V, T>;
}): UseFormReturn<V, T> {
  const [store] = useState(() => new FormStore<V, T>(options.defaultValues, options.resolver));
  // The latest resolver checks: its fields may have changed with the page's data (as react-hook-form's).
  const { resolver } = options;
  useEffect(() => {
    store.setResolver(resolver);
  }, [store, resolver]);
  const formState = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  const methods = useMemo(() => formMethods(store), [store]);
  return useMemo(() => ({ ...methods, formState }), [methods, formState]);
}

function formMethods<V extends FieldValues, T>(store: FormStore<V, T>): Omit<UseFormReturn<V, T>, "formState"> {
  // One registration per field, so that its ref stays the same across renders (mounted once, in order).
  const registrations = new Map<string, ReturnType<UseFormReturn<V, T>["register"]>>();
  return {
    control: store,
    register: (name) => {
      let registration = registrations.get(name);
      if (!registration) {
        registration = {
          name,
          onChange: (event) => store.readFrom(name, event.target as FieldElement),
          onBlur: noop,
          ref: (element) => store.attach(name, element, true),
        };
        registrations.set(name, registration);
      }
      return registration as ReturnType<UseFormReturn<V, T>["register"]> & { name: typeof name };
    },
    handleSubmit: (onValid) => (event) => {
      event?.preventDefault?.();
      return store.submit(onValid);
    },
    setError: (name, error, options) => store.setError(name, error, options),
    trigger: (names, options) => store.trigger(names, options),
    setValue: (name, value, options) => store.change(name, value, { validate: options?.shouldValidate ?? false }),
    getValues: ((name?: string) => store.get(name)) as UseFormReturn<V, T>["getValues"],
    getFieldState: (name) => {
      const error = store.getState().errors[name];
      return { error, invalid: error !== undefined };
    },
    reset: (values) => store.reset(values),
  };
}

/** A field drawn by its own component: its value, a change handler that takes a value or an event, its error. */
export function useController<V extends FieldValues, N extends Path<V>>({
  control,
  name,
  defaultValue,
}: {
  control: Control<V>;
  name: N;
  /** Its value when the form has none for it yet (a field added after the form started). */
  defaultValue?: PathValue<V, N>;
}) {
  control.adopt(name, defaultValue);
  const read = useCallback(() => control.get(name) as PathValue<V, N>, [control, name]);
  const value = useSyncExternalStore(control.subscribe, read, read);
  const readError = useCallback(() => control.getState().errors[name], [control, name]);
  const error = useSyncExternalStore(control.subscribe, readError, readError);
  const onChange = useCallback((changed: unknown) => control.change(name, valueOf(changed)), [control, name]);
  const ref = useCallback((element: FieldElement | null) => control.attach(name, element, false), [control, name]);
  return {
    field: { name, value, onChange, onBlur: noop, ref },
    fieldState: { error, invalid: error !== undefined } satisfies FieldState,
  };
}

export function Controller<V extends FieldValues, N extends Path<V>>({
  render,
  ...props
}: {
  control: Control<V>;
  name: N;
  defaultValue?: PathValue<V, N>;
  render: (controller: ReturnType<typeof useController<V, N>>) => ReactNode;
}) {
  return render(useController(props));
}

const unsubscribed = () => noop;

/** The form's values as typed, re-read on every change: all of them, one field's, or several fields' in order. */
export function useWatch<V extends FieldValues>(options: { control: Control<V> }): V;
export function useWatch<V extends FieldValues, N extends Path<V>>(options: {
  control: Control<V>;
  name: N;
  disabled?: boolean;
}): PathValue<V, N>;
export function useWatch<V extends FieldValues, const N extends readonly Path<V>[]>(options: {
  control: Control<V>;
  name: N;
}): { [I in keyof N]: PathValue<V, N[I] & string> };
export function useWatch({
  control,
  name,
  disabled,
}: {
  control: Control<FieldValues>;
  name?: string | readonly string[];
  disabled?: boolean;
}): unknown {
  const last = useRef<unknown[]>([]);
  const read = useCallback(() => {
    if (disabled) return undefined;
    if (!Array.isArray(name)) return control.get(name as string | undefined);
    const values = name.map((each) => control.get(each));
    // The same values give the same array: React re-renders only when one of them changed.
    if (values.length !== last.current.length || values.some((value, i) => value !== last.current[i]))
      last.current = values;
    return last.current;
  }, [control, name, disabled]);
  return useSyncExternalStore(disabled ? unsubscribed : control.subscribe, read, read);
}
