// Writes a fixed file in place without ever leaving it half written.
import { closeSync, ftruncateSync, openSync, writeSync } from 'node:fs';

function writeAll(fd: number, data: Buffer): void {
  for (let done = 0; done < data.length; ) done += writeSync(fd, data, done, data.length - done, done);
}

/**
 * Replaces the content of an existing file. The file is opened for writing first (no truncation), so a read-only
 * file fails before anything changes; in place, so its mode, owner and links stay. If the write fails part way
 * (a full disk, a file-size limit), the original bytes are written back. Throws the write's error.
 */
export function writeFileInPlace(path: string | Buffer, data: Buffer, original: Buffer): void {
  const fd = openSync(path, 'r+');
  try {
    try {
      writeAll(fd, data);
      ftruncateSync(fd, data.length);
    } catch (error) {
      try {
        writeAll(fd, original);
      } catch {
        // bytes past the point where the write stopped were never touched
      }
      try {
        ftruncateSync(fd, original.length);
      } catch {
        // nothing more can be done
      }
      throw error;
    }
  } finally {
    closeSync(fd);
  }
}
