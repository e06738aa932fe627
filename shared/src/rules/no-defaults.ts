import { schemaLabel, sentence } from '../schema/labels';
import type { TargetId } from '../types';
import { describeValue, type FixSpec } from '../fix/ops';
import type { Rule } from './rule';

export const noDefaults: Rule = {
  meta: {
    id: 'no-defaults',
    defaultSeverity: 'warning',
    description: '`default` present: an error where the target rejects it (openai-strict), a warning where it is ignored (google).',
    fixable: true,
    appliesTo: 'openai-strict (error), google (warning)',
  },
  checkTool(ctx) {
    const rejected: TargetId[] = [];
    const ignored: TargetId[] = [];
    for (let tIndex = 0, tList = ctx.targets; tIndex < tList.length; tIndex++) {
      const t = tList[tIndex]!;
      if (t.defaults?.value === 'rejected') rejected.push(t.id);
      else if (t.defaults?.value === 'ignored') ignored.push(t.id);
    }
    if (rejected.length + ignored.length === 0) return;
    for (let siteIndex = 0, siteList = ctx.sites; siteIndex < siteList.length; siteIndex++) {
      const site = siteList[siteIndex]!;
      if (site.schema.default === undefined) continue;
      const path = [...site.path, 'default'];
      const where = sentence(schemaLabel(site.path));
      const fix: FixSpec = {
        title: `Move the default into the description ("Default: ${describeValue(site.schema.default)}.")`,
        safe: true,
        ops: [
          { kind: 'describe', path: site.path, text: `Default: ${describeValue(site.schema.default)}.`, copy: { path, before: 'Default: ', after: '.' } },
          { kind: 'remove', path },
        ],
      };
      if (rejected.length) ctx.report({ path, targets: rejected, severity: 'error', message: `${where} has a \`default\`, which strict mode rejects ("'default' is not permitted"). Say the default in the description instead.`, fix });
      if (ignored.length) ctx.report({ path, targets: ignored, severity: 'warning', message: `${where} has a \`default\`, which this target ignores; the model never sees it unless the description says it.`, fix });
    }
  },
};
