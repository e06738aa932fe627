// Lint mode: a text area for any tool definition or list (every shape the engine reads: JSON, TypeScript, Python),
// findings live, target checkboxes, token cost per target, and Auto-strict with the fixed text, a diff and copy.
import { diffLines } from 'diff';
import { docsUrl, DEFAULT_CONFIG, fix, lint, PROFILES, TARGET_IDS, type Finding, type LintResult } from '../shared/src/index';
import { prepareBrowser } from '../shared/src/browser/prepare';
import { copyButton, debounce, h, nextId } from './dom';
import { detectLanguage, type Language } from './detect-language';
import { EXAMPLES } from './examples';

const LANGUAGES: { id: Language | 'auto'; label: string }[] = [
  { id: 'auto', label: 'Detect' },
  { id: 'json', label: 'JSON' },
  { id: 'typescript', label: 'TypeScript / JavaScript' },
  { id: 'python', label: 'Python' },
];

export interface LintMode {
  element: HTMLElement;
  /** Puts a text in the editor and lints it. */
  setText(text: string, languageId?: Language): void;
}

/** Message text with `code` spans, built as text nodes (never HTML). */
function messageNodes(message: string): (Node | string)[] {
  return message.split('`').map((part, i) => (i % 2 ? h('code', {}, part) : part));
}

export function mountLint(): LintMode {
  const sourceId = nextId('source');
  const languageId = nextId('language');
  const unsafeId = nextId('unsafe');
  const source = h('textarea', { id: sourceId, spellcheck: 'false', autocomplete: 'off', rows: 22, className: 'code', 'aria-describedby': `${sourceId}-hint` });
  const language = h('select', { id: languageId }, LANGUAGES.map((l) => h('option', { value: l.id }, l.label)));
  const detected = h('span', { className: 'hint', 'aria-live': 'polite' });
  const selected = new Set(DEFAULT_CONFIG.targets);
  const targetBoxes = h(
    'fieldset',
    { className: 'targets' },
    h('legend', {}, 'Targets'),
    [...TARGET_IDS, 'shape'].map((t) => {
      const id = nextId(`target-${t}`);
      const box = h('input', { type: 'checkbox', id, value: t, checked: selected.has(t), onchange: () => (box.checked ? selected.add(t) : selected.delete(t), run()) });
      const label = t === 'shape' ? "each tool's own format" : PROFILES[t as keyof typeof PROFILES].label.replace(/`/g, '');
      return h('span', { className: 'target' }, box, h('label', { for: id }, h('code', {}, t), ' ', h('span', { className: 'hint' }, label)));
    }),
  );
  const status = h('p', { role: 'status', className: 'status' });
  const findingsList = h('ol', { className: 'findings' });
  const tokensBody = h('tbody');
  const tokensTable = h(
    'table',
    { className: 'tokens' },
    h('caption', {}, 'Prompt tokens each tool adds to every request'),
    h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, 'Tool'), h('th', { scope: 'col' }, 'Shape'), h('th', { scope: 'col' }, 'OpenAI'), h('th', { scope: 'col' }, 'Anthropic (est.)'), h('th', { scope: 'col' }, 'Gemini (est.)'))),
    tokensBody,
  );
  const unsafe = h('input', { type: 'checkbox', id: unsafeId });
  const fixOutput = h('div', { className: 'fix-output', hidden: true });
  const autoStrict = h('button', { type: 'button', className: 'primary', onclick: () => void runFix() }, 'Auto-strict');

  const chips = h(
    'div',
    { className: 'chips', role: 'group', 'aria-label': 'Examples' },
    h('span', { className: 'hint' }, 'Examples:'),
    EXAMPLES.map((e) => h('button', { type: 'button', className: 'chip', 'data-example': e.id, onclick: () => mode.setText(e.text, e.languageId) }, e.label)),
  );

  const element = h(
    'div',
    { className: 'lint-mode' },
    chips,
    h(
      'div',
      { className: 'columns' },
      h(
        'div',
        { className: 'column' },
        h('label', { for: sourceId, className: 'block' }, 'Tool definition or list'),
        h('p', { id: `${sourceId}-hint`, className: 'hint' }, 'Any provider shape as JSON, an MCP tools/list, zod or tool() calls in TypeScript, decorated Python functions. Nothing leaves this page.'),
        source,
        h('div', { className: 'row' }, h('label', { for: languageId }, 'Language '), language, detected),
        targetBoxes,
      ),
      h(
        'div',
        { className: 'column' },
        h('section', { 'aria-labelledby': `${sourceId}-findings` }, h('h2', { id: `${sourceId}-findings` }, 'Findings'), status, findingsList),
        h('section', { className: 'table-scroll' }, tokensTable),
        h(
          'section',
          { 'aria-labelledby': `${sourceId}-fix` },
          h('h2', { id: `${sourceId}-fix` }, 'Auto-strict'),
          h('p', { className: 'hint' }, 'Applies the mechanical fixes (required lists, additionalProperties, defaults, types); names and descriptions stay yours to write.'),
          h('div', { className: 'row' }, autoStrict, h('span', {}, unsafe, h('label', { for: unsafeId }, ' include unsafe fixes (renames, type guesses)'))),
          fixOutput,
        ),
      ),
    ),
  );

  let generation = 0;
  let last: { text: string; language: Language } | undefined;

  function currentLanguage(): Language {
    const chosen = language.value as Language | 'auto';
    const lang = chosen === 'auto' ? detectLanguage(source.value) : chosen;
    detected.textContent = chosen === 'auto' ? ` read as ${LANGUAGES.find((l) => l.id === lang)!.label}` : '';
    return lang;
  }

  function config() {
    return { targets: [...selected] };
  }

  async function run(): Promise<void> {
    const gen = ++generation;
    const text = source.value;
    const lang = currentLanguage();
    status.textContent = 'Checking...';
    const loadErrors = await prepareBrowser({ languageId: lang });
    if (gen !== generation) return;
    const result = lint(text, { languageId: lang, path: lang === 'python' ? 'tool.py' : lang === 'typescript' ? 'tool.ts' : 'tool.json', config: config() });
    last = { text, language: lang };
    render(result, loadErrors);
    if (!fixOutput.hidden) fixOutput.classList.add('stale');
  }

  function render(result: LintResult, loadErrors: string[]): void {
    const counts = { error: 0, warning: 0, info: 0 };
    for (const f of result.findings) counts[f.severity]++;
    const tools = result.tools.length;
    status.textContent = [
      loadErrors.length ? `Could not load: ${loadErrors.join('; ')}.` : '',
      result.skipped ?? '',
      `${tools} tool${tools === 1 ? '' : 's'}; ${counts.error} error${counts.error === 1 ? '' : 's'}, ${counts.warning} warning${counts.warning === 1 ? '' : 's'}, ${counts.info} info.`,
    ]
      .filter(Boolean)
      .join(' ');
    findingsList.replaceChildren(...result.findings.map(findingItem));
    tokensBody.replaceChildren(
      ...result.tools.map((t) =>
        h('tr', {}, h('th', { scope: 'row' }, h('code', {}, t.name || '(no name)')), h('td', {}, t.shape), h('td', {}, String(t.tokensByTarget.openai.perTool)), h('td', {}, String(t.tokensByTarget.anthropic.perTool)), h('td', {}, String(t.tokensByTarget.google.perTool))),
      ),
    );
    tokensTable.hidden = result.tools.length === 0;
  }

  function findingItem(f: Finding): HTMLLIElement {
    const where = `line ${f.range.start.line + 1}, column ${f.range.start.character + 1}`;
    return h(
      'li',
      { className: `finding ${f.severity}`, 'data-rule': f.rule },
      h('span', { className: 'severity' }, f.severity),
      ' ',
      h('a', { href: docsUrl(f.rule), target: '_blank', rel: 'noopener noreferrer', className: 'rule' }, f.rule),
      f.targets.length ? h('span', { className: 'finding-targets' }, ` [${f.targets.join(', ')}]`) : null,
      f.fixable ? h('span', { className: 'badge' }, 'fixable') : null,
      h('p', { className: 'message' }, ...messageNodes(f.message)),
      h('p', { className: 'where' }, f.pointer ? h('code', { className: 'pointer' }, f.pointer) : null, ' ', h('button', { type: 'button', className: 'link', onclick: () => select(f) }, `at ${where}`)),
    );
  }

  function select(f: Finding): void {
    source.focus();
    source.setSelectionRange(f.span.offset, f.span.offset + f.span.length);
  }

  async function runFix(): Promise<void> {
    if (!last || last.text !== source.value) await run();
    const { text, language: lang } = last!;
    const result = fix(text, { languageId: lang, path: lang === 'python' ? 'tool.py' : lang === 'typescript' ? 'tool.ts' : 'tool.json', config: config(), unsafe: unsafe.checked });
    fixOutput.hidden = false;
    fixOutput.classList.remove('stale');
    if (result.applied.length === 0) {
      fixOutput.replaceChildren(h('p', { role: 'status' }, 'Nothing to fix mechanically.'));
      return;
    }
    const fixedId = nextId('fixed');
    fixOutput.replaceChildren(
      h('p', { role: 'status' }, `${result.applied.length} fix${result.applied.length === 1 ? '' : 'es'} applied:`),
      h('ul', { className: 'applied' }, result.applied.map((a) => h('li', {}, h('code', {}, a.rule), ' ', ...messageNodes(a.title), a.safe ? null : h('span', { className: 'badge' }, 'unsafe')))),
      h('h3', {}, 'Diff'),
      diffView(text, result.text),
      h('h3', { id: fixedId }, 'Fixed text'),
      h('pre', { className: 'code fixed', tabindex: 0, 'aria-labelledby': fixedId }, result.text),
      h('div', { className: 'row' }, copyButton('Copy fixed text', () => result.text), h('button', { type: 'button', onclick: () => mode.setText(result.text, lang) }, 'Use fixed text')),
    );
  }

  const mode: LintMode = {
    element,
    setText(text, lang) {
      source.value = text;
      if (lang) language.value = lang;
      fixOutput.hidden = true;
      void run();
    },
  };
  source.addEventListener('input', debounce(() => void run(), 200));
  language.addEventListener('change', () => void run());
  return mode;
}

/** A line diff: removed and added lines marked, long unchanged stretches folded. */
function diffView(before: string, after: string): HTMLElement {
  const pre = h('pre', { className: 'code diff', tabindex: 0, 'aria-label': 'Diff of the fixed text against yours' });
  for (const part of diffLines(before, after)) {
    const lines = part.value.replace(/\n$/, '').split('\n');
    const sign = part.added ? '+' : part.removed ? '-' : ' ';
    const kept = !part.added && !part.removed;
    const shown = kept && lines.length > 7 ? [...lines.slice(0, 3), null, ...lines.slice(-3)] : lines;
    for (const line of shown) {
      if (line === null) pre.append(h('span', { className: 'fold' }, `  ... ${lines.length - 6} unchanged lines\n`));
      else pre.append(h('span', { className: part.added ? 'add' : part.removed ? 'del' : 'same' }, `${sign} ${line}\n`));
    }
  }
  return pre;
}
