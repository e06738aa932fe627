// The README's rules table, built from the rule registry.
import { RULES } from '../shared/src/rules';

const fixColumn = (r: (typeof RULES)[number]) => (!r.meta.fixable ? '' : r.meta.unsafeOnly ? 'unsafe' : (r.meta.fixNote ?? 'safe'));

export function rulesTable(): string {
  const header = '| rule | default | Auto-strict fix | targets | what it finds |\n|---|---|---|---|---|\n';
  return header + RULES.map((r) => `| [${r.meta.id}](docs/rules/${r.meta.id}.md) | ${r.meta.defaultSeverity} | ${fixColumn(r)} | ${r.meta.appliesTo} | ${r.meta.description.replace(/\|/g, '\\|')} |`).join('\n');
}

/** The table as it stands in a README text. */
export function tableIn(readme: string): string {
  const start = readme.indexOf('| rule | default |');
  return readme.slice(start, readme.indexOf('\n\n', start));
}
