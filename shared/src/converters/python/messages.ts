// Findings on schemas a Python library builds from code (a decorated function's parameters, a pydantic model's fields),
// worded in Python's terms for the Python reader's fixFor: the same facts as the rule's message (which targets, why:
// the targets are prefixed by the formatter), but the cause and the cure as the code writes them: `days: int = 3` is
// optional because of its default, a model is closed with `model_config = ConfigDict(extra="forbid")`, a bound is
// `Field(ge=1, le=10)`, a parameter is described in the docstring's `Args:` (where the library reads it) or with
// `Field(description=...)`. Examples use the property's own hint (an int parameter gets `Optional[int]`).
import type { Node } from 'jsonc-parser';
import type { ToolDefinition } from '../../extract/tool';
import { nodeAtPath } from '../../sources/json/json';
import { GENERATED, PROPERTY_SPAN } from '../../sources/node-marks';
import type { PathSegment, Span } from '../../types';
import { PY_FIELD_OF, PY_LIBRARY, PY_MODEL } from './marks';
import type { ClassInfo } from './model';
import type { PythonLibrary } from './tools';

/** The finding as the reader has it: its rule, its path relative to the tool, and the rule's own message. */
export interface PythonMessageFinding {
  rule: string;
  path: PathSegment[];
  message: string;
}

type Mark<T> = Record<symbol, T | undefined>;
const mark = <T>(n: Node | undefined, key: symbol): T | undefined => (n ? (n as unknown as Mark<T>)[key] : undefined);

/** How much of a parameter's code a message quotes. */
const MAX_CODE = 80;

/** Where a finding is, as the Python code has it. */
interface Place {
  library: PythonLibrary;
  /** The function's name (a tool's parameters) or the model class (its fields). */
  tool: string;
  /** The property the finding is on, when it is one. */
  prop?: { name: string; node: Node; code?: string; hint?: string; dflt?: string; cls?: ClassInfo };
  /** The object schema the finding is on (or that holds its keyword), when it is one. */
  object?: Node;
}

/** `name: hint = default` split at its top-level `:` and `=` (bracket- and quote-aware, linear). */
export function splitParameter(code: string): { name: string; hint?: string; dflt?: string } {
  let depth = 0;
  let quote = '';
  let colon = -1;
  let eq = -1;
  for (let i = 0; i < code.length && eq < 0; i++) {
    const c = code[i]!;
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
      continue;
    }
    if (c === '"' || c === "'") quote = c;
    else if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c)) depth--;
    else if (depth === 0 && c === ':' && colon < 0) colon = i;
    else if (depth === 0 && c === '=' && !'=<>!'.includes(code[i - 1] ?? '') && code[i + 1] !== '=') eq = i;
  }
  const name = code.slice(0, colon >= 0 ? colon : eq >= 0 ? eq : code.length).trim();
  const hint = colon >= 0 ? code.slice(colon + 1, eq >= 0 ? eq : code.length).trim() : undefined;
  const dflt = eq >= 0 ? code.slice(eq + 1).trim() : undefined;
  return { name, ...(hint ? { hint } : {}), ...(dflt ? { dflt } : {}) };
}

const oneLine = (s: string): string => {
  const t = s.replace(/\s+/g, ' ').trim();
  return t.length > MAX_CODE ? `${t.slice(0, MAX_CODE - 1)}…` : t;
};

/** The Python type a JSON Schema node's `type` stands for (for a parameter written without a hint). */
function pythonTypeOf(schema: Node | undefined): string | undefined {
  const t = schema?.children?.find((p) => p.children?.[0]?.value === 'type')?.children?.[1]?.value;
  return ({ string: 'str', integer: 'int', number: 'float', boolean: 'bool', array: 'list', object: 'dict' } as Record<string, string>)[String(t)];
}

/** The nullable form of a hint, as the file writes unions: `Optional[int]`, or `int | None` where the file uses `|`. */
export function nullableHint(hint: string, text: string): string {
  const h = hint.replace(/\s+/g, ' ');
  if (/^(typing\.)?Optional\[/.test(h) || /(^|\|)\s*None\s*(\||$)/.test(h)) return h;
  const annotated = /^((?:typing\.)?Annotated)\[(.*)\]$/.exec(h);
  if (annotated) {
    // Annotated[int, Field(...)]: the Optional goes inside, around the type.
    const inner = annotated[2]!;
    const cut = topLevelComma(inner);
    if (cut > 0) return `${annotated[1]}[${nullableHint(inner.slice(0, cut), text)},${inner.slice(cut + 1)}]`;
  }
  return /\|\s*None\b/.test(text) && !/\bOptional\[/.test(text) ? `${h} | None` : `Optional[${h}]`;
}

function topLevelComma(s: string): number {
  let depth = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c)) depth--;
    else if (c === ',' && depth === 0) return i;
  }
  return -1;
}

/** The index in `path` of the property the finding is on: the last `properties/<name>` before its own keyword. */
function propertyIndex(path: PathSegment[]): number {
  for (let i = path.length - 2; i >= 0; i--) if (path[i] === 'properties' && typeof path[i + 1] === 'string' && path[i - 1] !== 'properties') return i + 1;
  return -1;
}

function placeOf(tool: ToolDefinition, path: PathSegment[], text: string): Place | undefined {
  // The library: the tool's root mark, or the generated model schema the finding is inside.
  let library: PythonLibrary | undefined = mark(tool.node, PY_LIBRARY);
  let node: Node | undefined = tool.node;
  for (const seg of path) {
    const next: Node | undefined = node ? nodeAtPath(node, [seg]) : undefined;
    if (!next) break;
    node = next;
    library ??= mark(node, PY_LIBRARY);
  }
  if (!library) return undefined;
  const place: Place = { library, tool: tool.name ?? '' };
  const pi = propertyIndex(path);
  const propNode = pi >= 0 ? nodeAtPath(tool.node, path.slice(0, pi + 1)) : undefined;
  // A finding on a property, its `default`, or one of its keywords (not on an object nested further in).
  if (propNode && path.slice(pi + 1).every((s) => typeof s === 'string' && !['properties', 'items', 'anyOf', 'oneOf', '$defs', 'additionalProperties'].includes(s))) {
    const key = propNode.parent?.children?.[0];
    const span = mark<Span>(key, PROPERTY_SPAN);
    const raw = span ? text.slice(span.offset, span.offset + span.length) : undefined;
    const parts = raw && raw.length < 4000 ? splitParameter(raw) : undefined;
    place.prop = {
      name: String(path[pi]),
      node: propNode,
      ...(raw ? { code: oneLine(raw) } : {}),
      ...(parts?.hint ? { hint: oneLine(parts.hint) } : {}),
      ...(parts?.dflt ? { dflt: oneLine(parts.dflt) } : {}),
      ...(mark<ClassInfo>(key, PY_FIELD_OF) ? { cls: mark<ClassInfo>(key, PY_FIELD_OF) } : {}),
    };
  }
  const obj = nodeAtPath(tool.node, path);
  place.object = obj?.type === 'object' ? obj : obj?.parent?.parent?.type === 'object' ? obj.parent.parent : undefined;
  return place;
}

const LIBRARY_NAMES: Record<PythonLibrary, string> = {
  fastmcp: 'FastMCP',
  mcp: 'the MCP SDK',
  'openai-agents': 'the Agents SDK',
  anthropic: 'beta_tool',
  langchain: 'LangChain',
  openai: 'pydantic_function_tool',
  pydantic: 'pydantic',
  crewai: 'CrewAI',
  smolagents: 'smolagents',
};

/** "parameter `days` of `get_weather`" or "field `days` of `WeatherArgs`". */
function propLabel(p: NonNullable<Place['prop']>, place: Place): string {
  return p.cls ? `field \`${p.name}\` of ${classLabel(p.cls)}` : `parameter \`${p.name}\` of \`${place.tool}\``;
}
/** "`WeatherArgs`", or "`WeatherArgs` (app/models.py)" for a class of another file. */
const classLabel = (cls: ClassInfo): string => `\`${cls.name}\`${cls.foreign ? ` (${cls.foreign.path})` : ''}`;
const sentence = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const written = (p: NonNullable<Place['prop']>) => (p.code && p.code !== p.name ? ` (\`${p.code}\`)` : '');

/** The hint a property has, or the one its schema type stands for. */
function hintOf(p: NonNullable<Place['prop']>): string {
  return p.hint ?? pythonTypeOf(p.node) ?? 'str';
}

/** The message in Python's terms, or undefined where the rule's own wording is as good (or the code is not Python's). */
export function pythonMessage(tool: ToolDefinition, finding: PythonMessageFinding, text: string): string | undefined {
  if (!(tool.node as unknown as Mark<boolean>)[GENERATED] && !generatedInside(tool.node, finding.path)) return undefined;
  const place = placeOf(tool, finding.path, text);
  if (!place) return undefined;
  const lib = LIBRARY_NAMES[place.library];
  const p = place.prop;
  const m = finding.message;
  switch (finding.rule) {
    case 'optional-not-required': {
      if (p) {
        const hint = nullableHint(hintOf(p), text);
        const who = p.cls ? 'pydantic' : lib;
        const because = p.dflt !== undefined ? `it has a default${written(p) ? '' : ` (${defaultCode(p, text)})`}, so ${who} leaves it out of \`required\`` : `${who} leaves it out of \`required\``;
        const cure = /NotRequired\[/.test(p.hint ?? '')
          ? `write \`${p.name}: ${hint.replace(/^(typing(_extensions)?\.)?NotRequired\[(.*)\]$/, '$3')}\` instead of NotRequired (and no total=False)`
          : `write \`${p.name}: ${hint}\`${withoutDefault(p)} (the model then sends null for no value; apply the default in your code)`;
        return `${sentence(propLabel(p, place))}${written(p)} is not required: ${because}; strict mode needs every property listed. To make it required and nullable, ${cure}.`;
      }
      const cls = mark<ClassInfo>(place.object, PY_MODEL);
      const owner = cls ? `every field of ${classLabel(cls)}` : `every parameter of \`${place.tool}\``;
      return `${sentence(owner)} has a default, so ${cls ? 'pydantic' : lib} writes no \`required\` array; strict mode requires it even when it is empty. Make them required and nullable (e.g. \`x: Optional[int]\` with no default).`;
    }
    case 'no-defaults': {
      if (!p) return undefined;
      const why = /rejects/.test(m) ? `strict mode rejects it ("'default' is not permitted")` : `this target ignores it (the model never sees it unless the description says it)`;
      const hint = nullableHint(hintOf(p), text);
      const value = defaultValueCode(p, text);
      const strictCure = /rejects/.test(m) ? `, and write \`${p.name}: ${hint}\`${withoutDefault(p)}, applying the default in your code` : '';
      return `${sentence(propLabel(p, place))}${written(p)} has a default${written(p) ? '' : ` (${defaultCode(p, text)})`}, which ${p.cls ? 'pydantic' : lib} sends as "default"; ${why}. Say it in the description instead${value ? ` ("Default: ${value}.")` : ''}${strictCure}.`;
    }
    case 'missing-additional-properties-false': {
      const cls = mark<ClassInfo>(place.object, PY_MODEL);
      const rest = /accepts only false/.test(m) ? 'strict mode accepts only false (changing it narrows what the model may send)' : 'strict mode requires "additionalProperties": false on every object';
      if (cls?.kind === 'model') {
        if (cls.extra && cls.extra.value !== 'forbid') return `Model ${classLabel(cls)} sets \`extra="${cls.extra.value}"\`, so pydantic does not send "additionalProperties": false; ${rest}. Set \`model_config = ConfigDict(extra="forbid")\`.`;
        return `Model ${classLabel(cls)} does not forbid extra keys, so pydantic does not send "additionalProperties": false; ${rest}. Add \`model_config = ConfigDict(extra="forbid")\` to the class.`;
      }
      if (cls?.kind === 'typeddict') return `TypedDict ${classLabel(cls)} is not closed, so pydantic does not send "additionalProperties": false; ${rest}. Give it \`__pydantic_config__ = ConfigDict(extra="forbid")\` (or use it in a model that forbids extra keys).`;
      if (cls?.kind === 'dataclass') return `Dataclass ${classLabel(cls)} is not closed, so pydantic does not send "additionalProperties": false; ${rest}. Give it \`__pydantic_config__ = ConfigDict(extra="forbid")\` (pydantic's @dataclass: \`config=ConfigDict(extra="forbid")\`).`;
      if (p) return `${sentence(propLabel(p, place))}${written(p)} is a free-form mapping, so pydantic writes an open object; ${rest}. Use a model with named fields and \`model_config = ConfigDict(extra="forbid")\`.`;
      if (place.library === 'mcp') return `The MCP SDK builds \`${place.tool}\`'s argument model without extra="forbid", so it does not send "additionalProperties": false; ${rest}. The SDK has no option for it: take one argument typed as a model with \`model_config = ConfigDict(extra="forbid")\`, or send a literal inputSchema.`;
      return undefined;
    }
    case 'untyped-property': {
      if (!p) return undefined;
      const guess = p.dflt !== undefined ? pythonTypeOfLiteral(p.dflt) : undefined;
      const hint = p.hint && !/^(typing\.)?Any$|^object$/.test(p.hint) ? undefined : guess ?? 'str';
      if (!hint) return undefined;
      const what = p.hint ? `is typed \`${p.hint}\`` : 'has no type hint';
      return `${sentence(propLabel(p, place))} ${what}, so ${lib} sends a schema without "type" and the model has to guess what to send. Annotate it, e.g. \`${p.name}: ${hint}${p.dflt !== undefined ? ` = ${p.dflt}` : ''}\`.`;
    }
    case 'unsupported-format': {
      if (!p) return undefined;
      const format = /^Format "([^"]*)"/.exec(m)?.[1];
      const at = m.indexOf('is not supported');
      const said = ' Say it in the description instead.';
      const after = at < 0 ? '.' : m.slice(at + 'is not supported'.length);
      const tail = after.endsWith(said) ? after.slice(0, -said.length) : after;
      if (!format) return undefined;
      return `${sentence(propLabel(p, place))}${written(p)} is sent by pydantic with format "${format}", which is not supported${tail} Type it \`str\` and say the format in its description (e.g. \`Field(description="${format}")\`).`;
    }
    case 'numeric-bounds': {
      if (!p) return undefined;
      const h = p.hint ?? 'int';
      const example = p.cls ? `\`${p.name}: ${h} = Field(ge=..., le=...)\`` : `\`${p.name}: Annotated[${h}, Field(ge=..., le=...)]\``;
      return `${sentence(propLabel(p, place))}${written(p)} has no minimum or maximum; bounds tell the model (and your code) what is sensible. Add them with ${example}.`;
    }
    case 'unsupported-keyword': {
      const key = String(finding.path[finding.path.length - 1]);
      const kw = PYDANTIC_CONSTRAINT[key];
      // The keyword's key node spans the constraint that made it (`ge=1`).
      const at = nodeAtPath(tool.node, finding.path)?.parent?.children?.[0];
      const code = at && at.length > 0 && at.length < 200 ? oneLine(text.slice(at.offset, at.offset + at.length)) : undefined;
      const cause = p && kw && code && code.startsWith(kw) ? code : undefined;
      if (!p || !cause) return undefined;
      const status = /is ignored/.test(m) ? `is not in this target's supported keywords and is ignored` : `is not supported and the request is rejected`;
      return `\`${cause}\` on ${propLabel(p, place)} is sent by pydantic as "${key}", which ${status}. Drop it from Field(...) and say the bound in the description (check it in your code).`;
    }
    case 'description-missing': {
      if (p) return `${sentence(propLabel(p, place))} has no description; the model has only its name to go on. ${describeHow(place, p)}`;
      if (!/^Tool /.test(m)) return undefined;
      const semicolon = m.indexOf(';');
      return `${semicolon < 0 ? m : m.slice(0, semicolon)}; the model picks tools by their descriptions. ${describeToolHow(place)}`;
    }
    case 'enum-in-description': {
      if (!p) return undefined;
      const from = m.lastIndexOf('"enum": [');
      const values = from >= 0 && m.endsWith('].') ? m.slice(from + '"enum": '.length, -1) : undefined;
      let literal: string | undefined;
      try {
        const list = values ? (JSON.parse(values) as unknown[]) : undefined;
        literal = list?.map((v) => (v === true ? 'True' : v === false ? 'False' : v === null ? 'None' : JSON.stringify(v))).join(', ');
      } catch {
        literal = undefined;
      }
      if (!literal) return undefined;
      return `The description of ${propLabel(p, place)} lists fixed values but the schema does not enforce them; type it \`${p.name}: Literal[${literal}]\` (or an Enum) so that pydantic sends "enum".`;
    }
  }
  return undefined;
}

/** The Field keywords pydantic writes as each JSON Schema constraint. */
const PYDANTIC_CONSTRAINT: Record<string, string> = {
  minimum: 'ge', maximum: 'le', exclusiveMinimum: 'gt', exclusiveMaximum: 'lt', multipleOf: 'multiple_of',
  minLength: 'min_length', maxLength: 'max_length', minItems: 'min_length', maxItems: 'max_length', pattern: 'pattern',
  minProperties: 'min_length', maxProperties: 'max_length',
};

/** The property's `default` node as written (`3` of `days: int = 3`, `"c"` of `Field("c", ...)`). */
function defaultNode(p: NonNullable<Place['prop']>): Node | undefined {
  return p.node.children?.find((q) => q.children?.[0]?.value === 'default')?.children?.[1];
}
function defaultValueCode(p: NonNullable<Place['prop']>, text: string): string | undefined {
  const d = defaultNode(p);
  if (!d) return undefined;
  // Without its code here (a field written in another file), the value as Python writes it.
  if (!p.code) return d.type === 'null' ? 'None' : d.type === 'boolean' ? (d.value ? 'True' : 'False') : d.type === 'string' || d.type === 'number' ? JSON.stringify(d.value) : undefined;
  return d.length > 0 && d.length < 200 ? oneLine(text.slice(d.offset, d.offset + d.length)) : undefined;
}
/** "`= 3`", or "`3` in `Field(3, ge=1)`". */
function defaultCode(p: NonNullable<Place['prop']>, text: string): string {
  const value = defaultValueCode(p, text);
  if (p.dflt && /^(\w+\.)*Field\(/.test(p.dflt)) return value ? `\`${value}\` in \`${p.dflt}\`` : `\`${p.dflt}\``;
  return `\`= ${value ?? p.dflt ?? '...'}\``;
}
/** How the default is removed: " with no default", or " with Field(...)'s default removed". */
function withoutDefault(p: NonNullable<Place['prop']>): string {
  return p.dflt && /^(\w+\.)*Field\(/.test(p.dflt) ? " with Field(...)'s default removed" : ' with no default';
}

function pythonTypeOfLiteral(code: string): string | undefined {
  if (/^-?\d+$/.test(code)) return 'int';
  if (/^-?\d*\.\d+([eE][-+]?\d+)?$/.test(code)) return 'float';
  if (/^(True|False)$/.test(code)) return 'bool';
  if (/^[rbuf]*["']/i.test(code)) return 'str';
  return undefined;
}

/** Where the library reads a parameter's or a field's description. */
function describeHow(place: Place, p: NonNullable<Place['prop']>): string {
  if (p.cls) return `Describe it with \`${p.name}: ${p.hint ?? 'str'} = Field(description="...")\`.`;
  const annotated = `\`${p.name}: Annotated[${p.hint ?? 'str'}, Field(description="...")]\``;
  switch (place.library) {
    case 'fastmcp':
    case 'anthropic':
    case 'openai-agents':
      return `Describe it in the docstring's \`Args:\` section (\`${p.name}: ...\`), which ${LIBRARY_NAMES[place.library]} reads, or with ${annotated}.`;
    case 'langchain':
      return `Describe it in the docstring's \`Args:\` section with \`@tool(parse_docstring=True)\`, or with ${annotated}.`;
    default:
      // The MCP SDK does not read the docstring's parameters.
      return `The MCP SDK does not read the docstring's \`Args:\`: describe it with ${annotated}.`;
  }
}

function describeToolHow(place: Place): string {
  switch (place.library) {
    case 'openai':
    case 'pydantic':
      return 'Give the model class a docstring, or pass description= to pydantic_function_tool.';
    case 'openai-agents':
      return `Give \`${place.tool}\` a docstring, or pass description_override= to @function_tool.`;
    case 'anthropic':
    case 'langchain':
    case 'fastmcp':
    case 'mcp':
      return `Give the function a docstring (${LIBRARY_NAMES[place.library]} sends it as the description), or pass description= to the decorator.`;
    default:
      return '';
  }
}

/** True when the node a path ends at lies inside a schema a library generated (`Model.model_json_schema()` in a dict). */
function generatedInside(root: Node, path: PathSegment[]): boolean {
  let node: Node | undefined = root;
  for (const seg of path) {
    node = node ? nodeAtPath(node, [seg]) : undefined;
    if (!node) return false;
    if ((node as unknown as Mark<boolean>)[GENERATED]) return true;
  }
  return false;
}
