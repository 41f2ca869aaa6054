import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { exportStream, h } from './export.ts';

const columns = [
  { header: h('Mã', 'ID'), cell: (row: { id: number }) => row.id },
  { header: h('Tên', 'Name'), cell: (row: { id: number }) => `Xe ${row.id}` },
];

/** Batches of rows; `ended` settles once the reader has ended them (the list's query stops). */
function batches(count: number, fail = false) {
  const state = { closed: false, read: 0 };
  let close = () => {};
  const ended = new Promise<void>((resolve) => (close = resolve));
  async function* rows() {
    try {
      for (let i = 0; i < count; i++) {
        if (fail && i === 2) throw new Error('the query failed');
        state.read++;
        yield Array.from({ length: 500 }, (_, n) => ({ id: i * 500 + n }));
      }
    } finally {
      state.closed = true;
      close();
    }
  }
  return { rows: rows(), state, ended };
}

const read = async (stream: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
};

describe('XLSX export stream', () => {
  test('writes a workbook of every row', async () => {
    const { rows, state } = batches(3);
    const bytes = await read(exportStream(rows, columns, 'xlsx', 'vi'));
    assert.equal(bytes.subarray(0, 2).toString(), 'PK');
    assert.ok(state.closed);
  });

  test('a failing query ends the stream in its error', async () => {
    const { rows } = batches(5, true);
    await assert.rejects(read(exportStream(rows, columns, 'xlsx', 'en')), /the query failed/);
  });

  test('a reader that stops early ends the rows', { timeout: 30_000 }, async () => {
    // 100,000 rows: the first bytes leave after the first batch, long before the last one
    const { rows, state, ended } = batches(200);
    const stream = exportStream(rows, columns, 'xlsx', 'en');
    await new Promise((resolve) => stream.once('data', resolve));
    stream.destroy();
    await ended;
    assert.ok(state.closed);
    // the rows stop with the reader: the batches left are not read
    assert.ok(state.read < 20, `${state.read} of 200 batches read`);
  });
});
