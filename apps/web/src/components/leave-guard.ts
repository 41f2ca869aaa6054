import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldValues, FormState } from 'react-hook-form';
import { useBlocker } from 'react-router';
import { confirm } from '../lib/feedback.ts';

/**
 * Whether a form holds changes not saved yet: changed (or a file chosen beside it, `changedOutside`),
 * not being saved, and not saved by its last submit (a form that stays on screen after its save,
 * behind a success dialog, does not ask).
 */
export function unsavedChanges(
  form: Pick<FormState<FieldValues>, 'isDirty' | 'isSubmitting' | 'isSubmitSuccessful'>,
  changedOutside = false,
): boolean {
  return (form.isDirty || changedOutside) && !form.isSubmitting && !form.isSubmitSuccessful;
}

/**
 * Asks before unsaved changes are lost: a move to another screen (sidebar, back, a link) waits for
 * the user's answer in the confirm dialog; closing or reloading the tab gets the browser's own
 * question. Staying on the same path (a search or a tab in the URL) is never blocked.
 */
export function useLeaveGuard(unsaved: boolean): void {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname,
  );

  const current = useRef(blocker);
  current.current = blocker;

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirm({
      title: t('common.leave.title'),
      message: t('common.leave.message'),
      okText: t('common.leave.ok'),
      cancelText: t('common.leave.stay'),
      danger: true,
    }).then((leave) => {
      if (current.current.state !== 'blocked') return;
      if (leave) current.current.proceed();
      else current.current.reset();
    });
  }, [blocker.state, t]);

  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);
}
