// This folder reads Valibot schemas (`v.object({...})`, `v.pipe(v.string(), v.description('...'))`) statically and
// emits the JSON Schema that toJsonSchema of @valibot/to-json-schema 1.8 returns for them, which is what tmcp's
// Valibot adapter, @ai-sdk/valibot's valibotSchema() and a literal `toJsonSchema(...)` send. It never imports the
// rules, the fixes or the pipeline.
//
// read.ts: code -> Valibot's schema objects (model.ts); emit.ts and actions.ts: those -> toJsonSchema's output, its
// errors included (a schema it cannot convert, such as v.date(), v.bigint(), v.function(), v.custom(), or an action
// such as v.trim(), v.transform(), v.check(), makes it throw by default: then no schema is sent, and the reader says
// why at the code; v.lazy is a $ref into $defs, as toJsonSchema numbers them); wrappers.ts: what the callers add
// afterwards (tmcp's `type: "string"` on enums, the AI SDK 6 closing every object).
// Checked against valibot 1.5.0 and @valibot/to-json-schema 1.8.0 in test/oracles/valibot.test.ts.
export { type Span, type ToJsonSchemaConfig, UNREAD_FIELD, type VAction, type VItem, type VNode, type VSchema } from './model';
export { isSchemaFunction, isValibotCall, readValibot, snake, type ValibotReadContext } from './read';
export { valibotJsonSchema, type EmitContext } from './emit';
export { aiSdkClosedObjects, tmcpEnumTypes } from './wrappers';
