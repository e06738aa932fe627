// Entry point of the end-to-end suite inside the VS Code extension host (the extensionTestsPath that
// test/vscode/run.mjs hands to code-server). Runs mocha over test/vscode/suite/*.test.js; the returned
// promise settles the host's exit code (resolve: 0, reject: 1), which reaches run.mjs through the
// smoke-test driver's codeAutomationExit.
'use strict';
const fs = require('fs');
const path = require('path');
const util = require('util');

// mocha is not a project dependency: test/vscode/setup.sh installs it into .vscode-test/tools.
const MOCHA = path.resolve(__dirname, '..', '..', '..', '.vscode-test', 'tools', 'node_modules', 'mocha');

exports.run = function run() {
  let Mocha;
  try {
    Mocha = require(MOCHA);
  } catch (e) {
    return Promise.reject(new Error(`mocha not found at ${MOCHA}: run  bash test/vscode/setup.sh  first (${e.message})`));
  }
  // The extension host's console forwarder does not apply printf templates (and console.* cannot be
  // replaced there), so the reporter's output is formatted here.
  Mocha.reporters.Base.consoleLog = (...args) => console.log(util.format(...args));

  const mocha = new Mocha({
    ui: 'bdd',
    reporter: 'spec',
    color: false,
    timeout: 120_000, // per test; each test bounds its own waits more tightly
    grep: process.env.TOOLLINT_E2E_GREP || undefined,
  });
  const files = fs.readdirSync(__dirname).filter((f) => f.endsWith('.test.js')).sort();
  for (const f of files) mocha.addFile(path.join(__dirname, f));

  return new Promise((resolve, reject) => {
    try {
      const runner = mocha.run((failures) => {
        const { passes = 0, pending = 0 } = runner.stats || {};
        console.log(`vscode-e2e: ${passes} passed, ${failures} failed` + (pending ? `, ${pending} skipped` : ''));
        if (failures > 0) reject(new Error(`${failures} end-to-end test(s) failed`));
        else if (passes === 0) reject(new Error('no end-to-end test ran'));
        else resolve();
      });
    } catch (e) {
      reject(e);
    }
  });
};
