// Provider profiles as data (see ../shared/PROVIDERS.md). Re-date a fact by editing its `checked`.
import type { TargetId } from '../types';
import type { Fact, KeywordStatus, ShapeTargets, TargetProfile } from './profile';
import { lookupTable } from '../lookup-table';

const D = '2026-11-30';
function fact<T>(value: T, source: string, checked = D): Fact<T> {
  return { value, source, checked };
}
function keywords(status: KeywordStatus, list: string[], source: string): Record<string, Fact<KeywordStatus>> {
  return Object.fromEntries(list.map((k) => [k, fact(status, source)]));
}

const OPENAI_NAME = fact(
  { pattern: '^[a-zA-Z0-9_-]{1,64}$', description: 'a-z, A-Z, 0-9, underscores and dashes, 1 to 64 characters', severity: 'error' as const },
  'openai-node src/resources/shared.ts (FunctionDefinition.name)',
);
const OPENAI_MAX_TOOLS = fact(128, 'API error "array too long ... maximum length 128" (vishalmysore/Tools4AI#16)');
const OPENAI_MAX_DESCRIPTION = fact(1024, 'API error "string too long. Expected a string with maximum length 1024" (getsentry/sentry-mcp#106)');
const STRICT_GUIDE = 'OpenAI Structured Outputs guide, "Supported schemas"';
const OPENAI_NODE_STRICT = 'openai-node src/lib/transform.ts (toStrictJsonSchema)';

const openaiStrict: TargetProfile = {
  id: 'openai-strict',
  label: 'OpenAI strict mode',
  toolName: OPENAI_NAME,
  maxTools: OPENAI_MAX_TOOLS,
  maxDescriptionChars: OPENAI_MAX_DESCRIPTION,
  additionalPropertiesFalseRequired: fact(true, STRICT_GUIDE),
  allPropertiesRequired: fact(true, STRICT_GUIDE),
  rootCombinatorRejected: fact(true, 'API error "schema must have type \'object\' and not have \'oneOf\'/\'anyOf\'/\'allOf\'/\'enum\'/\'not\' at the top level"'),
  tupleItemsRejected: fact(true, `${OPENAI_NODE_STRICT}: "uses tuple-form \`items\`, which cannot be represented in strict Structured Outputs"; prefixItems is rejected by the API too (pydantic/pydantic-ai#7315)`),
  keywords: {
    ...keywords('rejected', ['allOf', 'not', 'dependentRequired', 'dependentSchemas', 'if', 'then', 'else'], STRICT_GUIDE),
    oneOf: fact('rejected', `${STRICT_GUIDE}; API error "'oneOf' is not permitted"`),
    nullable: fact('ignored', 'OpenAPI\'s flag is not read: the model never sends null (openai/openai-node#1049, #1461); openai-node\'s zod 3 helper emits it for .nullable()'),
    ...keywords(
      'rejected',
      ['patternProperties', 'propertyNames', 'prefixItems', 'additionalItems', 'uniqueItems', 'minProperties', 'maxProperties', 'contains', 'unevaluatedProperties', 'unevaluatedItems', '$dynamicRef', '$anchor'],
      OPENAI_NODE_STRICT,
    ),
  },
  formats: fact(['date-time', 'time', 'date', 'duration', 'email', 'hostname', 'ipv4', 'ipv6', 'uuid'], `${STRICT_GUIDE}; API error "'uri' is not a valid format" (cyanheads/git-mcp-server#47)`),
  defaults: fact('rejected', 'API error "\'default\' is not permitted" (2024)'),
  typeArrays: fact(true, STRICT_GUIDE),
  externalRefs: fact('rejected', `${STRICT_GUIDE}: only local $ref into $defs is supported`),
  limits: fact(
    { totalProperties: 5000, maxDepth: 10, totalChars: 120_000, totalEnumValues: 1000, largeEnumThreshold: 250, largeEnumChars: 15_000 },
    STRICT_GUIDE,
  ),
};

const openai: TargetProfile = {
  id: 'openai',
  label: 'OpenAI (non-strict)',
  toolName: OPENAI_NAME,
  maxTools: OPENAI_MAX_TOOLS,
  maxDescriptionChars: OPENAI_MAX_DESCRIPTION,
  rootCombinatorRejected: fact(true, 'API error "schema must have type \'object\' and not have \'oneOf\'/\'anyOf\'/\'allOf\'/\'enum\'/\'not\' at the top level"'),
  keywords: {},
  typeArrays: fact(true, STRICT_GUIDE),
};

const ANTHROPIC_STRICT_DOCS = 'Anthropic docs, Structured outputs: JSON Schema limitations';
const anthropicName = fact(
  { pattern: '^[a-zA-Z0-9_-]{1,128}$', description: 'a-z, A-Z, 0-9, underscores and dashes, 1 to 128 characters (the docs still say 64)', severity: 'error' as const },
  'API error quoting ^[a-zA-Z0-9_-]{1,128}$ (home-assistant/core#147760); docs: {1,64}',
);
const anthropic: TargetProfile = {
  id: 'anthropic',
  label: 'Anthropic',
  toolName: anthropicName,
  rootCombinatorRejected: fact(true, 'Anthropic API: input_schema must be type "object"; root oneOf/allOf/anyOf rejected'),
  keywords: {},
  typeArrays: fact(true, 'JSON Schema 2020-12'),
  tupleItemsRejected: fact(true, '"JSON schema is invalid. It must match JSON Schema draft 2020-12" (anthropics/claude-code#7365)'),
  jsonSchemaDialect: fact('2020-12', '"tools.N.custom.input_schema: JSON schema is invalid. It must match JSON Schema draft 2020-12" (kintone/mcp-server#553)'),
};

const anthropicStrict: TargetProfile = {
  ...anthropic,
  id: 'anthropic-strict',
  label: 'Anthropic strict tool use',
  additionalPropertiesFalseRequired: fact(true, ANTHROPIC_STRICT_DOCS),
  keywords: {
    ...keywords(
      'rejected',
      ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf', 'minLength', 'maxLength', 'maxItems', 'uniqueItems', 'contains', 'minContains', 'maxContains', 'prefixItems', 'oneOf', 'not', 'if', 'then', 'else', 'patternProperties', 'propertyNames', 'dependentRequired', 'dependentSchemas', 'minProperties', 'maxProperties', 'unevaluatedProperties', 'unevaluatedItems'],
      ANTHROPIC_STRICT_DOCS,
    ),
  },
  formats: fact(['date-time', 'time', 'date', 'duration', 'email', 'hostname', 'uri', 'ipv4', 'ipv6', 'uuid'], ANTHROPIC_STRICT_DOCS),
  externalRefs: fact('rejected', ANTHROPIC_STRICT_DOCS),
  recursiveRefs: fact('rejected', ANTHROPIC_STRICT_DOCS),
  limits: fact({ strictToolsPerRequest: 20, optionalParamsPerRequest: 24, unionParamsPerRequest: 16 }, ANTHROPIC_STRICT_DOCS),
};

const GEMINI_NAME = fact(
  { pattern: '^[a-zA-Z_][a-zA-Z0-9_.:-]{0,127}$', description: 'a letter or underscore, then letters, digits, _ . : -, at most 128 characters', severity: 'error' as const },
  'js-genai src/types.ts (FunctionDeclaration.name; 128 since 2026-05)',
);
const GEMINI_PARAM_NAME = fact({ pattern: '^[a-zA-Z_][a-zA-Z0-9_]{0,63}$', description: 'a letter or underscore, then letters, digits or _, at most 64 characters' }, 'js-genai src/types.ts');
const GEMINI_OPENAPI_KEYWORDS = [
  'anyOf', 'default', 'description', 'enum', 'example', 'format', 'items', 'maxItems', 'maxLength', 'maxProperties', 'maximum',
  'minItems', 'minLength', 'minProperties', 'minimum', 'nullable', 'pattern', 'properties', 'propertyOrdering', 'required', 'title', 'type',
];
const GEMINI_UNKNOWN = 'Gemini API error \'Invalid JSON payload received. Unknown name "X" ... Cannot find field\' (nanbingxyz/5ire#42, zed-industries/zed#44875)';

const googleOpenapi: TargetProfile = {
  id: 'google-openapi',
  label: 'Gemini `parameters` (OpenAPI subset)',
  toolName: GEMINI_NAME,
  propertyName: GEMINI_PARAM_NAME,
  additionalPropertiesFalseRequired: undefined,
  keywords: {
    ...keywords('rejected', ['additionalProperties', '$schema', 'const', 'propertyNames', 'multipleOf'], GEMINI_UNKNOWN),
    ...keywords('rejected', ['$ref', '$defs', 'definitions'], 'Gemini Developer API rejects $ref/$defs (Vertex AI accepts them)'),
    oneOf: fact('ignored', 'UNCONFIRMED for Gemini `parameters`; @ai-sdk/google passes it through'),
  },
  knownKeywords: fact(GEMINI_OPENAPI_KEYWORDS, 'Gemini API reference, Schema object'),
  unknownKeywords: 'rejected',
  typeArrays: fact(false, 'Gemini API error "Proto field is not repeating, cannot start list" (zed-industries/zed#53919)'),
  upperCaseTypes: fact(true, 'Gemini API reference, Type enum (STRING, NUMBER, INTEGER, BOOLEAN, ARRAY, OBJECT, NULL)'),
  enumStringsOnly: fact(true, 'Gemini API reference, Schema.enum is string[]'),
};

const GEMINI_JSON_KEYWORDS = [
  '$id', '$defs', '$ref', '$anchor', 'type', 'format', 'title', 'description', 'enum', 'items', 'prefixItems', 'minItems', 'maxItems',
  'minimum', 'maximum', 'anyOf', 'oneOf', 'properties', 'additionalProperties', 'required', 'propertyOrdering',
  // annotations that cost nothing and break nothing
  '$schema', '$comment', 'examples', 'deprecated', 'readOnly', 'writeOnly', 'default', 'const',
];
const google: TargetProfile = {
  id: 'google',
  label: 'Gemini `parametersJsonSchema`',
  toolName: GEMINI_NAME,
  propertyName: GEMINI_PARAM_NAME,
  keywords: {},
  knownKeywords: fact(GEMINI_JSON_KEYWORDS, 'Gemini docs, responseJsonSchema supported keywords (same list for tools: UNCONFIRMED)'),
  unknownKeywords: 'ignored',
  defaults: fact('ignored', 'not in the documented keyword list of responseJsonSchema'),
  typeArrays: fact(true, 'JSON Schema'),
};

const bedrock: TargetProfile = {
  id: 'bedrock',
  label: 'Amazon Bedrock Converse',
  toolName: fact(
    { pattern: '^[a-zA-Z0-9_-]{1,64}$', description: 'a-z, A-Z, 0-9, underscores and dashes, 1 to 64 characters', severity: 'error' as const },
    'AWS Bedrock API reference, ToolSpecification',
  ),
  keywords: {},
  typeArrays: fact(true, 'JSON Schema'),
};

const mcp: TargetProfile = {
  id: 'mcp',
  label: 'MCP 2025-11-25',
  toolName: fact(
    { pattern: '^[A-Za-z0-9_.-]{1,128}$', description: 'SHOULD be 1 to 128 characters of A-Z, a-z, 0-9, _ . -', severity: 'warning' as const },
    'MCP specification 2025-11-25, server/tools "Tool names"',
  ),
  keywords: {},
  typeArrays: fact(true, 'JSON Schema 2020-12'),
  tupleItemsRejected: fact(true, 'MCP 2025-11-25: inputSchema is JSON Schema 2020-12 unless $schema says otherwise'),
  jsonSchemaDialect: fact('declared', 'MCP specification 2025-11-25, server/tools: inputSchema defaults to 2020-12 unless $schema says otherwise'),
};

/** A profile whose keyword table user keys are looked up in (see lookupTable). */
const profile = (p: TargetProfile): TargetProfile => ({ ...p, keywords: lookupTable(p.keywords) as TargetProfile['keywords'] });

export const PROFILES: Record<TargetId, TargetProfile> = {
  'openai-strict': profile(openaiStrict),
  openai: profile(openai),
  anthropic: profile(anthropic),
  'anthropic-strict': profile(anthropicStrict),
  google: profile(google),
  'google-openapi': profile(googleOpenapi),
  bedrock: profile(bedrock),
  mcp: profile(mcp),
};

/** The target each tool shape implies. */
export const SHAPE_TARGETS: ShapeTargets = {
  'openai-chat': ['openai'],
  'openai-responses': ['openai'],
  'openai-function': ['openai'],
  anthropic: ['anthropic'],
  mcp: ['mcp'],
  gemini: ['google-openapi'],
  'gemini-json-schema': ['google'],
  bedrock: ['bedrock'],
  'mcp-sdk': ['mcp'],
  'openai-zod': ['openai-strict'],
};

export const DEFAULT_TARGETS: readonly string[] = ['openai-strict', 'anthropic', 'google', 'shape'];
