// "Show documentation for RULE": the rule's page shipped in the extension (docs/rules/RULE.md), shown as a markdown
// preview without the network, headed by its address on the web.
import { readFileSync } from 'node:fs';
import * as vscode from 'vscode';

export const DOCS_SCHEME = 'toollint-docs';
const RULE_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The shipped page of a rule, or undefined (an unknown id, a page missing from the package). */
function shippedPage(context: vscode.ExtensionContext, rule: string): string | undefined {
  if (!RULE_ID.test(rule)) return undefined;
  try {
    return readFileSync(context.asAbsolutePath(`docs/rules/${rule}.md`), 'utf8');
  } catch {
    return undefined;
  }
}

/** Read-only documents toollint-docs:/RULE.md?URL: the shipped page with a line that links to the web copy. */
export function docsProvider(context: vscode.ExtensionContext, version: string): vscode.TextDocumentContentProvider {
  return {
    provideTextDocumentContent(uri) {
      const rule = uri.path.replace(/^\//, '').replace(/\.md$/, '');
      const page = shippedPage(context, rule);
      if (page === undefined) return `# ${rule}\n\nThis rule has no page in this version of toollint.\n`;
      const web = uri.query;
      return `> Shipped with toollint ${version}, read offline.${/^https:\/\//.test(web) ? ` On the web: <${web}>` : ''}\n\n${page}`;
    },
  };
}

/** Opens the rule's page: the shipped copy as a markdown preview, else (no shipped copy) the web page. */
export async function showDocumentation(context: vscode.ExtensionContext, url: unknown, rule: unknown): Promise<string | undefined> {
  const web = typeof url === 'string' ? url : undefined;
  if (typeof rule === 'string' && shippedPage(context, rule) !== undefined) {
    const uri = vscode.Uri.from({ scheme: DOCS_SCHEME, path: `/${rule}.md`, query: web ?? '' });
    try {
      await vscode.commands.executeCommand('markdown.showPreview', uri);
    } catch {
      // No markdown preview (the built-in extension disabled): the page as text.
      await vscode.window.showTextDocument(uri, { preview: true });
    }
    return uri.toString();
  }
  if (web) await vscode.env.openExternal(vscode.Uri.parse(web));
  return web;
}
