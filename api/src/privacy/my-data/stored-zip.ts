import { crc32 } from 'node:zlib';

export interface ZipEntry {
  /** Path inside the archive, `/`-separated. */
  name: string;
  data: Buffer;
}

/** DOS date and time of an instant (what ZIP headers keep), in UTC. */
function dosDateTime(at: Date): { date: number; time: number } {
  const year = Math.max(at.getUTCFullYear(), 1980);
  return {
    date: ((year - 1980) << 9) | ((at.getUTCMonth() + 1) << 5) | at.getUTCDate(),
    time: (at.getUTCHours() << 11) | (at.getUTCMinutes() << 5) | Math.floor(at.getUTCSeconds() / 2),
  };
}

/**
 * A ZIP archive of the entries, stored without compression: the documents are already compressed (PDF, JPEG, PNG) and
 * the JSON is small, so deflating would cost time for little. UTF-8 names (flag bit 11); no ZIP64, so an archive stays
 * under 4 GiB, far above what an application holds.
 */
export function storedZip(entries: ZipEntry[], at: Date): Buffer {
  const { date, time } = dosDateTime(at);
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const crc = crc32(entry.data);
    // The fields the local header (from byte 6) and the central directory (from byte 8) share, in the same order.
    const shared = (header: Buffer, from: number) => {
      header.writeUInt16LE(0x0800, from); // UTF-8 names
      header.writeUInt16LE(0, from + 2); // stored
      header.writeUInt16LE(time, from + 4);
      header.writeUInt16LE(date, from + 6);
      header.writeUInt32LE(crc, from + 8);
      header.writeUInt32LE(entry.data.length, from + 12);
      header.writeUInt32LE(entry.data.length, from + 16);
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
    locals.push(local, name, entry.data);
    centrals.push(central, name);
    offset += local.length + name.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
