// "toollint: Lint MCP servers in this workspace" in a real VS Code: nothing starts before the user confirms; after a
// yes, each chosen server is started through the CLI, and its findings land in the Problems panel on its entry in
// .vscode/mcp.json (a server that fails gets one error there); the servers are gone afterwards.
'use strict';
const assert = require('assert');
const fs = require('fs');
const path = require('path');
const vscode = require('vscode');

const { waitFor, codeOf, ours } = require('./helpers');

const folder = () => vscode.workspace.workspaceFolders[0].uri;
const configUri = () => vscode.Uri.joinPath(folder(), '.vscode', 'mcp.json');
const marker = () => path.join(folder().fsPath, 'mcp-server-started.json');
const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('toollint: Lint MCP servers in this workspace', function () {
  it('is a contributed command that needs a trusted workspace', async function () {
    const extension = vscode.extensions.all.find((e) => e.packageJSON?.name === 'toollint');
    await extension.activate();
    const commands = await vscode.commands.getCommands(true);
    assert.ok(commands.includes('toollint.lintMcpServers'));
    const contributed = extension.packageJSON.contributes.commands.find((c) => c.command === 'toollint.lintMcpServers');
    assert.strictEqual(contributed.title, 'Lint MCP servers in this workspace');
    assert.strictEqual(contributed.enablement, 'isWorkspaceTrusted');
    assert.strictEqual(vscode.workspace.isTrusted, true, 'the test workspace must be trusted for the rest of this suite');
  });

  it('lists the servers of .vscode/mcp.json, and starts nothing when the user declines', async function () {
    let offered = [];
    let asked = [];
    const result = await vscode.commands.executeCommand('toollint.lintMcpServers', {
      pick: async (items) => {
        offered = items.map((i) => `${i.label} ${i.description}`);
        return items;
      },
      confirm: async (commands) => {
        asked = commands;
        return false;
      },
    });
    assert.strictEqual(result, undefined);
    assert.deepStrictEqual(offered, ['docs .vscode/mcp.json', 'broken .vscode/mcp.json']);
    assert.strictEqual(asked.length, 2);
    assert.match(asked[0], /^docs: node .*mcp-server\.mjs$/);
    assert.ok(!fs.existsSync(marker()), 'a server was started without confirmation');
    assert.deepStrictEqual(ours(configUri()), []);
  });

  it('after a yes: the findings on each server entry in the Problems panel, and no server left running', async function () {
    const result = await vscode.commands.executeCommand('toollint.lintMcpServers', { pick: async (items) => items, confirm: async () => true });
    assert.deepStrictEqual(result.map((r) => r.name), ['docs', 'broken']);
    assert.deepStrictEqual(result[0].tools.map((t) => t.name), ['search_docs'], result[0].failure);
    const diags = await waitFor(() => {
      const d = ours(configUri());
      return d.length > 0 ? d : null;
    }, 20_000, 'diagnostics on .vscode/mcp.json');
    const text = fs.readFileSync(configUri().fsPath, 'utf8').split('\n');
    const docsLine = text.findIndex((l) => l.includes('"docs"'));
    const brokenLine = text.findIndex((l) => l.includes('"broken"'));
    const limit = diags.find((d) => codeOf(d) === 'optional-not-required');
    assert.ok(limit, diags.map((d) => `${codeOf(d)} ${d.message}`).join('\n'));
    assert.strictEqual(limit.range.start.line, docsLine);
    assert.match(limit.message, /server "docs": Property `limit`/);
    assert.ok(limit.code.target.toString().endsWith('docs/rules/optional-not-required.md'));
    const broken = diags.find((d) => d.range.start.line === brokenLine);
    assert.ok(broken, 'no diagnostic on the broken server entry');
    assert.strictEqual(broken.severity, vscode.DiagnosticSeverity.Error);
    assert.match(broken.message, /server "broken" could not be linted: .*missing API key/);
    const { pid } = JSON.parse(fs.readFileSync(marker(), 'utf8'));
    await waitFor(() => !alive(pid), 10_000, `the docs server (pid ${pid}) to be gone`);
  });
});
