// Writes schemas/toollint.config.schema.json from the rule registry (npm run gen:schema).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildConfigSchema } from '../shared/src/config/schema';

writeFileSync(join(__dirname, '..', 'schemas', 'toollint.config.schema.json'), JSON.stringify(buildConfigSchema(), null, 2) + '\n');
