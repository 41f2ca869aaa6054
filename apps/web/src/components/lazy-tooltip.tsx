import type { TooltipProps } from '@mui/material/Tooltip';
import {
  cloneElement,
  useSyncExternalStore,
  type ComponentType,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
} from 'react';

let Loaded: ComponentType<TooltipProps> | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

/** Starts loading MUI's Tooltip (it brings Popper.js, about 12 KB gzip); every LazyTooltip shows it once loaded. */
export function preloadTooltip(): void {
  loading ??= import('@mui/material/Tooltip').then((module) => {
    Loaded = module.default;
    listeners.forEach((listener) => listener());
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

type Trigger = {
  'aria-label'?: string;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
};

/**
 * MUI's Tooltip, loaded on use: until the pointer or the focus reaches its child (or its container,
 * which calls `preloadTooltip` so that the tooltip is there when the child is reached), the child
 * renders alone, named as the Tooltip names it: by its own aria-label, else by the title.
 */
export function LazyTooltip({ title, children }: { title: string; children: ReactElement<Trigger> }) {
  const Tooltip = useSyncExternalStore(subscribe, () => Loaded);
  if (Tooltip) return <Tooltip title={title}>{children}</Tooltip>;
  const { onPointerEnter, onFocus } = children.props;
  return cloneElement(children, {
    'aria-label': children.props['aria-label'] ?? title,
    onPointerEnter: (event) => {
      preloadTooltip();
      onPointerEnter?.(event);
    },
    onFocus: (event) => {
      preloadTooltip();
      onFocus?.(event);
    },
  });
}
