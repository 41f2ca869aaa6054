/**
 * The keys typed between a shortcut that opens a text box and the box taking the focus: the command
 * palette's code, texts and searches may still be loading when the person goes on typing (`tx167`
 * right after Ctrl+K). They are held (characters and Backspace, nothing with Ctrl, ⌘ or Alt, nothing
 * an input method is composing) and handed to the box when it mounts.
 */
let held: string | null = null;

function onKey(event: KeyboardEvent) {
  if (held === null || event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
  // a text box that has the focus already takes its own keys
  if (document.activeElement instanceof HTMLInputElement || document.activeElement instanceof HTMLTextAreaElement)
    return;
  if (event.key.length === 1) held += event.key;
  else if (event.key === 'Backspace') held = held.slice(0, -1);
  else return;
  event.preventDefault();
}

/** Starts holding what is typed (again from nothing). */
export function holdTypedKeys(): void {
  if (held === null) window.addEventListener('keydown', onKey, true);
  held = '';
}

/** What was typed since `holdTypedKeys`, and stops holding. */
export function takeTypedKeys(): string {
  const typed = held ?? '';
  held = null;
  window.removeEventListener('keydown', onKey, true);
  return typed;
}
