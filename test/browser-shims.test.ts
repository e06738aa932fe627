// The browser build's stand-ins for Node built-ins (shared/src/browser/) give the bytes Node's give.
import assert from 'node:assert/strict';
import { createHash as nodeHash, hash as nodeOneShot } from 'node:crypto';
import { test } from 'node:test';
import fc from 'fast-check';
import { Buffer as BrowserBuffer } from '../shared/src/browser/buffer';
import { createHash, hash } from '../shared/src/browser/crypto';

test('createHash: SHA-256 and SHA-1, hex and base64, equal to node:crypto on any text (lone surrogates included)', () => {
  fc.assert(
    fc.property(fc.string({ unit: 'binary' }), fc.constantFrom('sha256', 'sha1'), fc.constantFrom('hex', 'base64'), (text, algo, enc) => {
      assert.equal(createHash(algo).update(text).digest(enc as 'hex'), nodeHash(algo).update(text).digest(enc as 'hex'));
    }),
    { numRuns: 300 },
  );
  assert.equal(createHash('sha256').update('a').update('b').digest('hex'), nodeHash('sha256').update('ab').digest('hex'));
  for (const lone of ['\ud800', 'x\udc00y', '\udbff\ud800']) assert.equal(createHash('sha1').update(lone).digest('base64'), nodeHash('sha1').update(lone).digest('base64'));
  assert.throws(() => createHash('md5'), /md5/);
});

test('hash: the one-shot digest node:crypto gives, for the algorithms and digests the engine uses', () => {
  fc.assert(
    fc.property(fc.string({ unit: 'binary' }), fc.constantFrom('sha256', 'sha1'), fc.constantFrom('hex', 'base64'), (text, algo, enc) => {
      assert.equal(hash(algo, text, enc as 'hex'), nodeOneShot(algo, text, enc as 'hex'));
    }),
    { numRuns: 300 },
  );
  assert.throws(() => hash('md5', 'x', 'hex'), /md5/);
});

test('Buffer.byteLength: the UTF-8 length Node counts, on any text', () => {
  fc.assert(fc.property(fc.string({ unit: 'binary' }), (text) => assert.equal(BrowserBuffer.byteLength(text), Buffer.byteLength(text, 'utf8'))), { numRuns: 500 });
  assert.equal(BrowserBuffer.byteLength('\ud800x\udc00'), Buffer.byteLength('\ud800x\udc00'));
});

test('the server worker\'s dirname and join: as node:path does on URI paths', async () => {
  const { dirname, join } = await import('../server/src/browser/path');
  const posix = await import('node:path/posix');
  for (const p of ['/a/b/c.json', '/a/b/', '/a', '/', '//', 'a', 'a/b', '/a//b//', '', '///x']) assert.equal(dirname(p), posix.dirname(p), p);
  assert.equal(join('/a/b', 'toollint.config.json'), '/a/b/toollint.config.json');
  assert.equal(join('/a/b/', '/c'), '/a/b/c');
  const long = `${'/'.repeat(100_000)}\0/`;
  assert.equal(dirname(long), posix.dirname(long));
});
