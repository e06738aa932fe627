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
// A config A exports and B registers (registered-configs.ts) is read by A in one shape (`parameters`) and by B in the
// MCP SDK's (`inputSchema`): findings compare with the schema's key left out. B's findings about what it reads from A
// (the schema written there) move to A: at the place A's own finding has (same rule and place in the tool), else at the
// nearest place in the tool one of A's findings has, else at the tool; none is lost, and none stays split from its tool.
import { resolve } from 'node:path';
import type { ToolDescription } from '../../shared/src/describe';
import type { Finding } from '../../shared/src/finding';
import type { Node as JsonNode } from 'jsonc-parser';
import type { LintedTool, LintResult } from '../../shared/src/lint';
import { memberAt } from '../../shared/src/sources/json/json';
import { FOREIGN, originOf } from '../../shared/src/sources/node-marks';
import { pointerSegments } from '../../shared/src/sources/pointer';
import { isExportedConfig, isRegisteredConfig } from '../../shared/src/sources/typescript/registered-configs';
import type { Range } from '../../shared/src/types';
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
  listed?: { key: string; sameReading: boolean; moves?: number[] };
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
    if (origin) {
      link.listed = { key: definitionKey(origin.path, origin.offset), sameReading: origin.sameReading };
      // A registered config: its findings about what it reads from the config's file (indexes into `findings`).
      if (isRegisteredConfig(t.definition.node)) link.listed.moves = own.filter((n) => readElsewhere(t, findings[n]!));
    } else link.defines = { key: definitionKey(absPath, t.extent.offset + shift), info };
    (links ??= []).push(link);
  });
  return links;
}

/**
 * True when a finding of a registered config is about what the registration reads from the config's file: its schema
 * (registered-configs.ts takes only a schema that is a member of the config), or a node marked FOREIGN (the name, a
 * description taken from the config), the nearest node there when the pointer goes further than the tree.
 */
function readElsewhere(t: LintedTool, f: Finding): boolean {
  if (!f.pointer.startsWith(t.pointer)) return false;
  const at = placeIn(f, t.pointer);
  if (at === '/#schema' || at.startsWith('/#schema/')) return true;
  let n: JsonNode = t.definition.node;
  for (const seg of pointerSegments(f.pointer.slice(t.pointer.length))) {
    const member = memberAt(n, n.type === 'array' ? Number(seg) : seg);
    const next = member?.type === 'property' ? member.children?.[1] : member;
    if (!next) break;
    n = next;
  }
  return (n as unknown as Record<symbol, boolean | undefined>)[FOREIGN] === true;
}

/** The schema's key in a tool's shape: one name, so two shapes' readings of a tool compare. */
const SCHEMA_ROOT = /^\/(?:function\/parameters|toolSpec\/inputSchema\/json|parametersJsonSchema|parameters|input_schema|inputSchema)(?=\/|$)/;

/** A finding's place in its tool (relative to the tool's pointer), the schema's key left out. */
function placeIn(f: ReportedFinding, toolPointer: string): string {
  const at = f.pointer.startsWith(toolPointer) ? f.pointer.slice(toolPointer.length) : f.pointer;
  return at.replace(SCHEMA_ROOT, '/#schema');
}

/** A finding's identity within its tool: rule, place in the tool, severity, targets. */
function findingKey(f: ReportedFinding, toolPointer: string): string {
  return `${f.rule}\0${placeIn(f, toolPointer)}\0${f.severity}\0${[...f.targets].sort().join(',')}`;
}

/** Reports each tool once across the pending files (see the header); changes their reports in place. */
export function mergeAcrossFiles(pending: PendingReport[]): void {
  const defined = new Map<string, { file: PendingReport; link: ToolLink; name?: string; kept?: Set<string>; places?: Place[] }>();
  for (const file of pending) for (const link of file.links) if (link.defines && !defined.has(link.defines.key)) defined.set(link.defines.key, { file, link });
  const drop = new Map<PendingReport, { tools: Set<number>; findings: Set<number>; added: ReportedFinding[] }>();
  const dropped = (file: PendingReport) => {
    let d = drop.get(file);
    if (!d) drop.set(file, (d = { tools: new Set(), findings: new Set(), added: [] }));
    return d;
  };
  for (const b of pending) {
    for (const link of b.links) {
      const def = link.listed && defined.get(link.listed.key);
      if (!def || def.file === b) continue;
      const bTool = b.report.tools[link.tool]!;
      if (def.name !== undefined && def.name !== bTool.name) continue;
      if (def.name === undefined) ({ kept: def.kept, places: def.places } = mergeInto(def.file, def.link, b, link, dropped(def.file)));
      def.name = bTool.name;
      // B's copy goes, and what of it A's copy reports.
      const d = dropped(b);
      d.tools.add(link.tool);
      const moves = new Set(link.listed!.moves);
      const aTool = def.file.report.tools[def.link.tool]!;
      for (const i of link.findings) {
        const f = b.report.findings[i]!;
        const key = findingKey(f, bTool.pointer);
        // A copy of code fixed since it was read: its findings are about code that is no longer there.
        if (def.link.defines!.stale || def.kept!.has(key)) d.findings.add(i);
        else if (moves.has(i)) {
          // About A's code, which A's reading did not report: to A, at the nearest place A's findings have.
          d.findings.add(i);
          def.kept!.add(key);
          const range = nearest(def.places!, placeIn(f, bTool.pointer)) ?? aTool.range;
          dropped(def.file).added.push({ ...f, pointer: aTool.pointer + f.pointer.slice(bTool.pointer.length), range, fixable: false });
        }
      }
      if (b.descriptions) b.descriptions[link.tool] = undefined as unknown as ToolDescription;
    }
  }
  // A definition its own file does not report (a `{ name, config, handler }` record that registration loops of several
  // files read, imported-loops.ts): the first file's copy stands for the others sent the same (name, shape and schema);
  // of theirs, the findings it reports go (the others stay where they are).
  const first = new Map<string, { sent: string; keys: Set<string> }>();
  for (const b of pending) {
    for (const link of b.links) {
      if (!link.listed || defined.has(link.listed.key)) continue;
      const tool = b.report.tools[link.tool]!;
      const keys = link.findings.map((i) => findingKey(b.report.findings[i]!, tool.pointer));
      const seen = first.get(link.listed.key);
      const sent = `${tool.name}\0${tool.shape}\0${tool.schemaHash}`;
      if (!seen) first.set(link.listed.key, { sent, keys: new Set(keys) });
      if (!seen || seen.sent !== sent) continue;
      const d = dropped(b);
      d.tools.add(link.tool);
      link.findings.forEach((i, n) => seen.keys.has(keys[n]!) && d.findings.add(i));
      if (b.descriptions) b.descriptions[link.tool] = undefined as unknown as ToolDescription;
    }
  }
  for (const [file, d] of drop) {
    const r = file.report;
    r.tools = r.tools.filter((_, i) => !d.tools.has(i));
    r.findings = withAdded(r.findings.filter((_, i) => !d.findings.has(i)), d.added);
    if (file.descriptions) file.descriptions = file.descriptions.filter((x) => x !== undefined);
  }
}

/** A place in a tool (placeIn) and the range one of A's findings gives it. */
interface Place {
  at: string;
  range: Range;
}

/** The range of the place nearest `at` (the same, else its closest container), if any. */
function nearest(places: Place[], at: string): Range | undefined {
  let best: Place | undefined;
  for (const p of places) if ((at === p.at || at.startsWith(`${p.at}/`)) && (!best || p.at.length > best.at.length)) best = p;
  return best?.range;
}

/** `findings` with `added` put in order of their start (each before the first finding that starts after it). */
function withAdded(findings: ReportedFinding[], added: ReportedFinding[]): ReportedFinding[] {
  if (added.length === 0) return findings;
  const before = (x: Range, y: Range) => x.start.line < y.start.line || (x.start.line === y.start.line && x.start.character < y.start.character);
  const sorted = [...added].sort((x, y) => (before(x.range, y.range) ? -1 : before(y.range, x.range) ? 1 : 0));
  const out: ReportedFinding[] = [];
  let j = 0;
  for (const f of findings) {
    while (j < sorted.length && before(sorted[j]!.range, f.range)) out.push(sorted[j++]!);
    out.push(f);
  }
  return out.concat(sorted.slice(j));
}

/** A's copy named as B lists it; returns the keys of the findings it keeps, and the places of all its findings. */
function mergeInto(a: PendingReport, aLink: ToolLink, b: PendingReport, bLink: ToolLink, aDrop: { findings: Set<number> }): { kept: Set<string>; places: Place[] } {
  const aTool = a.report.tools[aLink.tool]!;
  const bTool = b.report.tools[bLink.tool]!;
  // B's place of each finding, by its key: a registered config's findings are pointed as the registration sends it.
  const bPlaces = new Map(bLink.findings.map((i) => [findingKey(b.report.findings[i]!, bTool.pointer), b.report.findings[i]!.pointer.slice(bTool.pointer.length)]));
  const registered = bLink.listed!.moves !== undefined;
  const stale = aLink.defines!.stale === true;
  // B reads a registered config's schema at one spot of its code (the `X.schema` it registers), so it reports each
  // rule once there (lint.ts: one finding per rule and spot of generated code): one of B's stands for all of A's.
  const bRules = new Map<string, Set<string>>();
  let bRoot: string | undefined;
  if (registered) {
    for (const i of bLink.findings) {
      const f = b.report.findings[i]!;
      const rel = f.pointer.slice(bTool.pointer.length);
      const root = SCHEMA_ROOT.exec(rel)?.[0];
      if (root === undefined) continue;
      bRoot = root;
      const rule = `${f.rule}\0${f.severity}`;
      const targets = bRules.get(rule) ?? new Set<string>();
      for (const t of f.targets) targets.add(t);
      bRules.set(rule, targets);
    }
  }
  const inSchemaSent = (f: ReportedFinding) => {
    const targets = bRules.get(`${f.rule}\0${f.severity}`);
    return !!targets && placeIn(f, aTool.pointer).startsWith('/#schema') && f.targets.every((t) => targets.has(t));
  };
  aDrop.findings.add(aLink.defines!.info);
  const kept = new Set<string>();
  const places: Place[] = [];
  for (const i of aLink.findings) {
    const f = a.report.findings[i]!;
    const key = findingKey(f, aTool.pointer);
    // A finding of the tool as a whole (a computed description) gives no place: the tool's range stands for it.
    if (f.pointer.length > aTool.pointer.length) places.push({ at: placeIn(f, aTool.pointer), range: f.range });
    // A's findings about the const's name are about a name the model never sees; read for B's context, B's are sent.
    const sentToo = registered && !stale && !bPlaces.has(key) && inSchemaSent(f);
    if (f.pointer.slice(aTool.pointer.length).startsWith('/name') || (!bLink.listed!.sameReading && !stale && !bPlaces.has(key) && !sentToo)) {
      aDrop.findings.add(i);
      continue;
    }
    kept.add(key);
    const sent = registered && !stale ? (bPlaces.get(key) ?? (sentToo && bRoot !== undefined ? placeIn(f, aTool.pointer).replace('/#schema', bRoot) : undefined)) : undefined;
    if (f.tool === aTool.name || sent !== undefined) a.report.findings[i] = { ...f, tool: f.tool === aTool.name ? bTool.name : f.tool, ...(sent !== undefined && { pointer: aTool.pointer + sent }) };
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
  return { kept, places };
}
