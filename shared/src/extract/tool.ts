// What the extractor knows about one tool definition found in a document.
import type { Node } from 'jsonc-parser';
import type { Segment } from '../sources/json/json';
import type { PathSegment, TargetId, ToolShape } from '../types';

/** Paths, relative to the tool object, of the parts rules talk about. */
export interface ToolFields {
  name?: PathSegment[];
  description?: PathSegment[];
  /** Where the JSON Schema of the arguments is (or would be). */
  schema?: PathSegment[];
  /** The object that holds `strict` (OpenAI shapes). */
  strictHolder?: PathSegment[];
  /**
   * Texts the code computes at run time (a description from `t("...")`, a `.describe(i18n(x))`): left out of `value`
   * and `schema`, never reported missing, not counted in the tokens (a lower bound then). Paths as the others.
   */
  unknownTexts?: PathSegment[][];
  /** Schemas of fields the reader cannot read, kept in `value` as `{}`: no rule reports at or inside them. Paths as the others. */
  unknownSchemas?: PathSegment[][];
}

export interface ToolDefinition {
  shape: ToolShape;
  name: string | undefined;
  description: string | undefined;
  /** The argument schema as a plain value; undefined when the tool has none. */
  schema: unknown;
  hasSchema: boolean;
  strict: boolean | undefined;
  /**
   * Where the code sends this tool, when it says (a Mastra agent's model): that provider's targets, the one it is sent
   * as first. Only these are checked (the configured ones among them; the first when none is configured).
   */
  sentTo?: readonly TargetId[];
  /** The tool object as a plain value (what is sent). */
  value: Record<string, unknown>;
  fields: ToolFields;
  /** Path of the tool object in the document. */
  path: PathSegment[];
  pointer: string;
  /** Tools with the same listKey sit in one list (one request). */
  listKey: string;
  /** Index in that list. */
  listIndex: number;
  /** @internal jsonc-parser node of the tool object and the segment it lives in. */
  node: Node;
  segment: Segment;
}
