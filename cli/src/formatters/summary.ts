import type { FileReport } from './types';

export interface Summary {
  files: number;
  tools: number;
  errors: number;
  warnings: number;
  infos: number;
}

export function emptySummary(): Summary {
  return { files: 0, tools: 0, errors: 0, warnings: 0, infos: 0 };
}

/** Adds one file's counts to a summary. */
export function tally(s: Summary, r: Pick<FileReport, 'tools' | 'findings'>): void {
  s.files++;
  s.tools += r.tools.length;
  for (let fIndex = 0, fList = r.findings; fIndex < fList.length; fIndex++) {
    const f = fList[fIndex]!;
    if (f.severity === 'error') s.errors++;
    else if (f.severity === 'warning') s.warnings++;
    else s.infos++;
  }
}

export function summarize(reports: FileReport[]): Summary {
  const s = emptySummary();
  for (const r of reports) tally(s, r);
  return s;
}
