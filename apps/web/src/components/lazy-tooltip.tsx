import {
  cloneElement,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
} from 'react';
import { lazyPart } from './lazy-part.ts';

/** MUI's Tooltip brings Popper.js, about 12 KB gzip. */
const tooltip = lazyPart(() => import('@mui/material/Tooltip').then((module) => module.default));

/** Starts loading MUI's Tooltip; every LazyTooltip shows it once loaded. */
export function preloadTooltip(): void {
  void tooltip.preload();
}

type Trigger = {
  'aria-label'?: string;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
};

/**
 * MUI's Tooltip, loaded on use: until the pointer or the focus reaches its child (or its container,
 * which calls `preloadTooltip` so that the tooltip is there when the child is reached), the child
 * renders alone, named as the Tooltip names it: by its own aria-label, else by the title.
 *
 * Wrapping the child in the Tooltip mounts it anew: a child under the pointer or holding the focus
 * when the Tooltip arrives keeps its element until the pointer leaves or the focus goes, so that
 * neither a click under way nor the keyboard's place is lost.
 */
export function LazyTooltip({ title, children }: { title: string; children: ReactElement<Trigger> }) {
  const Tooltip = tooltip.useLoaded();
  // the pointer is over the child, the child holds the focus
  const inUse = useRef({ pointer: false, focus: false });
  const [wrapped, setWrapped] = useState(Tooltip !== null);
  useEffect(() => {
    if (Tooltip && !inUse.current.pointer && !inUse.current.focus) setWrapped(true);
  }, [Tooltip]);
  if (Tooltip && wrapped) return <Tooltip title={title}>{children}</Tooltip>;
  const { onPointerEnter, onPointerLeave, onFocus, onBlur } = children.props;
  const start = (by: 'pointer' | 'focus') => {
    inUse.current[by] = true;
    preloadTooltip();
  };
  const end = (by: 'pointer' | 'focus') => {
    inUse.current[by] = false;
    if (tooltip.current() && !inUse.current.pointer && !inUse.current.focus) setWrapped(true);
  };
  return cloneElement(children, {
    'aria-label': children.props['aria-label'] ?? title,
    onPointerEnter: (event) => {
      start('pointer');
      onPointerEnter?.(event);
    },
    onPointerLeave: (event) => {
      end('pointer');
      onPointerLeave?.(event);
    },
    onFocus: (event) => {
      start('focus');
      onFocus?.(event);
    },
    onBlur: (event) => {
      end('focus');
      onBlur?.(event);
    },
  });
}
