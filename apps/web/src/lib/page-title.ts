import { useEffect, useState, type RefObject } from 'react';
import { BRAND_INFO } from './brand.ts';

/** The browser tab's title for a screen whose heading is `heading`: "TX000299 · MotoMart Admin". */
export const pageTitle = (heading: string | null | undefined): string => {
  const product = `${BRAND_INFO.name} ${BRAND_INFO.product}`;
  const text = heading?.replace(/\s+/g, ' ').trim();
  return text ? `${text} · ${product}` : product;
};

/**
 * Watches the page inside `root`, reading it again at most once a frame after it changes (a record
 * arriving, the language switched): the tab's title follows the screen's heading, the one `h1` (a
 * list's title, a record's code or name, the sign-in form's), so that every screen and every record
 * has its own and no screen says it twice; and, given `has`, answers whether the page holds such an
 * element (a list's table), for the layout's skip link. One observer for both.
 */
export function usePageWatch(root: RefObject<HTMLElement | null>, has?: string): boolean {
  const [holds, setHolds] = useState(false);
  useEffect(() => {
    const element = root.current;
    if (!element) return undefined;
    let frame = 0;
    const read = () => {
      frame = 0;
      const title = pageTitle(element.querySelector('h1')?.textContent);
      if (document.title !== title) document.title = title;
      if (has) setHolds(element.querySelector(has) !== null);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(read);
    };
    read();
    const observer = new MutationObserver(schedule);
    observer.observe(element, { childList: true, subtree: true, characterData: true });
    return () => {
      observer.disconnect();
      if (frame) cancelAnimationFrame(frame);
    };
  }, [root, has]);
  return holds;
}
