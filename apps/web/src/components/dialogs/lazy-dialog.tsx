import { createElement, lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A screen's dialog, loaded when it first opens rather than with the screen: its form code (react-hook-form,
 * pickers, autocompletes) is not part of the screen's first visit. Until `isOpen(props)` is first true
 * it renders nothing, as a closed MUI Dialog does; once opened it stays mounted, so that it closes
 * with its transition and keeps its state as before. A dialog the screen renders only while shown
 * (`{editing && <BrandDialog … />}`) has no `open` prop and counts as open.
 *
 * `const InviteDialog = lazyDialog(() => import('../invite-dialog.tsx').then((m) => m.InviteDialog));`
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean = (props) => (props as { open?: boolean }).open !== false,
): ComponentType<P> {
  const Loaded = lazy(() => load().then((component) => ({ default: component })));
  function LazyDialog(props: P) {
    const [opened, setOpened] = useState(false);
    const open = isOpen(props);
    if (open && !opened) setOpened(true);
    if (!open && !opened) return null;
    return <Suspense fallback={null}>{createElement(Loaded as ComponentType<P>, props)}</Suspense>;
  }
  return LazyDialog;
}
