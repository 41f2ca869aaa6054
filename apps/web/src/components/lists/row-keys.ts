/**
 * What the list keys do to the list on screen (the shell's shortcuts, layouts/shell-shortcuts.ts):
 * the rows of the kit's table (`tr.DataTable-row`), its search box and its pager, found in the page.
 */
const ROW = 'tr.DataTable-row';
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex="0"]';

const rowOf = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLElement>(ROW) : null);

/**
 * Moves the keyboard from a row to the next (1) or the one before (-1): to what can be clicked in
 * the same column there (the record's link, a switch), else the row's first, else the row itself.
 * Outside a row, `fromOutside` starts at the list's first row. Whether the key moved (or was the list's).
 */
export function moveRow(target: EventTarget | null, step: 1 | -1, fromOutside = false): boolean {
  const row = rowOf(target);
  if (!row) {
    const first = fromOutside ? document.querySelector<HTMLElement>(`main ${ROW}`) : null;
    // its record's link first, as the skip link to the list does
    (first?.querySelector<HTMLElement>('a[href], button:not([disabled])') ?? first)?.focus();
    return first !== null && first !== undefined;
  }
  const next = (step > 0 ? row.nextElementSibling : row.previousElementSibling) as HTMLElement | null;
  if (!next?.classList.contains('DataTable-row')) return fromOutside;
  const cell = (target as Element).closest('td');
  const column = cell ? [...row.children].indexOf(cell) : -1;
  const there = column >= 0 ? next.children[column]?.querySelector<HTMLElement>(FOCUSABLE) : null;
  (there ?? next.querySelector<HTMLElement>(FOCUSABLE) ?? next).focus();
  return true;
}

/** Opens the record of the row in focus (its first link); `onRowOnly`: only when the row itself has the focus. */
export function openRow(target: EventTarget | null, onRowOnly = false): boolean {
  const row = rowOf(target);
  if (!row || (onRowOnly && target !== row)) return false;
  const link = row.querySelector<HTMLElement>('a[href]');
  link?.click();
  return link !== null;
}

/** Puts the keyboard in the list's search box. */
export function focusSearch(): boolean {
  const box = document.querySelector<HTMLInputElement>('main .DataTable-root input[name="q"], main input[name="q"]');
  box?.focus();
  box?.select();
  return box !== null;
}

/** Turns the list's page (the pager's previous or next button). */
export function turnPage(step: 1 | -1): boolean {
  const buttons = document.querySelectorAll<HTMLButtonElement>('main .MuiTablePagination-actions button');
  const button = buttons[step > 0 ? buttons.length - 1 : 0];
  if (!button) return false;
  if (!button.disabled) button.click();
  return true;
}
