// This folder holds the provider profiles as data, each fact with its source and date. It never imports the rules,
// sources/, fix/, converters/ or the pipeline.
//
// Which targets a tool is checked against.
import type { ToolDefinition } from '../extract/tool';
import { TARGET_IDS, type TargetId } from '../types';
import type { TargetProfile } from './profile';
import { PROFILES, SHAPE_TARGETS } from './profiles';

export { PROFILES, SHAPE_TARGETS } from './profiles';
export type { TargetProfile, Fact } from './profile';

export function isTargetId(value: string): value is TargetId {
  return (TARGET_IDS as readonly string[]).includes(value);
}

/** Unknown names in a targets list (for a clear configuration error). */
export function unknownTargets(targets: readonly string[]): string[] {
  return targets.filter((t) => t !== 'shape' && !isTargetId(t));
}

/**
 * The target ids a tool is checked against: the configured ones, with "shape" expanded to the tool's own format. A tool
 * the code sends to one provider (`sentTo`) is checked against that provider's targets only: the configured ones among
 * them ("shape" is the one it is sent as), or the one it is sent as when none is configured.
 */
export function targetIdsFor(tool: ToolDefinition, configured: readonly string[]): TargetId[] {
  const out: TargetId[] = [];
  const add = (id: TargetId) => {
    if (!out.includes(id)) out.push(id);
  };
  const sentTo = tool.sentTo;
  if (sentTo && sentTo.length > 0) {
    for (const t of configured) {
      if (t === 'shape') add(sentTo[0]!);
      else if (isTargetId(t) && sentTo.includes(t)) add(t);
    }
    if (out.length === 0) add(sentTo[0]!);
    return out;
  }
  for (const t of configured) {
    if (t === 'shape') {
      for (const id of SHAPE_TARGETS[tool.shape] ?? []) add(id);
      if (tool.strict === true && tool.shape === 'anthropic') add('anthropic-strict');
      if (tool.strict === true && (tool.shape === 'openai-chat' || tool.shape === 'openai-responses')) add('openai-strict');
    } else if (isTargetId(t)) add(t);
  }
  return out;
}

export function profilesFor(ids: readonly TargetId[]): TargetProfile[] {
  return ids.map((id) => PROFILES[id]);
}
