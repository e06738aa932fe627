// The engine's browser entry (dist/browser/toollint.js, global `toollint`): the public API, plus the loading of its
// lazy parts from the bundle's own files, which a page awaits before lint() reads a script, Python or counts tokens.
export * from '../index';
export { prepareBrowser, type BrowserPrepareOptions } from './prepare';
export { setChunkBase, assetUrl, loadChunk, chunkLoaded, type LazyName } from './lazy';
