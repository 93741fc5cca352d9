"use client";
import { useEffect, useId, useRef, useState, type KeyboardEvent, type Ref } from "react";
import { Frame, type FieldFrameProps } from "./field";
import styles from "./combobox.module.css";
import field from "./field.module.css";

/**
 * MUI's Autocomplete drawn without MUI (decision 0080), as the ARIA practices' combobox: the focus
 * stays on the input, the list's active option is its `aria-activedescendant`, the keyboard opens,
 * moves (arrows), chooses (Enter) and closes (Escape, Tab), a click chooses. `options` are values
 * with the text shown for each. A choice among few fixed options is a native select (`NativeSelect`
 * in ./field.tsx, decision 0097).
 */
export interface ComboboxOption {
  value: string;
  label: string;
  /** A line under the label, found by typing too (a time zone's name in the player's language). */
  detail?: string;
}

const ARROW = "M7 10l5 5 5-5z";

/** The option an arrow key moves to, within the list. */
function move(index: number, key: "ArrowDown" | "ArrowUp", count: number): number {
  return key === "ArrowDown" ? Math.min(index + 1, count - 1) : Math.max(index - 1, 0);
}

/** The list under the field; `onChoose` on a click (the field keeps the focus). */
function Listbox({
  id,
  labelId,
  options,
  selected,
  active,
  onChoose,
}: {
  id: string;
  labelId: string;
  options: readonly ComboboxOption[];
  selected: string | null;
  active: number;
  onChoose: (option: ComboboxOption) => void;
}) {
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const option = list.current?.children[active] as HTMLElement | undefined;
    option?.scrollIntoView?.({ block: "nearest" });
  }, [active]);
  return (
    <ul ref={list} id={id} role="listbox" aria-labelledby={labelId} className={styles.popup}>
      {options.map((option, index) => (
        <li
          key={option.value}
          id={`${id}-${index}`}
          role="option"
          aria-selected={option.value === selected}
          className={index === active ? `${styles.option} ${styles.active}` : styles.option}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => onChoose(option)}
        >
          {option.detail ? (
            // Two lines, named by both: "Europe/Lisbon Westeuropäische Zeit (GMT+00:00) · WEZ".
            <>
              <span>{option.label}</span>
              <span className={styles.detail}>{option.detail}</span>
            </>
          ) : (
            option.label
          )}
        </li>
      ))}
    </ul>
  );
}

/** Letters without their accents, in lower case: what typing matches against (MUI's default filter). */
const folded = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

/**
 * MUI's Autocomplete of one value: a text input whose list shows the options whose text (or detail)
 * holds what was typed (or that `matches` finds for it); emptying it chooses none (null); leaving it
 * puts back the chosen option's text.
 */
export function Autocomplete<O extends ComboboxOption>({
  id,
  value,
  options,
  matches,
  onChange,
  onBlur,
  inputRef,
  placeholder,
  placeholderShown = false,
  ...frame
}: FieldFrameProps & {
  value: string | null;
  options: readonly O[];
  /**
   * Decides whether the typed text finds an option in a way of its own (a time zone by the offset
   * typed, "UTC+1": only the zones at +01:00, not those at +10:00 whose text holds "+1"); undefined
   * leaves it to the text.
   */
  matches?: (option: O, query: string) => boolean | undefined;
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  /** Shown while the field has the focus and no text. */
  placeholder?: string;
  /**
   * The placeholder shows without the focus too, under the label: no value is a choice of its own
   * that it names (the time zone's "Automatic (Europe/Lisbon)").
   */
  placeholderShown?: boolean;
}) {
  const listId = `${useId()}-listbox`;
  const labelOf = (v: string | null) => options.find((o) => o.value === v)?.label ?? "";
  const [text, setText] = useState(() => labelOf(value));
  /** What was typed since the list opened (null: nothing, every option shows). */
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    // A new value from outside (a reset): its text.
    setShownValue(value);
    setText(labelOf(value));
  }
  const shown =
    query === null
      ? options
      : options.filter((o) => matches?.(o, query) ?? folded(`${o.label}\n${o.detail ?? ""}`).includes(folded(query)));
  const close = () => {
    setOpen(false);
    setActive(-1);
    setQuery(null);
  };
  const choose = (option: ComboboxOption) => {
    setText(option.label);
    close();
    if (option.value !== value) onChange(option.value);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const key = e.key;
    if (key === "ArrowDown" || key === "ArrowUp") {
      e.preventDefault();
      if (!open) {
        setOpen(true);
        return setActive(
          Math.max(
            shown.findIndex((o) => o.value === value),
            0,
          ),
        );
      }
      if (shown.length) setActive((i) => (i < 0 ? 0 : move(i, key, shown.length)));
    } else if (e.key === "Enter" && open && active >= 0 && shown[active]) {
      e.preventDefault();
      choose(shown[active]);
    } else if (e.key === "Escape" && open) {
      e.preventDefault();
      close();
    }
  };
  const expanded = open && shown.length > 0;
  return (
    <Frame
      id={id}
      {...frame}
      shrunk={placeholderShown && !!placeholder}
      rootClassName={[styles.autocompleteRoot, expanded && styles.open].filter(Boolean).join(" ")}
    >
      <input
        ref={inputRef}
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={frame.error || undefined}
        aria-describedby={frame.helperText ? `${id}-helper-text` : undefined}
        disabled={frame.disabled}
        className={field.input}
        placeholder={placeholder ?? " "}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setQuery(e.target.value);
          setActive(-1);
          setOpen(true);
          if (e.target.value === "" && value !== null) onChange(null);
        }}
        onClick={() => (open ? close() : setOpen(true))}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setText(labelOf(value));
          close();
          onBlur?.();
        }}
      />
      <svg
        className={styles.arrow}
        focusable="false"
        aria-hidden="true"
        viewBox="0 0 24 24"
        onMouseDown={(e) => {
          e.preventDefault();
          document.getElementById(id)?.focus();
          if (open) close();
          else setOpen(true);
        }}
      >
        <path d={ARROW} />
      </svg>
      {expanded && (
        <Listbox
          id={listId}
          labelId={`${id}-label`}
          options={shown}
          selected={value}
          active={active}
          onChoose={choose}
        />
      )}
    </Frame>
  );
}
