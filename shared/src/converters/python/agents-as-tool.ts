// The OpenAI Agents SDK's `agent.as_tool(tool_name=, tool_description=, parameters=)` as openai-agents 0.22 builds it
// (src/agents/agent.py Agent.as_tool): a FunctionTool named `tool_name or transform_string_function_style(agent.name)`,
// described `tool_description or ""`, whose parameters are `ensure_strict_json_schema(TypeAdapter(AgentAsToolInput)
// .json_schema())` (a model with one `input: str`) or, with `parameters=Model`, that model's strict schema; strict is
// always true. The agent's name is read from the `Agent(name="...")` the object is assigned; nothing is run.
import type { BuiltLike, RegistrationHost } from './registration-host';
import { arr, NotAnalyzable, obj, prim, type SObj, type Span, type SVal, setp } from './model';
import { strict } from './passes';
import { assignedOnce } from './scope-bindings';
import { Pydantic } from './pydantic';
import { callArgs, type PyNode, spanOf } from './syntax';

const AGENT_CLASS = /^agents(?:\.agent)?\.Agent$/;

/** openai-agents' `transform_string_function_style`: whitespace and other non-word characters to `_`, lower case. */
export function agentsToolName(name: string): string {
  return name.replace(/\s/g, '_').replace(/[^a-zA-Z0-9_]/g, '_').toLowerCase();
}

/** AgentAsToolInput's strict schema (checked against pydantic 2.13 and the SDK's ensure_strict_json_schema). */
function agentInputSchema(span: Span): SObj {
  const s = obj(span);
  setp(s, 'description', prim('Default input schema for agent-as-tool calls.', span));
  const input = obj(span);
  setp(input, 'title', prim('Input', span));
  setp(input, 'type', prim('string', span));
  const props = obj(span);
  setp(props, 'input', input);
  setp(s, 'properties', props);
  setp(s, 'required', arr([prim('input', span)], span));
  setp(s, 'title', prim('AgentAsToolInput', span));
  setp(s, 'type', prim('object', span));
  setp(s, 'additionalProperties', prim(false, span));
  return s;
}

/** The tool `agent.as_tool(...)` makes, when the file uses the Agents SDK; undefined otherwise. */
export function agentAsTool(host: RegistrationHost<string, BuiltLike>, call: PyNode, callee: PyNode): BuiltLike | undefined {
  if (callee.type !== 'attribute' || ![...host.mod.imports.values()].some((q) => /^agents(?:\.|$)/.test(q))) return undefined;
  const agent = callee.childForFieldName('object');
  return host.guard(call, 'openai-agents', 'openai-responses', () => {
    const built = host.current!;
    const { positional, keywords } = callArgs(call);
    const arg = (key: string, i: number) => {
      const n = keywords.get(key)?.value ?? positional[i];
      return n && n.type !== 'none' ? n : undefined;
    };
    const stringOf = (n: PyNode, what: string): SVal => {
      const v = host.mod.literal(n);
      if (v.t !== 'prim' || typeof v.value !== 'string') throw new NotAnalyzable(`${what} is not a string`, spanOf(n));
      return v;
    };
    const nameNode = arg('tool_name', 0);
    const descNode = arg('tool_description', 1);
    const at = spanOf(callee.childForFieldName('attribute') ?? call);
    if (descNode) built.description = stringOf(descNode, 'tool_description=');
    if (nameNode) built.name = stringOf(nameNode, 'tool_name=');
    else {
      const agentName = agent ? agentNameOf(host, agent) : undefined;
      if (!agentName) throw new NotAnalyzable('as_tool() without tool_name= on an agent whose name toollint cannot read (the tool is named after the agent)', spanOf(agent ?? call));
      const v = stringOf(agentName, "the agent's name");
      built.name = prim(agentsToolName(String((v as { value: string }).value)), v.span);
    }
    built.description ??= prim('', at);
    const params = arg('parameters', Infinity);
    let schema: SObj;
    if (params) {
      const cls = host.modelClass(params);
      const root = new Pydantic().modelRoot(cls);
      schema = strict(root, root, true) as SObj;
    } else schema = agentInputSchema(at);
    built.schema = schema;
    built.strict = prim(true, at);
    return built;
  });
}

/** The `name=` of the `Agent(...)` an expression is: `Agent(name=...).as_tool()`, or a name assigned one once. */
function agentNameOf(host: RegistrationHost<string, BuiltLike>, agent: PyNode): PyNode | undefined {
  const made = agent.type === 'call' ? agent : agent.type === 'identifier' ? assignedOnce(host.mod, agent) : undefined;
  if (made?.type !== 'call' || !AGENT_CLASS.test(host.mod.qualified(made.childForFieldName('function')) ?? '')) return undefined;
  const { positional, keywords } = callArgs(made);
  return keywords.get('name')?.value ?? positional[0];
}

