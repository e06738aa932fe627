// Output › toollint: a log channel that keeps its last lines (for tests and bug reports) and shows the server trace
// whenever toollint.trace.server asks for it, whatever the channel's log level.
import * as vscode from 'vscode';

const KEEP = 500;
const traceSetting = () => vscode.workspace.getConfiguration('toollint').get<string>('trace.server', 'off');

/**
 * vscode-languageclient traces only when the channel's level is Trace (then toollint.trace.server picks messages or
 * verbose): this channel reports Trace while the setting is on, and writes the trace at info level, which shows.
 */
export class ToollintOutput implements vscode.LogOutputChannel {
  private readonly recent: string[] = [];
  private readonly changed = new vscode.EventEmitter<vscode.LogLevel>();
  private readonly subscriptions: vscode.Disposable[];
  readonly onDidChangeLogLevel = this.changed.event;

  constructor(private readonly real: vscode.LogOutputChannel) {
    this.subscriptions = [
      real.onDidChangeLogLevel(() => this.changed.fire(this.logLevel)),
      vscode.workspace.onDidChangeConfiguration((e) => {
        if (e.affectsConfiguration('toollint.trace.server')) this.changed.fire(this.logLevel);
      }),
    ];
  }

  get name(): string {
    return this.real.name;
  }
  get logLevel(): vscode.LogLevel {
    return traceSetting() !== 'off' ? vscode.LogLevel.Trace : this.real.logLevel;
  }
  /** The last lines written, as shown (a line below the channel's level is not kept). */
  lines(): string[] {
    return [...this.recent];
  }

  private keep(level: vscode.LogLevel, text: string): void {
    if (this.real.logLevel === vscode.LogLevel.Off || level < this.real.logLevel) return;
    this.recent.push(text);
    if (this.recent.length > KEEP) this.recent.splice(0, this.recent.length - KEEP);
  }

  trace(message: string, ...args: unknown[]): void {
    if (traceSetting() !== 'off') {
      this.real.info(message, ...args);
      this.keep(vscode.LogLevel.Info, message);
    } else {
      this.real.trace(message, ...args);
      this.keep(vscode.LogLevel.Trace, message);
    }
  }
  debug(message: string, ...args: unknown[]): void {
    this.real.debug(message, ...args);
    this.keep(vscode.LogLevel.Debug, message);
  }
  info(message: string, ...args: unknown[]): void {
    this.real.info(message, ...args);
    this.keep(vscode.LogLevel.Info, message);
  }
  warn(message: string, ...args: unknown[]): void {
    this.real.warn(message, ...args);
    this.keep(vscode.LogLevel.Warning, message);
  }
  error(error: string | Error, ...args: unknown[]): void {
    this.real.error(error, ...args);
    this.keep(vscode.LogLevel.Error, error instanceof Error ? error.message : error);
  }
  append(value: string): void {
    this.real.append(value);
    this.keep(vscode.LogLevel.Info, value);
  }
  appendLine(value: string): void {
    this.real.appendLine(value);
    this.keep(vscode.LogLevel.Info, value);
  }
  replace(value: string): void {
    this.real.replace(value);
  }
  clear(): void {
    this.real.clear();
  }
  show(columnOrPreserve?: vscode.ViewColumn | boolean, preserveFocus?: boolean): void {
    if (typeof columnOrPreserve === 'boolean' || columnOrPreserve === undefined) this.real.show(columnOrPreserve);
    else this.real.show(columnOrPreserve, preserveFocus);
  }
  hide(): void {
    this.real.hide();
  }
  dispose(): void {
    for (const s of this.subscriptions) s.dispose();
    this.changed.dispose();
    this.real.dispose();
  }
}
