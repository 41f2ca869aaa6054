import { MESSAGES } from '@admin/contract/codes';
import type { FieldValues, Path, UseFormReturn, UseFormSetError } from 'react-hook-form';
import { isApiError, isCanceled } from './api-client.ts';
import { reportError } from './report-error.ts';

/**
 * Puts a failed save's messages where they belong: 422 field messages on their fields, anything
 * else in the form's root error (or the alert dialog when the client has not shown it yet).
 * Returns the message put on the form root, if any.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
  options: { rootForOther?: boolean; inputOf?: (field: string) => string } = {},
): void {
  if (isCanceled(error)) return;
  if (isApiError(error) && error.status === 422) {
    const entries = Object.entries(error.fieldErrors);
    let placed = 0;
    for (const [field, messages] of entries) {
      const name = (options.inputOf ?? ((f: string) => f))(field.replace(/\.\d+$/, ''));
      if (fields.includes(name) && messages.length) {
        setError(name as Path<T>, { type: 'server', message: messages[0] }, { shouldFocus: placed === 0 });
        placed++;
      }
    }
    if (placed === 0) {
      const rest = entries.flatMap(([, m]) => m);
      setError('root.server' as Path<T>, { type: 'server', message: rest.join('\n') || MESSAGES.badRequest });
    }
    return;
  }
  if (isApiError(error) && error.shown) return;
  if (options.rootForOther !== false) {
    const message = error instanceof Error ? error.message : String(error);
    setError('root.server' as Path<T>, { type: 'server', message });
    return;
  }
  reportError(error);
}

/**
 * After a refused save react-hook-form focuses the first wrong field, and the browser scrolls only
 * the focused input into view. The whole field (label, input, message) is brought into view, and
 * again each time it or its form changes size (on a busy machine React draws the messages, or their
 * translations, some frames after the focus) or something else scrolls it away (the router's
 * scroll restoration of a freshly loaded page is a transition, committed late on a busy machine),
 * for as long as the field keeps the focus and the user has not taken over (wheel, touch, key or
 * pointer), and at most 10 s.
 */
function revealFocusedField() {
  requestAnimationFrame(() => {
    const field = document.activeElement?.closest('.MuiFormControl-root');
    if (!field) return;
    // 'nearest' leaves a field that is already in view where it is
    const reveal = () => field.scrollIntoView({ block: 'nearest' });
    const observer = new ResizeObserver(reveal);
    const userActs = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
      field.removeEventListener('focusout', stop);
      window.removeEventListener('scroll', reveal, true);
      for (const type of userActs) window.removeEventListener(type, stop, true);
    };
    const timer = setTimeout(stop, 10_000);
    field.addEventListener('focusout', stop);
    window.addEventListener('scroll', reveal, { capture: true, passive: true });
    for (const type of userActs) window.addEventListener(type, stop, { capture: true, passive: true });
    // the field grows when its message is drawn; it moves when the fields above it get theirs
    observer.observe(field);
    observer.observe(field.closest('form') ?? document.body);
  });
}

/**
 * A form's submit handler: `save` gets the checked values; a failure goes to `onError` first (a
 * picture's message), then, unless that answered `handled`, to `applyServerErrors` on `fields`.
 */
export function submitWithServerErrors<V extends FieldValues, Out>(
  form: Pick<UseFormReturn<V, unknown, Out>, 'handleSubmit' | 'setError'>,
  fields: readonly string[],
  save: (values: Out) => Promise<unknown>,
  options: { inputOf?: (field: string) => string; onError?: (error: unknown) => 'handled' | void } = {},
) {
  return form.handleSubmit(async (values) => {
    try {
      await save(values);
    } catch (error) {
      if (options.onError?.(error) !== 'handled')
        applyServerErrors(error, form.setError, fields, { inputOf: options.inputOf });
    }
  }, revealFocusedField);
}

/**
 * Puts a contract schema's issues on the form's fields by their full path (`items.2.amount`), the
 * first message of each field only (a value may break several rules); `focusFirst` focuses the
 * first field named.
 */
export function setIssueErrors<T extends FieldValues>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  setError: UseFormSetError<T>,
  { focusFirst = false }: { focusFirst?: boolean } = {},
): void {
  const placed = new Set<string>();
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    if (placed.has(path)) continue;
    setError(path as Path<T>, { type: 'client', message: issue.message }, { shouldFocus: focusFirst && !placed.size });
    placed.add(path);
  }
}
