// A ~2 MB tools file built from the book_flight fixture (many renamed copies), for stress tests and the bench.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export function bigToolsFile(bytes = 2 * 1024 * 1024): string {
  const tool = JSON.parse(readFileSync(join(__dirname, '..', 'fixtures', 'book_flight.json'), 'utf8'));
  const tools: unknown[] = [];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const copy = structuredClone(tool);
    copy.function.name = `book_flight_${i}`;
    copy.function.description = `Book flight ${i}: ${'details '.repeat(i % 20)}`;
    const text = JSON.stringify(copy, null, 2);
    size += text.length + 4;
    tools.push(copy);
  }
  return JSON.stringify(tools, null, 2);
}
