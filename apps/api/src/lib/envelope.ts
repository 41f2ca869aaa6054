import { MESSAGES, type List, type Ok, type PageQuery } from '@admin/contract';

export function ok<T>(data: T, messages?: string): Ok<T> {
  return messages === undefined
    ? { result_code: 1, result: MESSAGES.ok, data }
    : { result_code: 1, result: MESSAGES.ok, messages, data };
}

export interface Page<T> {
  items: T[];
  total: number;
}

/** A lookup answered whole (pickers, every permission): one page holding every item. */
export function lookupList<T>(items: T[], total = items.length): List<T> {
  return list({ items, total }, { page: 1, count: Math.max(items.length, 1) });
}

export function list<T>(page: Page<T>, query: PageQuery): List<T> {
  return {
    result_code: 1,
    result: MESSAGES.ok,
    data: page.items,
    current: query.page,
    total: page.total,
    per_page: query.count,
  };
}
