// Marks the Python converters put on the nodes they build, for their fixes (fixes.ts), their messages (messages.ts) and
// the Python reader.
/** On an object schema node made from a same-file model or TypedDict class: its ClassInfo (where a fix edits). */
export const PY_MODEL = Symbol('python model class');
/** On a property's key node: its `= default` cannot be removed (a positional parameter after one with a default). */
export const PY_KEEP_DEFAULT = Symbol('python default must stay');
/** On a property's key node read from a class's field (not a function's parameter): that class's ClassInfo. */
export const PY_FIELD_OF = Symbol('python field of class');
/** On the root node a converter builds (a tool, or a model's schema): the library whose behaviour was assumed. */
export const PY_LIBRARY = Symbol('python library');
