// Docstrings read as each library reads them, from the text inspect.cleandoc leaves:
//   griffe 2.3 (FastMCP, OpenAI Agents): the Google parser, then the Sphinx one; the first that finds parameters wins.
//     Google: a section header (`Args:`, `Parameters:`...) counts only after a blank line (or at the top) and with an
//     indented block under it; the description is the first text section, stripped. FastMCP tries the NumPy parser
//     (titles underlined with dashes) between Google and Sphinx.
//   docstring_parser 0.18 (Anthropic): every style is parsed and the one with the most items wins (ties: reST, then
//     Google, then NumPy); the description is the first line, then a blank line and the rest of the text before the first section.

export interface ParsedDoc {
  /** The description the library derives (undefined: none). */
  description: string | undefined;
  /** Parameter name -> description, in the order written. */
  params: Map<string, string>;
}

const GOOGLE_PARAMS = new Set(['args', 'arguments', 'params', 'parameters']);
const GOOGLE_SECTIONS = new Set([
  ...GOOGLE_PARAMS, 'keyword args', 'keyword arguments', 'other args', 'other arguments', 'other params', 'other parameters', 'raises', 'exceptions',
  'returns', 'yields', 'receives', 'examples', 'example', 'attributes', 'functions', 'methods', 'classes', 'modules', 'warns', 'warnings', 'type aliases', 'type parameters',
]);

const indentOf = (l: string): number => l.length - l.trimStart().length;

/** Lines dedented by their common indent (blank lines kept, trailing blank lines dropped). */
function dedent(lines: string[]): string[] {
  let margin = Infinity;
  for (const l of lines) if (l.trim()) margin = Math.min(margin, indentOf(l));
  const out = lines.map((l) => (l.trim() ? l.slice(margin === Infinity ? 0 : margin) : ''));
  while (out.length && !out[out.length - 1]) out.pop();
  return out;
}

/** A parameter list's items: `name (type): text` lines at the block's indent, continuation lines below each. */
/** A line's item head: [name, text after it], or undefined. */
type Head = (line: string) => [string, string] | undefined;

const fromRegex = (re: RegExp): Head => (line) => {
  const m = re.exec(line);
  return m ? [m[1], m[2]] : undefined;
};

/** Google's `name (type): text` items (lines hold no newline, so `[ \t]` is `\s`). */
const GOOGLE_ITEM = fromRegex(/^(\*{0,2}\w+)[ \t]*(?:\([^)]*\)[ \t]*)?:(.*)$/);

/** reST's `:param name: text` and `:param type name: text`: the name is the last word before the field's colon. */
const REST_ITEM: Head = (line) => {
  if (!line.startsWith(':param') || !/^[ \t]$/.test(line[6] ?? '')) return undefined;
  const colon = line.indexOf(':', 7);
  if (colon < 0) return undefined;
  const words = line.slice(7, colon).trim().split(/[ \t]+/);
  const name = words[words.length - 1];
  return name && /^\*{0,2}\w+$/.test(name) ? [name, line.slice(colon + 1)] : undefined;
};

/** The text with its trailing newlines removed (a loop: a regex anchored at the end would backtrack). */
function trimNewlines(s: string): string {
  let end = s.length;
  while (end > 0 && s[end - 1] === '\n') end--;
  return s.slice(0, end);
}

function items(block: string[], head: Head): Map<string, string> {
  const out = new Map<string, string>();
  const lines = dedent(block);
  for (let i = 0; i < lines.length; i++) {
    const m = head(lines[i]);
    if (!m || indentOf(lines[i]) > 0) continue;
    const rest: string[] = [];
    let j = i + 1;
    while (j < lines.length && (!lines[j] || indentOf(lines[j]) > 0)) rest.push(lines[j++]);
    const first = m[1].trim();
    const text = trimNewlines((first ? [first, ...dedent(rest)] : dedent(rest)).join('\n'));
    out.set(m[0].replace(/^\*+/, ''), text);
    i = j - 1;
  }
  return out;
}

function griffeGoogle(doc: string): ParsedDoc {
  const lines = doc.split('\n');
  let description: string | undefined;
  const params = new Map<string, string>();
  let text: string[] = [];
  const flush = (): void => {
    const t = text.join('\n').trim();
    if (t && description === undefined) description = t;
    text = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const m = /^\s*([\w][\s\w-]*):\s*$/.exec(line);
    const next = lines[i + 1];
    const starts = m && (i === 0 || !lines[i - 1].trim()) && next !== undefined && next.trim() && indentOf(next) > indentOf(line) && GOOGLE_SECTIONS.has(m[1].trim().toLowerCase());
    if (!starts) {
      text.push(line);
      continue;
    }
    flush();
    const block: string[] = [];
    let j = i + 1;
    while (j < lines.length && (!lines[j].trim() || indentOf(lines[j]) > indentOf(line))) block.push(lines[j++]);
    if (GOOGLE_PARAMS.has(m![1].trim().toLowerCase())) for (const [k, v] of items(block, GOOGLE_ITEM)) params.set(k, v);
    i = j - 1;
  }
  flush();
  return { description, params };
}

function griffeSphinx(doc: string): ParsedDoc {
  const lines = doc.split('\n');
  const first = lines.findIndex((l) => /^:\w/.test(l));
  const head = first < 0 ? lines : lines.slice(0, first);
  const description = head.join('\n').trim() || undefined;
  const params = new Map<string, string>();
  if (first >= 0) for (const [k, v] of items(lines.slice(first), REST_ITEM)) params.set(k, v);
  return { description, params };
}

/** NumPy style: a title underlined with dashes starts a section; `name : type` items, their text indented below. */
function numpy(doc: string): ParsedDoc & { sections: number; items: number } {
  const lines = doc.split('\n');
  const heads: number[] = [];
  for (let i = 0; i + 1 < lines.length; i++) if (lines[i].trim() && /^-{3,}$/.test(lines[i + 1].trim()) && indentOf(lines[i]) === indentOf(lines[i + 1])) heads.push(i);
  const description = (heads.length ? lines.slice(0, heads[0]) : lines).join('\n').trim() || undefined;
  const params = new Map<string, string>();
  let items = 0;
  heads.forEach((h, k) => {
    const body = lines.slice(h + 2, k + 1 < heads.length ? heads[k + 1] : lines.length);
    const found = items_(body);
    items += found.size;
    if (/^(parameters|params)$/i.test(lines[h].trim())) for (const [name, text] of found) params.set(name, text);
  });
  return { description, params, sections: heads.length, items };
}

function numpyDoc(doc: string): ParsedDoc {
  const { description, params } = numpy(doc);
  return { description, params };
}

function items_(block: string[]): Map<string, string> {
  return items(block, (line) => {
    const m = /^(\*{0,2}\w+)[ \t]*(:.*)?$/.exec(line);
    return m ? [m[1], ''] : undefined;
  });
}

/** griffe, as FastMCP's parse_docstring calls it: Google, NumPy, then Sphinx; the first that finds parameters. */
export function griffeDoc(doc: string): ParsedDoc {
  for (const parse of [griffeGoogle, numpyDoc, griffeSphinx]) {
    const r = parse(doc);
    if (r.params.size) return r;
  }
  return { description: doc || undefined, params: new Map() };
}

const DP_GOOGLE_TITLES = /^(Arguments|Args|Parameters|Params|Raises|Exceptions|Except|Attributes|Example|Examples|Returns|Yields):[ \t\f\v]*$/m;

function dpDescription(chunk: string): string | undefined {
  const nl = chunk.indexOf('\n');
  const short = nl < 0 ? chunk : chunk.slice(0, nl);
  const long = nl < 0 ? '' : chunk.slice(nl + 1).trim();
  if (!short) return long || undefined;
  return long ? `${short}\n\n${long}` : short;
}

/** docstring_parser.parse (auto style), as the Anthropic SDK's beta_tool reads a function's docstring. */
export function docstringParserDoc(doc: string): ParsedDoc {
  // reST: fields start at the first line that starts with ':'.
  const rest = /^:/m.exec(doc);
  const restParams = rest ? items(doc.slice(rest.index).split('\n'), REST_ITEM) : new Map<string, string>();
  const restCount = rest ? (doc.slice(rest.index).match(/^:\w[^:]*:/gm) ?? []).length : 0;
  const google = DP_GOOGLE_TITLES.exec(doc);
  let googleParams = new Map<string, string>();
  let googleCount = 0;
  if (google) {
    const sections = doc.slice(google.index).split(/^(?=(?:Arguments|Args|Parameters|Params|Raises|Exceptions|Except|Attributes|Example|Examples|Returns|Yields):[ \t\f\v]*$)/m);
    for (const s of sections) {
      const [title, ...body] = s.split('\n');
      const found = items(body, GOOGLE_ITEM);
      googleCount += /^(Example|Examples)/.test(title) ? 1 : found.size || (body.some((l) => l.trim()) ? 1 : 0);
      if (/^(Arguments|Args|Parameters|Params):/.test(title)) for (const [k, v] of found) googleParams.set(k, v);
    }
  }
  const np = numpy(doc);
  if (np.items > restCount && np.items > googleCount) {
    const first = doc.split('\n').findIndex((l, i, all) => l.trim() && /^-{3,}$/.test((all[i + 1] ?? '').trim()));
    // docstring_parser leaves out an item without text (its description is None).
    return { description: dpDescription(doc.split('\n').slice(0, first).join('\n')), params: new Map([...np.params].filter(([, v]) => v)) };
  }
  if (googleCount > restCount) return { description: dpDescription(doc.slice(0, google!.index)), params: googleParams };
  googleParams = restParams;
  return { description: dpDescription(rest ? doc.slice(0, rest.index) : doc), params: googleParams };
}

/**
 * The Agents SDK's generate_func_documentation: a style detected by its own patterns (sphinx > numpy > google on a
 * tie, google when none match), a blank line put before a Google `Args:` header that lacks one, then that griffe
 * parser alone; the description is its first text section.
 */
export function agentsDoc(doc: string): ParsedDoc {
  const sphinx = [/^:param\s/m, /^:type\s/m, /^:return:/m, /^:rtype:/m].filter((r) => r.test(doc)).length;
  const google = [/^(Args|Arguments):/m, /^(Returns):/m, /^(Raises):/m].filter((r) => r.test(doc)).length;
  // `^Title\s*\n\s*-{3,}` (multiline), line by line: the title alone on its line, dashes on the next non-blank one.
  const docLines = doc.split('\n');
  // For each line, the next non-blank line after it (one pass from the end).
  const nextText: (string | undefined)[] = [];
  for (let i = docLines.length - 1, next: string | undefined; i >= 0; i--) {
    nextText[i] = next;
    if (docLines[i].trim()) next = docLines[i];
  }
  const underlined = (title: string): boolean => docLines.some((l, i) => l.startsWith(title) && !l.slice(title.length).trim() && /^-{3,}/.test(nextText[i]?.trimStart() ?? ''));
  const numpyScore = ['Parameters', 'Returns', 'Yields'].filter(underlined).length;
  if (sphinx > 0 && sphinx >= numpyScore && sphinx >= google) return griffeSphinx(doc);
  if (numpyScore > 0 && numpyScore >= google) return numpyDoc(doc);
  const lines = doc.split('\n');
  const out: string[] = [];
  lines.forEach((l, i) => {
    if (i > 0 && /^(args|arguments|params|parameters):\s*$/i.test(l) && out.length && out[out.length - 1].trim() && i + 1 < lines.length && /^[ \t]/.test(lines[i + 1])) out.push('');
    out.push(l);
  });
  return griffeGoogle(out.join('\n'));
}
