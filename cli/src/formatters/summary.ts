import type { FileReport } from './types';

export interface Summary {
  files: number;
  tools: number;
  errors: number;
  warnings: number;
  infos: number;
}

export function summarize(reports: FileReport[]): Summary {
  const s: Summary = { files: reports.length, tools: 0, errors: 0, warnings: 0, infos: 0 };
  for (const r of reports) {
    s.tools += r.tools.length;
    for (const f of r.findings) {
      if (f.severity === 'error') s.errors++;
      else if (f.severity === 'warning') s.warnings++;
      else s.infos++;
    }
  }
  return s;
}
