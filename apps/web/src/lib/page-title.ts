import { useEffect, useState, type RefObject } from 'react';
import { BRAND_INFO } from './brand.ts';

/** The browser tab's title for a screen whose heading is `heading`: "TX000299 · MotoMart Admin". */
export const pageTitle = (heading: string | null | undefined): string => {
  const product = `${BRAND_INFO.name} ${BRAND_INFO.product}`;
  const text = heading?.replace(/\s+/g, ' ').trim();
  return text ? `${text} · ${product}` : product;
};

/**
 * The tab's title follows the screen's heading: the one `h1` inside `root` (a list's title, a
 * record's code or name, the sign-in form's), so that every screen and every record has its own
 * and no screen has to say it twice. Read again whenever what is inside `root` changes (a record
 * arriving, the language switched), at most once a frame.
 */
export function useTitleFromHeading(root: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = root.current;
    if (!element) return undefined;
    let frame = 0;
    const update = () => {
      frame = 0;
      const title = pageTitle(element.querySelector('h1')?.textContent);
      if (document.title !== title) document.title = title;
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    const observer = new MutationObserver(schedule);
    observer.observe(element, { childList: true, subtree: true, characterData: true });
    return () => {
      observer.disconnect();
      if (frame) cancelAnimationFrame(frame);
    };
  }, [root]);
}

/** Whether the page inside `root` holds an element `selector` finds (a list's table), as it changes. */
export function usePageHas(root: RefObject<HTMLElement | null>, selector: string): boolean {
  const [has, setHas] = useState(false);
  useEffect(() => {
    const element = root.current;
    if (!element) return undefined;
    const check = () => setHas(element.querySelector(selector) !== null);
    check();
    const observer = new MutationObserver(check);
    observer.observe(element, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [root, selector]);
  return has;
}
