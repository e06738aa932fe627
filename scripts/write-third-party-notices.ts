// Writes ThirdPartyNotices.txt (npm run gen); with --check, exits 1 when the file is not what it would write.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { thirdPartyNotices } from './third-party-notices';

const path = join(__dirname, '..', 'ThirdPartyNotices.txt');
void thirdPartyNotices().then((text) => {
  if (process.argv.includes('--check')) {
    let now = '';
    try {
      now = readFileSync(path, 'utf8');
    } catch {}
    if (now !== text) {
      console.error('ThirdPartyNotices.txt is out of date: run  npx tsx scripts/write-third-party-notices.ts');
      process.exit(1);
    }
    return;
  }
  writeFileSync(path, text);
  console.log(`wrote ${path}`);
});
