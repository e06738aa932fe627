// The few `process` fields the server reads (its start-up line), for the browser worker: injected in place of the global.
export const process = { version: 'none (web worker)', pid: 0, env: {} as Record<string, string | undefined>, platform: 'browser' };
