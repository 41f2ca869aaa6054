import { useEffect, useRef } from 'react';

/**
 * The keyboard's shortcuts, one registry for all of them (the palette's Ctrl+K, the shell's keys):
 * one listener on the window. A key is `k`, `?`, `ArrowDown`, `Mod+k` (Ctrl or ⌘), or a sequence
 * `g t` (the second key within SEQUENCE_MS). None fires while a field takes the typing (input,
 * textarea, select, contenteditable, an open menu or listbox), nor with a dialog or menu open,
 * unless the shortcut says so. The newest shortcut of a key goes first; one whose `run` answers
 * `false` lets the key go on (to an older one, then to the browser).
 */
export interface Shortcut {
  keys: string;
  run: (event: KeyboardEvent) => boolean | void;
  /** Also while typing in a field. */
  inFields?: boolean;
  /** Also with a dialog or menu open. */
  inDialogs?: boolean;
}

export const SEQUENCE_MS = 1500;
// a checkbox, a radio or a button takes no typing: the keys go on from it
const FIELD =
  'input:not([type="checkbox"], [type="radio"], [type="button"], [type="submit"]), textarea, select, [contenteditable=""], [contenteditable="true"], [role="combobox"], [role="listbox"], [role="menu"]';
// an open MUI modal: a dialog, a drawer over the page, a menu or a popover
const OPEN_MODAL = '.MuiModal-root:not(.MuiModal-hidden)';

const shortcuts: Shortcut[] = [];
let pending: { key: string; at: number } | null = null;
let sources: (() => Promise<void>)[] = [];
let waiting: KeyboardEvent[] | null = null;

/** Whether the key event is typing into a field (or choosing in an open list). */
export function isTyping(event: KeyboardEvent): boolean {
  const target = event.target;
  return target instanceof Element && (target.closest(FIELD) !== null || (target as HTMLElement).isContentEditable);
}

function keyOf(event: KeyboardEvent): string | null {
  if (event.altKey) return null;
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  if (event.ctrlKey || event.metaKey) return `Mod+${key}`;
  if (event.shiftKey && key.length > 1) return `Shift+${key}`;
  // a letter typed with Shift is its capital (J is not j), other characters are what Shift makes (?)
  return event.shiftKey && /^[a-z]$/.test(key) ? key.toUpperCase() : key;
}

/** Runs the shortcut of the key (after the key pressed before it, for a sequence), or starts a sequence. */
function handle(event: KeyboardEvent): void {
  if (event.defaultPrevented || event.isComposing) return;
  const key = keyOf(event);
  if (!key) return;
  const typing = isTyping(event);
  const dialog = document.querySelector(OPEN_MODAL) !== null;
  const allowed = (s: Shortcut) => (!typing || s.inFields) && (!dialog || s.inDialogs);
  const before = pending && event.timeStamp - pending.at <= SEQUENCE_MS ? pending.key : null;
  pending = null;
  const tried = before ? [`${before} ${key}`, key] : [key];
  for (const keys of tried)
    for (let i = shortcuts.length - 1; i >= 0; i--) {
      const shortcut = shortcuts[i]!;
      if (shortcut.keys !== keys || !allowed(shortcut)) continue;
      if (shortcut.run(event) !== false) {
        event.preventDefault();
        return;
      }
    }
  if (shortcuts.some((s) => s.keys.startsWith(`${key} `) && allowed(s))) pending = { key, at: event.timeStamp };
}

function onKeyDown(event: KeyboardEvent): void {
  if (waiting) {
    waiting.push(event);
    return;
  }
  if (sources.length && !isTyping(event)) {
    // the shortcuts loaded on the first key: the keys pressed meanwhile run once they are there
    waiting = [event];
    const loading = sources;
    sources = [];
    void Promise.all(loading.map((load) => load().catch(() => undefined))).then(() => {
      const events = waiting ?? [];
      waiting = null;
      events.forEach(handle);
    });
    return;
  }
  handle(event);
}

/** Adds shortcuts; answers their removal. */
export function addShortcuts(list: readonly Shortcut[]): () => void {
  if (typeof window !== 'undefined') window.addEventListener('keydown', onKeyDown);
  shortcuts.push(...list);
  return () => list.forEach((s) => shortcuts.includes(s) && shortcuts.splice(shortcuts.indexOf(s), 1));
}

/** Shortcuts whose code loads on the first key pressed outside a field; answers their removal. */
export function addLazyShortcuts(load: () => Promise<Shortcut[]>): () => void {
  let removed = false;
  let remove = () => {};
  const source = () =>
    load().then((list) => {
      if (!removed) remove = addShortcuts(list);
    });
  addShortcuts([]);
  sources.push(source);
  return () => {
    removed = true;
    sources = sources.filter((s) => s !== source);
    remove();
  };
}

/** A shortcut while the component is mounted; `run` may change from one render to the next. */
export function useShortcut(keys: string, run: Shortcut['run'], options?: Omit<Shortcut, 'keys' | 'run'>): void {
  const latest = useRef(run);
  useEffect(() => {
    latest.current = run;
  });
  const { inFields, inDialogs } = options ?? {};
  useEffect(
    () => addShortcuts([{ keys, run: (event) => latest.current(event), inFields, inDialogs }]),
    [keys, inFields, inDialogs],
  );
}
