import type { TargetId } from '../types';
import { trimEndOf } from '../text/runs';
import { atToolName, type Rule } from './rule';

const patternCache = new Map<string, RegExp>();
function regex(pattern: string): RegExp {
  let r = patternCache.get(pattern);
  if (!r) patternCache.set(pattern, (r = new RegExp(pattern)));
  return r;
}

/** A name every provider accepts: letters, digits, _ and -, starting with a letter or _, at most 64 characters. */
export function safeName(name: string): string | undefined {
  let out = name.replace(/[^a-zA-Z0-9_-]+/g, '_').replace(/^_+(?=[a-zA-Z0-9])/, '');
  if (!/^[a-zA-Z_]/.test(out)) out = `_${out}`;
  out = out.slice(0, 64);
  return trimEndOf(out, '_') || undefined;
}

export const invalidName: Rule = {
  meta: {
    id: 'invalid-name',
    defaultSeverity: 'error',
    description: "A tool name (or, for Gemini, a parameter name) outside the target's allowed pattern.",
    fixable: true,
    unsafeOnly: true,
    appliesTo: 'each target, with its own pattern (OpenAI and Bedrock 64 characters, Anthropic 128, Gemini and MCP also allow dots)',
  },
  checkTool(ctx) {
    const { tool } = ctx;
    if (tool.shape === 'builtin' || tool.name === undefined) return;
    // Built only for a name some target rejects (most names pass every target).
    let groups: Map<string, { targets: TargetId[]; severity: 'error' | 'warning' }> | undefined;
    for (let tIndex = 0, tList = ctx.targets; tIndex < tList.length; tIndex++) {
      const t = tList[tIndex]!;
      const rule = t.toolName.value;
      if (regex(rule.pattern).test(tool.name)) continue;
      groups ??= new Map();
      const key = `${rule.description}|${rule.severity}`;
      const g = groups.get(key) ?? { targets: [], severity: rule.severity };
      g.targets.push(t.id);
      groups.set(key, g);
    }
    for (const [key, g] of groups ?? []) {
      const description = key.split('|')[0];
      const renamed = safeName(tool.name);
      ctx.report({
        ...atToolName(tool),
        targets: g.targets,
        severity: g.severity,
        message: `Tool name ${JSON.stringify(tool.name)} is not allowed: names must be ${description}.`,
        // Callers use the name, so a rename is only ever a suggestion.
        ...(renamed && renamed !== tool.name && tool.fields.name
          ? { fix: { title: `Rename the tool to "${renamed}" (unsafe: callers use the name)`, safe: false, ops: [{ kind: 'set' as const, path: tool.fields.name, value: renamed }] } }
          : {}),
      });
    }
    // Gemini also constrains parameter names.
    if (!ctx.targets.some((t) => t.propertyName)) return;
    const paramTargets = ctx.targets.filter((t) => t.propertyName);
    for (let siteIndex = 0, siteList = ctx.sites; siteIndex < siteList.length; siteIndex++) {
      const site = siteList[siteIndex]!;
      if (site.kind !== 'property' || site.propertyName === undefined) continue;
      const name = site.propertyName;
      // The failing targets' list is built only for a name one of them rejects.
      let rejected = false;
      for (let tIndex = 0; tIndex < paramTargets.length; tIndex++) {
        const t = paramTargets[tIndex]!;
        if (!regex(t.propertyName!.value.pattern).test(name)) rejected = true;
      }
      if (!rejected) continue;
      const failing = paramTargets.filter((t) => !regex(t.propertyName!.value.pattern).test(name));
      ctx.report({
        path: site.path,
        targets: failing.map((t) => t.id),
        message: `Parameter name ${JSON.stringify(site.propertyName)} is not allowed: Gemini parameter names must be ${failing[0]!.propertyName!.value.description}.`,
      });
    }
  },
};
