import { schemaLabel } from '../schema/labels';
import type { TargetId } from '../types';
import type { Rule } from './rule';

export const oversizedDescription: Rule = {
  meta: {
    id: 'oversized-description',
    defaultSeverity: 'warning',
    description: 'A tool description over maxDescriptionChars (1024) or a property description over maxPropertyDescriptionChars (512); an error where the provider rejects it (OpenAI, 1024).',
    fixable: false,
    appliesTo: 'all targets; error for openai and openai-strict',
  },
  checkTool(ctx) {
    const { tool, config } = ctx;
    const length = tool.description?.length ?? 0;
    if (length > 0) {
      const rejecting: TargetId[] = [];
      const warned: TargetId[] = [];
      let limit = config.maxDescriptionChars;
      for (let tIndex = 0, tList = ctx.targets; tIndex < tList.length; tIndex++) {
        const t = tList[tIndex]!;
        const hard = t.maxDescriptionChars?.value;
        if (hard !== undefined && length > hard) {
          rejecting.push(t.id);
          limit = hard;
        } else if (length > config.maxDescriptionChars) warned.push(t.id);
      }
      const path = tool.fields.description ?? [];
      if (rejecting.length) {
        ctx.report({ path, at: 'tool', on: 'key', targets: rejecting, severity: 'error', message: `The tool description is ${length} characters; the API rejects more than ${limit} ("string too long").` });
      }
      if (warned.length) {
        ctx.report({ path, at: 'tool', on: 'key', targets: warned, message: `The tool description is ${length} characters (limit ${config.maxDescriptionChars}); it is sent with every call.` });
      }
    }
    const targets = ctx.targets.map((t) => t.id);
    for (let siteIndex = 0, siteList = ctx.sites; siteIndex < siteList.length; siteIndex++) {
      const site = siteList[siteIndex]!;
      const d = site.schema.description;
      if (typeof d !== 'string' || d.length <= config.maxPropertyDescriptionChars) continue;
      ctx.report({
        path: [...site.path, 'description'],
        targets,
        message: `The description of ${schemaLabel(site.path)} is ${d.length} characters (limit ${config.maxPropertyDescriptionChars}).`,
      });
    }
  },
};
