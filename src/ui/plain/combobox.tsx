"use client";
import { useEffect, useId, useRef, useState, type KeyboardEvent, type Ref } from "react";
import { Frame, type FieldFrameProps } from "./field";
import styles from "./combobox.module.css";
import field from "./field.module.css";

/**
 * MUI's Select and Autocomplete drawn without MUI (decision 0080), as the ARIA practices' comboboxes:
 * the focus stays on the combobox, the list's active option is its `aria-activedescendant`, the
 * keyboard opens, moves (arrows, Home, End, typing), chooses (Enter) and closes (Escape, Tab), a
 * click chooses. `options` are values with the text shown for each.
 */
export interface ComboboxOption {
  value: string;
  label: string;
}

const ARROW = "M7 10l5 5 5-5z";

function move(index: number, key: string, count: number): number {
  if (key === "ArrowDown") return Math.min(index + 1, count - 1);
  if (key === "ArrowUp") return Math.max(index - 1, 0);
  if (key === "Home") return 0;
  return count - 1;
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
  options: ComboboxOption[];
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
          {option.label}
        </li>
      ))}
    </ul>
  );
}

/**
 * MUI's Select (not native): a select-only combobox showing the chosen option's text; with the
 * empty value ("") it shows nothing and its label sits inside the box, as MUI's.
 */
export function SelectMenu({
  id,
  name,
  value,
  options,
  onChange,
  onBlur,
  inputRef,
  ...frame
}: FieldFrameProps & {
  name?: string;
  value: string;
  options: ComboboxOption[];
  onChange: (value: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLDivElement>;
}) {
  const listId = `${id}-listbox`;
  const [open, setOpen] = useState(false);
  const chosen = Math.max(
    options.findIndex((o) => o.value === value),
    0,
  );
  const [active, setActive] = useState(chosen);
  const typed = useRef({ text: "", at: 0 });
  const show = () => {
    setActive(chosen);
    setOpen(true);
  };
  const choose = (option: ComboboxOption) => {
    setOpen(false);
    if (option.value !== value) onChange(option.value);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (["ArrowDown", "ArrowUp", "Home", "End"].includes(e.key)) {
      e.preventDefault();
      if (!open) return show();
      setActive((i) => move(i, e.key, options.length));
    } else if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      if (open) choose(options[active]!);
      else show();
    } else if (e.key === "Escape" && open) {
      e.preventDefault();
      setOpen(false);
    } else if (e.key === "Tab") {
      setOpen(false);
    } else if (e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey) {
      // Typing finds the option that starts with what was typed (within half a second).
      const now = Date.now();
      const text = (now - typed.current.at < 500 ? typed.current.text : "") + e.key.toLocaleLowerCase();
      typed.current = { text, at: now };
      const found = options.findIndex((o) => o.label.toLocaleLowerCase().startsWith(text));
      if (found < 0) return;
      if (!open) setOpen(true);
      setActive(found);
    }
  };
  return (
    <Frame id={id} {...frame} shrunk={value !== ""} labelled={false} rootClassName={open ? styles.open : undefined}>
      <div
        ref={inputRef}
        id={id}
        role="combobox"
        tabIndex={frame.disabled ? -1 : 0}
        aria-labelledby={`${id}-label`}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-activedescendant={open ? `${listId}-${active}` : undefined}
        aria-describedby={frame.helperText ? `${id}-helper-text` : undefined}
        aria-disabled={frame.disabled || undefined}
        className={styles.display}
        onClick={() => (open ? setOpen(false) : show())}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          onBlur?.();
        }}
      >
        {value === "" ? "\u200b" : options[chosen]?.label}
      </div>
      {name && <input type="hidden" name={name} value={value} />}
      <svg className={`${styles.arrow} ${styles.selectArrow}`} focusable="false" aria-hidden="true" viewBox="0 0 24 24">
        <path d={ARROW} />
      </svg>
      {open && (
        <Listbox
          id={listId}
          labelId={`${id}-label`}
          options={options}
          selected={value}
          active={active}
          onChoose={choose}
        />
      )}
    </Frame>
  );
}

/** Letters without their accents, in lower case: what typing matches against (MUI's default filter). */
const folded = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

/**
 * MUI's Autocomplete of one value: a text input whose list shows the options whose text holds what
 * was typed; emptying it chooses none (null); leaving it puts back the chosen option's text.
 */
export function Autocomplete({
  id,
  value,
  options,
  onChange,
  onBlur,
  inputRef,
  placeholder,
  ...frame
}: FieldFrameProps & {
  value: string | null;
  options: ComboboxOption[];
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  /** Shown while the field has the focus and no text. */
  placeholder?: string;
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
  const shown = query === null ? options : options.filter((o) => folded(o.label).includes(folded(query)));
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
    if (["ArrowDown", "ArrowUp"].includes(e.key)) {
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
      if (shown.length) setActive((i) => (i < 0 ? 0 : move(i, e.key, shown.length)));
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
