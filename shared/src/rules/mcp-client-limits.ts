import { declaredDialect, metaValidate } from '../schema/meta-validate';
import { MCP_CLIENTS, MCP_TOOL_FACTS } from '../targets/mcp-clients';
import type { ToolDefinition } from '../extract/tool';
import { atToolName, type Rule, type ToolRuleContext } from './rule';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The name each client builds, when even a one-character server name makes it too long. */
function checkQualifiedName(ctx: ToolRuleContext): void {
  const name = ctx.tool.name;
  if (name === undefined) return;
  for (const client of MCP_CLIENTS) {
    const q = client.qualifiedName?.value;
    if (!q) continue;
    const room = q.maxLength - q.prefix.length - q.separator.length - name.length;
    if (room >= 1) continue;
    ctx.report({
      ...atToolName(ctx.tool),
      targets: ['mcp'],
      message: `${client.label} names this tool ${q.template} within ${q.maxLength} characters; "${name.length > 80 ? `${name.slice(0, 80)}...` : name}" (${name.length}) leaves no room for any server name${client.id === 'claude-code' ? ' ("String should have at most 64 characters")' : ''}. Shorten the tool name.`,
    });
  }
}

function checkOutputSchema(ctx: ToolRuleContext, value: Record<string, unknown>): void {
  if (!('outputSchema' in value)) return;
  const output = value.outputSchema;
  if (!isObject(output)) {
    ctx.report({ path: ['outputSchema'], at: 'tool', on: 'value', targets: ['mcp'], severity: 'error', message: '`outputSchema` must be a JSON Schema object with "type": "object" (MCP specification, Tool.outputSchema).' });
    return;
  }
  if (output.type !== 'object') {
    ctx.report({
      path: 'type' in output ? ['outputSchema', 'type'] : ['outputSchema'],
      at: 'tool',
      on: 'value',
      targets: ['mcp'],
      severity: 'error',
      message: '`outputSchema` must have "type": "object": structured content is a JSON object (MCP specification, Tool.outputSchema).',
    });
  }
  const dialect = declaredDialect(output) ?? '2020-12';
  for (const error of metaValidate(output, dialect)) {
    ctx.report({
      path: ['outputSchema', ...error.path],
      at: 'tool',
      targets: ['mcp'],
      severity: 'error',
      message: `\`outputSchema${error.path.length ? `/${error.path.join('/')}` : ''}\` ${error.message} (not valid JSON Schema ${dialect}; clients that validate structured content fail on it).`,
    });
  }
}

function checkAnnotations(ctx: ToolRuleContext, value: Record<string, unknown>): void {
  if (!('annotations' in value)) return;
  const annotations = value.annotations;
  if (!isObject(annotations)) {
    ctx.report({ path: ['annotations'], at: 'tool', on: 'value', targets: ['mcp'], severity: 'error', message: '`annotations` must be an object of hints (MCP specification, ToolAnnotations).' });
    return;
  }
  for (const hint of MCP_TOOL_FACTS.annotationHints.value) {
    if (hint in annotations && typeof annotations[hint] !== 'boolean') {
      ctx.report({ path: ['annotations', hint], at: 'tool', on: 'value', targets: ['mcp'], severity: 'error', message: `\`annotations.${hint}\` must be true or false (MCP specification, ToolAnnotations).` });
    }
  }
  if ('title' in annotations && typeof annotations.title !== 'string') {
    ctx.report({ path: ['annotations', 'title'], at: 'tool', on: 'value', targets: ['mcp'], severity: 'error', message: '`annotations.title` must be a string.' });
  }
}

function checkTitle(ctx: ToolRuleContext, value: Record<string, unknown>): void {
  if ('title' in value && typeof value.title !== 'string') {
    ctx.report({ path: ['title'], at: 'tool', on: 'value', targets: ['mcp'], severity: 'error', message: '`title` must be a string: the name clients show to people (MCP specification, Tool.title).' });
  }
}

const isListed = (tool: ToolDefinition) => tool.shape === 'mcp';

export const mcpClientLimits: Rule = {
  meta: {
    id: 'mcp-client-limits',
    defaultSeverity: 'warning',
    description: 'What MCP clients and the MCP specification impose on a server\'s tools: the client-built name (mcp__server__tool in 64 characters), tools per request, `title`, `annotations` and `outputSchema`.',
    fixable: false,
    appliesTo: 'mcp',
  },
  checkTool(ctx) {
    if (!ctx.targets.some((t) => t.id === 'mcp') || ctx.tool.shape === 'builtin') return;
    checkQualifiedName(ctx);
    // title, annotations and outputSchema are parts of a tools/list entry; an SDK call's config is read elsewhere.
    if (!isListed(ctx.tool)) return;
    const value = ctx.tool.value;
    checkTitle(ctx, value);
    checkAnnotations(ctx, value);
    checkOutputSchema(ctx, value);
  },
  checkList(ctx) {
    const tools = ctx.tools.filter((t) => ctx.targetsOf(t).some((p) => p.id === 'mcp'));
    for (const client of MCP_CLIENTS) {
      const limit = client.maxTools?.value;
      if (!limit || tools.length <= limit.max) continue;
      const tool = tools[limit.max]!;
      ctx.report({
        tool,
        ...atToolName(tool),
        targets: ['mcp'],
        message: `This server lists ${tools.length} tools; ${client.label} ${limit.hard ? 'sends at most' : 'is reported to handle at most'} ${limit.max} in one request, all servers together. This is tool ${limit.max + 1}.`,
      });
    }
  },
};
