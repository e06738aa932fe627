// Rewrites the rules table in README.md from the rule registry (npm run gen).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { rulesTable, tableIn } from './rules-table';

const readmePath = join(__dirname, '..', 'README.md');
const readme = readFileSync(readmePath, 'utf8');
writeFileSync(readmePath, readme.replace(tableIn(readme), rulesTable()));
