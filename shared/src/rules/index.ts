// This folder holds one rule per file (meta + check) and the registry. A rule sees a ToolRuleContext and reports
// paths; it never imports sources/, converters/ or the pipeline, and never computes a position.
//
// The rule registry: docs, the config schema and the CLI read rule ids from here.
import { arrayItems } from './array-items';
import { descriptionMissing } from './description-missing';
import { duplicateName } from './duplicate-name';
import { enumInDescription } from './enum-in-description';
import { enumValues } from './enum-values';
import { heavyDefinition } from './heavy-definition';
import { invalidName } from './invalid-name';
import { invalidSchema } from './invalid-schema';
import { invalidType } from './invalid-type';
import { mcpClientLimits } from './mcp-client-limits';
import { jsonParseable } from './json-parseable';
import { missingAdditionalPropertiesFalse } from './missing-additional-properties-false';
import { noDefaults } from './no-defaults';
import { notAnalyzable } from './not-analyzable';
import { notStrict } from './not-strict';
import { numericBounds } from './numeric-bounds';
import { optionalNotRequired } from './optional-not-required';
import { oversizedDescription } from './oversized-description';
import { requiredUnknownProperty } from './required-unknown-property';
import { rootCombinator } from './root-combinator';
import { rootNotObject } from './root-not-object';
import type { Rule } from './rule';
import { schemaLimits } from './schema-limits';
import { targetConflict } from './target-conflict';
import { tooManyTools } from './too-many-tools';
import { unresolvedRef } from './unresolved-ref';
import { unsupportedFormat } from './unsupported-format';
import { unsupportedKeyword } from './unsupported-keyword';
import { untypedProperty } from './untyped-property';

export const RULES: readonly Rule[] = [
  jsonParseable,
  rootNotObject,
  rootCombinator,
  invalidName,
  duplicateName,
  descriptionMissing,
  oversizedDescription,
  heavyDefinition,
  tooManyTools,
  mcpClientLimits,
  missingAdditionalPropertiesFalse,
  optionalNotRequired,
  requiredUnknownProperty,
  untypedProperty,
  invalidType,
  arrayItems,
  enumValues,
  noDefaults,
  unsupportedKeyword,
  unsupportedFormat,
  schemaLimits,
  invalidSchema,
  unresolvedRef,
  numericBounds,
  enumInDescription,
  notStrict,
  targetConflict,
  notAnalyzable,
];

export const RULES_BY_ID: ReadonlyMap<string, Rule> = new Map(RULES.map((r) => [r.meta.id, r]));
export type { Rule, RuleMeta } from './rule';
export { docsUrl } from './rule';
