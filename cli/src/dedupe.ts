// One report per tool across the files of a run. A tool defined in file A (`export const weatherTool = tool({...})`)
// and listed under a key in file B (`tools: { weather: weatherTool }`) is read in both: A reports it under the const's
// name with an info saying the importer's key names it, B reads it through the import (sources/typescript/imports.ts)
// under the key, its nodes FOREIGN (never edited in B). When both files are linted, the tool is reported once, in A
// (where its code is and fixes apply), under B's key (the name the model sees), with B's token count and hash (they
// include the name). A's info goes (the name is known). B's copy goes; of its findings, those A reports too (same rule,
// place in the tool, severity and targets) go, and the others stay in B, at the listing that implies them (a Mastra
// agent's model). When B read the tool for a context of its own (the agent's model, not A's assumed one), B's findings
// are what is sent: A's findings B lacks go too. A tool listed under another key by a further file is another tool to
// the model: that file's copy stays as it is. Linting only B (A not in the run) reports as before.
import { resolve } from 'node:path';
import type { ToolDescription } from '../../shared/src/describe';
import type { Finding } from '../../shared/src/finding';
import type { LintResult } from '../../shared/src/lint';
import { originOf } from '../../shared/src/sources/node-marks';
import { isExportedConfig } from '../../shared/src/sources/typescript/registered-configs';
import type { FileReport, ReportedFinding } from './formatters/types';

/** What a file's tools are to the other files of the run: plain data (a pool worker sends it as it is). */
export interface ToolLink {
  /** Index of the tool in the report's tools. */
  tool: number;
  /** Indexes of its findings in the report's findings. */
  findings: number[];
  /** Defined here and named by an importer: its key (file and offset) and the index of that info finding. */
  /**
   * Defined here and named by an importer: its key (file and offset) and the index of that info finding. `stale`: the
   * text linted here is not the text other files read of it (fixed after they read it, or fixed with --dry-run).
   */
  defines?: { key: string; info: number; stale?: boolean };
  /** Read from another file: the key of its definition there, and whether it was read as that file reads it. */
  listed?: { key: string; sameReading: boolean };
}

/** The links of a report made on the main thread, for ReportCollector.add (see lint-file.ts). */
export const linksOf = new WeakMap<FileReport, ToolLink[]>();

/** A file whose report waits for the run's other files (it defines or lists a tool another file may report too). */
export interface PendingReport {
  report: FileReport;
  descriptions?: ToolDescription[];
  links: ToolLink[];
}

function definitionKey(path: string, offset: number): string {
  return `${resolve(path)}#${offset}`;
}

/**
 * The links of a file's tools, or undefined when it has none (its report is then final at once). `findings` are the
 * report's, in its order; `shift` is what the file's text lost at its start (a byte-order mark) against what another
 * file reads of it.
 */
export function toolLinks(result: LintResult, absPath: string, findings: Finding[], shift: number): ToolLink[] | undefined {
  let links: ToolLink[] | undefined;
  // The info the reader gives a tool named by its importer's key: not-analyzable, of no tool, at the tool's name.
  let infos: Map<string, number> | undefined;
  findings.forEach((f, i) => {
    if (f.rule === 'not-analyzable' && f.severity === 'info' && f.tool === null) (infos ??= new Map()).set(`${f.span.offset}:${f.span.length}`, i);
  });
  let index: Map<Finding, number> | undefined;
  const indexOf = (f: Finding) => (index ??= new Map(findings.map((x, i) => [x, i]))).get(f);
  result.tools.forEach((t, i) => {
    const origin = originOf(t.definition.node);
    const info = origin ? -1 : (infos?.get(`${t.span.offset}:${t.span.length}`) ?? -1);
    if (!origin && info < 0 && !isExportedConfig(t.definition.node)) return;
    const own = t.findings.map(indexOf).filter((n): n is number => n !== undefined);
    const link: ToolLink = { tool: i, findings: own };
    if (origin) link.listed = { key: definitionKey(origin.path, origin.offset), sameReading: origin.sameReading };
    else link.defines = { key: definitionKey(absPath, t.extent.offset + shift), info };
    (links ??= []).push(link);
  });
  return links;
}

/** A finding's identity within its tool: rule, place in the tool (relative to the tool's pointer), severity, targets. */
function findingKey(f: ReportedFinding, toolPointer: string): string {
  const at = f.pointer.startsWith(toolPointer) ? f.pointer.slice(toolPointer.length) : f.pointer;
  return `${f.rule}\0${at}\0${f.severity}\0${[...f.targets].sort().join(',')}`;
}

/** Reports each tool once across the pending files (see the header); changes their reports in place. */
export function mergeAcrossFiles(pending: PendingReport[]): void {
  const defined = new Map<string, { file: PendingReport; link: ToolLink; name?: string; kept?: Set<string> }>();
  for (const file of pending) for (const link of file.links) if (link.defines && !defined.has(link.defines.key)) defined.set(link.defines.key, { file, link });
  const drop = new Map<PendingReport, { tools: Set<number>; findings: Set<number> }>();
  const dropped = (file: PendingReport) => {
    let d = drop.get(file);
    if (!d) drop.set(file, (d = { tools: new Set(), findings: new Set() }));
    return d;
  };
  for (const b of pending) {
    for (const link of b.links) {
      const def = link.listed && defined.get(link.listed.key);
      if (!def || def.file === b) continue;
      const bTool = b.report.tools[link.tool]!;
      if (def.name !== undefined && def.name !== bTool.name) continue;
      if (def.name === undefined) def.kept = mergeInto(def.file, def.link, b, link, dropped(def.file));
      def.name = bTool.name;
      // B's copy goes, and what of it A's copy reports.
      const d = dropped(b);
      d.tools.add(link.tool);
      // A copy of code fixed since it was read: its findings are about code that is no longer there.
      for (const i of link.findings) if (def.link.defines!.stale || def.kept!.has(findingKey(b.report.findings[i]!, bTool.pointer))) d.findings.add(i);
      if (b.descriptions) b.descriptions[link.tool] = undefined as unknown as ToolDescription;
    }
  }
  for (const [file, d] of drop) {
    const r = file.report;
    r.tools = r.tools.filter((_, i) => !d.tools.has(i));
    r.findings = r.findings.filter((_, i) => !d.findings.has(i));
    if (file.descriptions) file.descriptions = file.descriptions.filter((x) => x !== undefined);
  }
}

/** A's copy named as B lists it; returns the keys of the findings it keeps. */
function mergeInto(a: PendingReport, aLink: ToolLink, b: PendingReport, bLink: ToolLink, aDrop: { findings: Set<number> }): Set<string> {
  const aTool = a.report.tools[aLink.tool]!;
  const bTool = b.report.tools[bLink.tool]!;
  const bKeys = new Set(bLink.findings.map((i) => findingKey(b.report.findings[i]!, bTool.pointer)));
  const stale = aLink.defines!.stale === true;
  aDrop.findings.add(aLink.defines!.info);
  const kept = new Set<string>();
  for (const i of aLink.findings) {
    const f = a.report.findings[i]!;
    const key = findingKey(f, aTool.pointer);
    // A's findings about the const's name are about a name the model never sees; read for B's context, B's are sent.
    if (f.pointer.slice(aTool.pointer.length).startsWith('/name') || (!bLink.listed!.sameReading && !stale && !bKeys.has(key))) {
      aDrop.findings.add(i);
      continue;
    }
    kept.add(key);
    if (f.tool === aTool.name) a.report.findings[i] = { ...f, tool: bTool.name };
  }
  const counted = stale ? aTool : bTool;
  // Read for B's own context (an SDK's conversion of a config A exports), the tool is what B sends, shape included.
  a.report.tools[aLink.tool] = { name: bTool.name, shape: bLink.listed!.sameReading ? aTool.shape : bTool.shape, pointer: aTool.pointer, range: aTool.range, tokens: counted.tokens, schemaHash: counted.schemaHash };
  const ad = a.descriptions?.[aLink.tool];
  const bd = b.descriptions?.[bLink.tool];
  if (ad && bd) {
    const issues = aLink.findings.filter((i) => !aDrop.findings.has(i)).map((i) => a.report.findings[i]!);
    const extra = stale ? [] : bLink.findings.map((i) => b.report.findings[i]!).filter((f) => !kept.has(findingKey(f, bTool.pointer)));
    const all = [...issues, ...extra].map((f) => ({ rule: f.rule, severity: f.severity, targets: f.targets, message: f.message, pointer: f.pointer, range: f.range }));
    const by = stale ? ad : bd;
    a.descriptions![aLink.tool] = { ...ad, name: bd.name, tokens: by.tokens, tokensByTarget: by.tokensByTarget, schemaHash: by.schemaHash, targets: by.targets, issues: all, ok: !all.some((x) => x.severity === 'error') };
  }
  return kept;
}
