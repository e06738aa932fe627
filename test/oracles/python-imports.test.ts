// Oracle test for models imported from other files of the same project (test/fixtures/python/functions/packages/shop/: relative
// `from .models import X`, package-absolute `from shop.schemas import Money`, `from . import models` then `models.X`,
// a package __init__.py re-exporting, a model inheriting from a base in another file): the real library imports the
// package and lists its tools; toollint reads the same files through readFile, statically, and must give the same
// tools, key order included, and list the files it read.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { PACKAGES, realTools, staticTools } from './python-oracle';

const SHOP = join(PACKAGES, 'shop');
const nameOf = (t: unknown): string => {
  const o = t as { name?: string; function?: { name?: string } };
  return o?.name ?? o?.function?.name ?? '?';
};

for (const file of ['server.py', 'mcp_sdk_server.py', 'openai_tools.py', 'anthropic_tools.py']) {
  test(`shop/${file}: tools taking models from the package's other files equal the library's`, async () => {
    const path = join(SHOP, file);
    const real = realTools(path);
    const reads = new Set<string>();
    const mine = await staticTools(path, reads);
    assert.ok(real.length > 0, 'the library found no tools in the fixture');
    assert.deepEqual(mine.map((t) => `${t.library} ${nameOf(t.tool)}`), real.map((t) => `${t.library} ${nameOf(t.tool)}`));
    for (let i = 0; i < real.length; i++) {
      assert.equal(mine[i].notAnalyzable, undefined, `${nameOf(real[i].tool)}: ${mine[i].notAnalyzable}`);
      assert.equal(JSON.stringify(mine[i].tool), JSON.stringify(real[i].tool), nameOf(real[i].tool));
    }
    // The models come from schemas/common.py through schemas/__init__.py's re-export.
    assert.ok([...reads].some((r) => r.endsWith('shop/schemas/common.py')), [...reads].join(', '));
  });
}
