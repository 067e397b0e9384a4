import { createInflate } from 'node:zlib';

/**
 * Inflates `deflated` on the thread pool and stops as soon as the output passes `limit` bytes (then: undefined). With
 * `keep: false` the output is counted and dropped as it comes, so checking a size costs no memory.
 */
export function boundedInflate(deflated: Buffer, limit: number, { keep }: { keep: boolean }): Promise<{ size: number; data: Buffer } | undefined> {
  return new Promise((resolve, reject) => {
    const inflate = createInflate();
    const chunks: Buffer[] = [];
    let size = 0;
    inflate.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        inflate.destroy();
        resolve(undefined);
      } else if (keep) chunks.push(chunk);
    });
    inflate.on('end', () => resolve({ size, data: Buffer.concat(chunks) }));
    inflate.on('error', reject);
    inflate.end(deflated);
  });
}
