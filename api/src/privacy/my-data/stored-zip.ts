import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';

export interface ZipEntry {
  /** Path inside the archive, `/`-separated. */
  name: string;
  /** The entry's bytes, read once for its checksum and once more into the archive: one chunk at a time each time. */
  open: () => Promise<AsyncIterable<Buffer | Uint8Array> | Iterable<Buffer | Uint8Array>>;
}

/** An entry whose bytes are already in memory (the JSON document). */
export const bufferEntry = (name: string, data: Buffer): ZipEntry => ({ name, open: async () => [data] });

/** DOS date and time of an instant (what ZIP headers keep), in UTC. */
function dosDateTime(at: Date): { date: number; time: number } {
  const year = Math.max(at.getUTCFullYear(), 1980);
  return {
    date: ((year - 1980) << 9) | ((at.getUTCMonth() + 1) << 5) | at.getUTCDate(),
    time: (at.getUTCHours() << 11) | (at.getUTCMinutes() << 5) | Math.floor(at.getUTCSeconds() / 2),
  };
}

async function checksum(entry: ZipEntry): Promise<{ crc: number; size: number }> {
  let crc = 0;
  let size = 0;
  for await (const chunk of await entry.open()) {
    crc = crc32(chunk, crc);
    size += chunk.length;
  }
  return { crc, size };
}

/**
 * A ZIP archive of the entries, stored without compression, as a stream: the documents are already compressed (PDF,
 * JPEG, PNG) and the JSON is small. Each entry is read twice, once for its checksum and size and once into the
 * archive, so the headers come before the bytes (every reader opens it; no data descriptors) and memory holds one
 * chunk at a time, however large the archive. UTF-8 names (flag bit 11); no ZIP64, so an archive stays under 4 GiB,
 * far above what an application holds. An entry that changed between its two reads fails the stream.
 */
export function storedZipStream(entries: ZipEntry[], at: Date): Readable {
  const { date, time } = dosDateTime(at);
  async function* archive(): AsyncGenerator<Buffer> {
    const centrals: Buffer[] = [];
    let offset = 0;
    for (const entry of entries) {
      const name = Buffer.from(entry.name, 'utf8');
      const { crc, size } = await checksum(entry);
      // The fields the local header (from byte 6) and the central directory (from byte 8) share, in the same order.
      const shared = (header: Buffer, from: number) => {
        header.writeUInt16LE(0x0800, from); // UTF-8 names
        header.writeUInt16LE(0, from + 2); // stored
        header.writeUInt16LE(time, from + 4);
        header.writeUInt16LE(date, from + 6);
        header.writeUInt32LE(crc, from + 8);
        header.writeUInt32LE(size, from + 12);
        header.writeUInt32LE(size, from + 16);
        header.writeUInt16LE(name.length, from + 20);
      };
      const local = Buffer.alloc(30);
      local.writeUInt32LE(0x04034b50, 0);
      local.writeUInt16LE(20, 4); // version needed
      shared(local, 6);
      const central = Buffer.alloc(46);
      central.writeUInt32LE(0x02014b50, 0);
      central.writeUInt16LE(20, 4); // made by
      central.writeUInt16LE(20, 6); // version needed
      shared(central, 8);
      central.writeUInt32LE(offset, 42);
      yield Buffer.concat([local, name]);
      let written = 0;
      for await (const chunk of await entry.open()) {
        written += chunk.length;
        yield Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
      }
      if (written !== size) throw new Error(`The entry ${entry.name} changed while it was archived`);
      centrals.push(central, name);
      offset += local.length + name.length + size;
    }
    const directory = Buffer.concat(centrals);
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(entries.length, 8);
    end.writeUInt16LE(entries.length, 10);
    end.writeUInt32LE(directory.length, 12);
    end.writeUInt32LE(offset, 16);
    yield Buffer.concat([directory, end]);
  }
  return Readable.from(archive(), { objectMode: false });
}
