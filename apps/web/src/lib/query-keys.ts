/**
 * The query-key factory every area uses (one per area, in features/<area>/api.ts), so that a
 * mutation can invalidate exactly its area's lists and details.
 */
export function createQueryKeys<const Area extends string>(area: Area) {
  return {
    all: [area] as const,
    lists: () => [area, 'list'] as const,
    list: <Q extends object>(query: Q) => [area, 'list', query] as const,
    details: () => [area, 'detail'] as const,
    detail: (id: number | string) => [area, 'detail', id] as const,
  };
}
