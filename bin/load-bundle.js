'use strict';
// Loads a bundle of dist/ as require() would, with a V8 code cache: the bytecode of the functions a run compiled is kept
// in the user's cache folder, so the next run neither parses nor compiles them again (on one small file about a quarter
// of the CLI's CPU). Node 20 has no module.enableCompileCache(); this is the same idea with vm.Script's cachedData.
//
// The cache is only a copy: anything wrong with it is ignored, and the bundle is compiled from its source as without it.
// - Where: $TOOLLINT_CODE_CACHE_DIR, else the OS's per-user cache folder (XDG_CACHE_HOME or ~/.cache, ~/Library/Caches,
//   %LOCALAPPDATA%), in toollint/. Never the workspace. TOOLLINT_CODE_CACHE=0 turns it off.
// - Which: one file per bundle path and Node version; it holds the SHA-1 of the bundle's source (a rebuilt or edited
//   bundle never takes an old cache) and of its own payload (V8 checks a code cache's header, not its bytes: a corrupt
//   payload must never reach it).
// - Whose: on POSIX the folder must be the user's own and writable by no one else, and the file the user's own.
// - Written once, when there was none or it did not fit, at exit (then it holds what the run compiled), to a temporary
//   file renamed into place: a reader never sees half a file. Caches not written for a month are removed then.
const crypto = require('node:crypto');
const fs = require('node:fs');
const Module = require('node:module');
const os = require('node:os');
const path = require('node:path');
const vm = require('node:vm');

const MAGIC = Buffer.from('toollint-code-cache-1\n');
const HASH = 20;
const MAX_CACHE = 64 * 1024 * 1024;

function sha1(data) {
  return crypto.createHash('sha1').update(data).digest();
}

/** The folder for code caches, or undefined for none. */
function cacheDir() {
  const env = process.env;
  if (env.TOOLLINT_CODE_CACHE === '0') return undefined;
  if (env.TOOLLINT_CODE_CACHE_DIR) return path.resolve(env.TOOLLINT_CODE_CACHE_DIR);
  const home = os.homedir();
  if (!home) return undefined;
  const base =
    process.platform === 'win32'
      ? env.LOCALAPPDATA || path.join(home, 'AppData', 'Local')
      : process.platform === 'darwin'
        ? path.join(home, 'Library', 'Caches')
        : env.XDG_CACHE_HOME && path.isAbsolute(env.XDG_CACHE_HOME)
          ? env.XDG_CACHE_HOME
          : path.join(home, '.cache');
  return path.join(base, 'toollint');
}

/** On POSIX: the user's own, and (for a folder) writable by no one else. */
function owned(stat, folder) {
  if (typeof process.getuid !== 'function') return true;
  return stat.uid === process.getuid() && (!folder || (stat.mode & 0o022) === 0);
}

/** The cache's payload for this source, or undefined (none, not ours, or not this source's). */
function readCache(file, sourceHash) {
  let fd;
  try {
    if (!owned(fs.lstatSync(path.dirname(file)), true)) return undefined;
    fd = fs.openSync(file, fs.constants.O_RDONLY | (fs.constants.O_NOFOLLOW ?? 0));
    const stat = fs.fstatSync(fd);
    if (!stat.isFile() || !owned(stat, false) || stat.size > MAX_CACHE || stat.size < MAGIC.length + 2 * HASH) return undefined;
    const data = fs.readFileSync(fd);
    const head = MAGIC.length;
    if (!data.subarray(0, head).equals(MAGIC) || !data.subarray(head, head + HASH).equals(sourceHash)) return undefined;
    const payload = data.subarray(head + 2 * HASH);
    return sha1(payload).equals(data.subarray(head + HASH, head + 2 * HASH)) ? payload : undefined;
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}

const MONTH = 30 * 24 * 3600 * 1000;

/** Removes caches not written for a month (another install's, another Node version's), when a cache is written. */
function prune(dir, keep) {
  for (const name of fs.readdirSync(dir)) {
    const other = path.join(dir, name);
    if (other === keep || !/\.bin$/.test(name)) continue;
    try {
      if (Date.now() - fs.lstatSync(other).mtimeMs > MONTH) fs.unlinkSync(other);
    } catch {
      // another run's, or gone
    }
  }
}

/** Writes the cache (`payload()` is V8's, made only once the folder is there and is the user's). */
function writeCache(file, sourceHash, makePayload) {
  const dir = path.dirname(file);
  const temp = `${file}.${process.pid}.tmp`;
  try {
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    if (!owned(fs.lstatSync(dir), true)) return;
    const payload = makePayload();
    fs.writeFileSync(temp, Buffer.concat([MAGIC, sourceHash, sha1(payload), payload]), { mode: 0o600, flag: 'wx' });
    fs.renameSync(temp, file);
    prune(dir, file);
  } catch {
    try {
      fs.unlinkSync(temp);
    } catch {
      // nothing was written
    }
  }
}

/** The bundle's require: the lazy chunks named (`./typescript.js`) are loaded with a code cache of their own too. */
function bundleRequire(file, chunks) {
  const base = Module.createRequire(file);
  if (chunks.length === 0) return base;
  const dir = path.dirname(file);
  const bundled = (id) => (chunks.includes(id) ? loadBundle(path.join(dir, id)) : base(id));
  return Object.assign(bundled, { resolve: base.resolve, cache: base.cache, main: base.main, extensions: base.extensions });
}

/**
 * The bundle's exports: `require(bundle)`, compiled with the code cache when there is one. `chunks`: the lazy chunks
 * beside it that are worth a cache of their own (TypeScript's: a lint of one .ts file took 0.52 s of CPU without, 0.23 s
 * with; not the tokenizer's, whose load is mostly JSON.parse of its table).
 */
function loadBundle(bundle, chunks = []) {
  const file = path.resolve(bundle);
  if (Module._cache[file]) return Module._cache[file].exports;
  let script;
  let cacheFile;
  let sourceHash;
  let cachedData;
  try {
    const dir = cacheDir();
    if (!dir) return require(file);
    const source = fs.readFileSync(file);
    sourceHash = sha1(source);
    cacheFile = path.join(dir, `${path.basename(file, '.js')}-${sha1(`${file}\0${process.version}\0${process.arch}`).toString('hex').slice(0, 16)}.bin`);
    cachedData = readCache(cacheFile, sourceHash);
    script = new vm.Script(Module.wrap(source.toString('utf8')), { filename: file, ...(cachedData ? { cachedData } : {}) });
  } catch {
    return require(file);
  }
  if (!cachedData || script.cachedDataRejected) {
    process.once('exit', () => writeCache(cacheFile, sourceHash, () => script.createCachedData()));
  }
  const mod = new Module(file, module);
  mod.filename = file;
  mod.paths = Module._nodeModulePaths(path.dirname(file));
  Module._cache[file] = mod;
  try {
    script.runInThisContext().call(mod.exports, mod.exports, bundleRequire(file, chunks), mod, file, path.dirname(file));
  } catch (error) {
    delete Module._cache[file];
    throw error;
  }
  mod.loaded = true;
  return mod.exports;
}

module.exports = { loadBundle, cacheDir };
