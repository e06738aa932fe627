// Rewrites the `toollint.rules` setting in package.json from the rule registry (npm run gen).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { RULES } from '../shared/src/rules';

const path = join(__dirname, '..', 'package.json');
const pkg = JSON.parse(readFileSync(path, 'utf8'));
const setting = pkg.contributes.configuration.properties['toollint.rules'];
setting.properties = Object.fromEntries(RULES.map((r) => [r.meta.id, { type: 'string', enum: ['error', 'warning', 'info', 'off'], markdownDescription: r.meta.description }]));
writeFileSync(path, JSON.stringify(pkg, null, 2) + '\n');
