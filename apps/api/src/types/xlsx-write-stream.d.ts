declare module '@atomictech/xlsx-write-stream' {
  import type { Transform } from 'node:stream';

  /** A Transform: rows (arrays) in, the bytes of an .xlsx file out, streamed. */
  export default class XLSXWriteStream extends Transform {
    constructor(options?: { header?: boolean; columns?: string[] | Record<string, string>; format?: boolean });
  }
}
