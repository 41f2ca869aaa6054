/** Every node reached from `from` by following `next`, `from` included (a module's or a chunk's imports). */
export function reachable<T>(from: Iterable<T>, next: (node: T) => Iterable<T>): Set<T> {
  const seen = new Set<T>();
  const stack = [...from];
  while (stack.length) {
    const node = stack.pop()!;
    if (seen.has(node)) continue;
    seen.add(node);
    stack.push(...next(node));
  }
  return seen;
}
