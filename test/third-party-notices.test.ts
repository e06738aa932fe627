// ThirdPartyNotices.txt is what scripts/write-third-party-notices.ts writes from the bundled packages, names each of
// them with its license text, and ships in the .vsix (test/package.test.ts lists the shipped files).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { thirdPartyNotices } from '../scripts/third-party-notices';

test('ThirdPartyNotices.txt is up to date with the bundled packages and holds their license texts', async () => {
  const written = readFileSync(join(__dirname, '..', 'ThirdPartyNotices.txt'), 'utf8');
  assert.equal(written, await thirdPartyNotices(), 'out of date: run  npx tsx scripts/write-third-party-notices.ts');
  // the packages the issue names, and the language client and server
  for (const name of ['typescript', 'ajv', 'gpt-tokenizer', 'jsonc-parser', 'web-tree-sitter', 'tree-sitter-python', 'vscode-languageclient', 'vscode-languageserver']) {
    assert.match(written, new RegExp(`^${name} \\d+\\.\\d+\\.\\d+ \\(`, 'm'), name);
  }
  assert.match(written, /Apache License\s+Version 2\.0/, "TypeScript's license text");
  assert.match(written, /Permission is hereby granted, free of charge/, 'the MIT texts');
});
