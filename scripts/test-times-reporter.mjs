// A reporter of node's test runner beside the usual one (scripts/test.mjs adds it): one line per
// test file, `{"file": …, "seconds": …}`, the sum of its top-level tests' durations, for the order
// of the next runs (scripts/test-times.json).
export default async function* fileTimes(source) {
  const seconds = new Map();
  for await (const event of source) {
    if ((event.type !== 'test:pass' && event.type !== 'test:fail') || event.data.nesting !== 0 || !event.data.file)
      continue;
    const { file, details } = event.data;
    seconds.set(file, (seconds.get(file) ?? 0) + (details?.duration_ms ?? 0) / 1000);
  }
  for (const [file, s] of seconds) yield `${JSON.stringify({ file, seconds: Math.round(s * 10) / 10 })}\n`;
}
