// Marks the Python converters put on the nodes they build, for their fixes (fixes.ts) and the Python reader.
/** On an object schema node made from a same-file model or TypedDict class: its ClassInfo (where a fix edits). */
export const PY_MODEL = Symbol('python model class');
/** On a property's key node: its `= default` cannot be removed (a positional parameter after one with a default). */
export const PY_KEEP_DEFAULT = Symbol('python default must stay');
