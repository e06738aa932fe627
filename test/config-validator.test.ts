// The precompiled config validator (shared/src/config/config-validator.js) is what scripts/write-config-validator.ts
// writes from the current rules and settings, and it judges config files as ajv's run-time compilation of the schema does.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import Ajv from 'ajv';
import { CONFIG_OPTIONS, CONFIG_VALIDATOR_FILE, configValidatorSource } from '../scripts/write-config-validator';
import { buildConfigSchema } from '../shared/src/config/schema';
import { validateConfig } from '../shared/src/config/config-validator';
import { parseConfigText } from '../shared/src/config/file';
import { RULES } from '../shared/src/rules';

test('config-validator.js is up to date with the rules and settings (npm run gen writes it)', () => {
  assert.equal(readFileSync(CONFIG_VALIDATOR_FILE, 'utf8'), configValidatorSource());
});

test('the precompiled config validator gives the errors of a run-time compilation', () => {
  const runtime = new Ajv(CONFIG_OPTIONS).compile(buildConfigSchema());
  const configs: unknown[] = [
    {},
    { targets: ['openai-strict', 'mcp'], rules: { [RULES[0]!.meta.id]: 'off', 'heavy-definition': 'warning' }, warnAboveTokens: 800 },
    { targets: ['openai', 'openai'], rules: { 'no-such-rule': 'off', 'heavy-definition': 'warn' }, warnAboveTokens: -1, charsPerToken: 0 },
    { maxFileSize: 1.5, ignore: 'dist/**', model: 4, extra: true },
    [],
    'config',
    null,
  ];
  for (const config of configs) {
    assert.equal(validateConfig(config), runtime(config), JSON.stringify(config));
    assert.deepEqual(validateConfig.errors ?? null, runtime.errors ?? null, JSON.stringify(config));
  }
  // Every rule id is known to the validator, and a severity outside the four is refused with the allowed values named.
  for (const r of RULES) assert.ok(validateConfig({ rules: { [r.meta.id]: 'info' } }), r.meta.id);
  const read = parseConfigText('{ "rules": { "heavy-definition": "warn" }, "targets": ["mcp"] }', 'toollint.config.json');
  assert.equal(read.error, 'Config file toollint.config.json is invalid:\n  /rules/heavy-definition must be equal to one of the allowed values (error, warning, info, off)');
  assert.deepEqual(parseConfigText('{ "rules": { "heavy-definition": "warning" } }', 'c.json'), { config: { rules: { 'heavy-definition': 'warning' } } });
});
