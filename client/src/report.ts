// The per-file report view: one panel that follows its document live (each lint, each settings change), with a
// refresh button, and a click on a tool or finding reveals it in the editor (the HTML is report-html.ts).
import * as vscode from 'vscode';
import type { ReportResult } from '../../server/src/protocol';
import { nonce, reportBody, reportPage } from './report-html';

/** One report panel, reused: it shows one document at a time and redraws when that document is linted again. */
export class ReportView implements vscode.Disposable {
  private panel: vscode.WebviewPanel | undefined;
  private uri: vscode.Uri | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private framed = false;
  private readonly subscriptions: vscode.Disposable[];
  /** What the panel shows now (for tests): the report and how many times it was drawn. */
  last: { uri: string; report: ReportResult; draws: number } | undefined;

  constructor(private readonly fetch: (uri: vscode.Uri) => Promise<ReportResult | undefined>) {
    this.subscriptions = [
      // Every lint publishes diagnostics: an edit, a settings change, a config file change.
      vscode.languages.onDidChangeDiagnostics((e) => {
        if (this.uri && e.uris.some((u) => u.toString() === this.uri!.toString())) this.schedule();
      }),
      vscode.workspace.onDidChangeConfiguration((e) => {
        if (e.affectsConfiguration('toollint')) this.schedule();
      }),
    ];
  }

  async show(uri: vscode.Uri): Promise<void> {
    this.uri = uri;
    const title = `toollint: ${uri.path.split('/').pop()}`;
    if (!this.panel) {
      this.panel = vscode.window.createWebviewPanel('toollint.report', title, { viewColumn: vscode.ViewColumn.Beside, preserveFocus: true }, { enableScripts: true, retainContextWhenHidden: true, localResourceRoots: [] });
      this.panel.onDidDispose(() => {
        this.panel = undefined;
        this.uri = undefined;
        this.last = undefined;
      });
      this.panel.webview.onDidReceiveMessage((m: { type?: string; line?: unknown; character?: unknown }) => {
        if (m?.type === 'refresh') void this.draw();
        if (m?.type === 'reveal' && typeof m.line === 'number') void this.reveal(m.line, typeof m.character === 'number' ? m.character : 0);
      });
      this.framed = false;
    } else {
      this.panel.title = title;
      this.panel.reveal(undefined, true);
    }
    await this.draw();
  }

  /** Puts the cursor on a tool or finding of the report's document, in the editor beside the report. */
  async reveal(line: number, character: number): Promise<void> {
    if (!this.uri) return;
    const pos = new vscode.Position(line, character);
    const shown = vscode.window.visibleTextEditors.find((e) => e.document.uri.toString() === this.uri!.toString());
    const doc = shown?.document ?? (await vscode.workspace.openTextDocument(this.uri));
    const editor = await vscode.window.showTextDocument(doc, { viewColumn: shown?.viewColumn ?? vscode.ViewColumn.One, selection: new vscode.Range(pos, pos) });
    editor.revealRange(new vscode.Range(pos, pos), vscode.TextEditorRevealType.InCenterIfOutsideViewport);
  }

  private schedule(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.draw(), 150);
  }

  private async draw(): Promise<void> {
    const uri = this.uri;
    if (!uri || !this.panel) return;
    const report = await this.fetch(uri).catch(() => undefined);
    if (!report || uri !== this.uri || !this.panel) return;
    const body = reportBody(report, uri.path.split('/').pop() ?? uri.toString());
    // The first body comes with the page; later ones go to its script, so the panel keeps its scroll position.
    if (!this.framed) {
      this.panel.webview.html = reportPage(body, nonce(), this.panel.webview.cspSource);
      this.framed = true;
    } else await this.panel.webview.postMessage({ type: 'body', body });
    this.last = { uri: uri.toString(), report, draws: (this.last?.uri === uri.toString() ? this.last.draws : 0) + 1 };
  }

  dispose(): void {
    if (this.timer) clearTimeout(this.timer);
    for (const s of this.subscriptions) s.dispose();
    this.panel?.dispose();
  }
}

