// Build mode: a tool's name, description and parameter rows (nested objects and arrays) -> a schema strict by
// construction, live, in the shape picked, checked by the engine as it is written. No "optional" switch: strict mode
// needs every property required, so "no value" is null ("Can be null"). Also the "toollint: New tool..." webview.
import { copyButton, debounce, h, nextId } from './dom';
import { buildTool, newParam, OUTPUT_SHAPES, PARAM_TYPES, type OutputShape, type Param, type ToolModel } from './schema-builder';

/** What the output is checked against: the shape's provider in strict mode (an MCP server's tools reach them all). */
export const CHECK_TARGETS: Record<OutputShape, string[]> = {
  openai: ['openai-strict', 'shape'],
  anthropic: ['anthropic-strict', 'shape'],
  mcp: ['mcp', 'openai-strict', 'anthropic', 'shape'],
  gemini: ['google', 'shape'],
  zod: ['openai-strict', 'shape'],
};

/** A finding of the live check, as the page shows it. */
export interface CheckFinding {
  rule: string;
  severity: string;
  message: string;
}

/** Lints the output for the shape's targets (the playground's engine); none in VS Code, whose server lints the file. */
export type OutputCheck = (text: string, shape: OutputShape, targets: string[]) => Promise<CheckFinding[]>;

export interface BuilderOptions {
  check?: OutputCheck;
  /** Extra buttons beside Copy (the VS Code webview's Insert), given the current output. */
  actions?: (output: () => { text: string; shape: OutputShape }) => HTMLElement[];
  /** The shape picked first. */
  shape?: OutputShape;
  /** The tool to start from (default: an empty tool with one parameter row). */
  model?: ToolModel;
  /** Copies the output in place of the page's clipboard (a VS Code webview asks the editor). */
  copy?: (text: string) => void;
}

export interface BuildMode {
  element: HTMLElement;
  model: ToolModel;
  output(): { text: string; shape: OutputShape };
}

export function mountBuilder(options: BuilderOptions = {}): BuildMode {
  const model: ToolModel = options.model ?? { name: '', description: '', params: [newParam('string')] };
  let shape: OutputShape = options.shape ?? 'openai';
  const nameId = nextId('tool-name');
  const descId = nextId('tool-description');
  const shapeId = nextId('shape');
  const name = h('input', { id: nameId, type: 'text', value: model.name, placeholder: 'get_weather', autocomplete: 'off', spellcheck: 'false', 'aria-describedby': `${nameId}-hint` });
  const description = h('textarea', { id: descId, rows: 3, value: model.description, placeholder: 'What the tool does and when to call it.' });
  const shapeSelect = h('select', { id: shapeId }, OUTPUT_SHAPES.map((s) => h('option', { value: s.id }, s.label)));
  shapeSelect.value = shape;
  const rows = h('div', { className: 'params' });
  const out = h('pre', { className: 'code output', tabindex: 0, 'aria-label': 'Generated tool', 'aria-live': 'off' });
  const check = h('div', { className: 'check', role: 'status' });
  const note = h('p', { className: 'hint' });

  const output = () => ({ text: buildTool(model, shape), shape });
  const recheck = debounce(() => void lintOutput(), 150);
  function update(): void {
    out.textContent = output().text;
    note.textContent =
      shape === 'zod'
        ? 'zod 4: z.strictObject keeps every key required; .nullable() is "no value". A tool without parameters: zod sends no `required`, which OpenAI strict mode wants.'
        : shape === 'anthropic'
          ? 'Strict tool use rejects minimum/maximum: bounds go into the description, as the Anthropic SDK sends them.'
          : '';
    recheck();
  }

  let generation = 0;
  async function lintOutput(): Promise<void> {
    if (!options.check) return;
    const gen = ++generation;
    const { text, shape: s } = output();
    const findings = await options.check(text, s, CHECK_TARGETS[s]);
    if (gen !== generation) return;
    const shown = findings.filter((f) => f.severity !== 'info');
    const targets = CHECK_TARGETS[s].filter((t) => t !== 'shape').join(', ');
    check.replaceChildren(
      shown.length === 0
        ? h('p', { className: 'ok' }, `toollint finds no error or warning for ${targets}.`)
        : h('div', {}, h('p', {}, `toollint for ${targets}:`), h('ul', {}, shown.map((f) => h('li', { className: f.severity, 'data-rule': f.rule }, h('code', {}, f.rule), ` ${f.message}`)))),
    );
  }

  name.addEventListener('input', () => ((model.name = name.value), update()));
  description.addEventListener('input', () => ((model.description = description.value), update()));
  shapeSelect.addEventListener('change', () => ((shape = shapeSelect.value as OutputShape), update()));

  function renderRows(list: Param[], container: HTMLElement, depth: number, focusLast = false): void {
    container.replaceChildren(...list.map((p, i) => paramEditor(p, list, i, container, depth)));
    if (focusLast) container.querySelector<HTMLInputElement>(':scope > fieldset:last-child input[type=text]')?.focus();
  }

  function addButton(list: Param[], container: HTMLElement, depth: number, label: string): HTMLButtonElement {
    return h('button', { type: 'button', className: 'add', onclick: () => (list.push(newParam('string')), renderRows(list, container, depth, true), update()) }, label);
  }

  /** One parameter row; `list` is null for an array's items (no name, not removable). */
  function paramEditor(p: Param, list: Param[] | null, index: number, container: HTMLElement | null, depth: number): HTMLFieldSetElement {
    const id = nextId('param');
    const legend = list ? `Parameter ${p.name ? `"${p.name}"` : index + 1}` : 'Each item';
    const legendEl = h('legend', {}, legend);
    const typeSelect = h('select', { id: `${id}-type` }, PARAM_TYPES.map((t) => h('option', { value: t }, t)));
    typeSelect.value = p.type;
    const extras = h('div', { className: 'extras' });
    const nameInput = list
      ? h('input', { id: `${id}-name`, type: 'text', value: p.name, placeholder: 'name', autocomplete: 'off', spellcheck: 'false', oninput: (e: Event) => ((p.name = (e.target as HTMLInputElement).value), (legendEl.textContent = `Parameter ${p.name ? `"${p.name}"` : index + 1}`), update()) })
      : null;
    const desc = h('input', { id: `${id}-desc`, type: 'text', value: p.description, placeholder: 'What the model should put here', oninput: (e: Event) => ((p.description = (e.target as HTMLInputElement).value), update()) });
    const nullable = h('input', { id: `${id}-null`, type: 'checkbox', checked: p.nullable, onchange: (e: Event) => ((p.nullable = (e.target as HTMLInputElement).checked), update()) });

    function renderExtras(): void {
      const parts: HTMLElement[] = [];
      if (p.type === 'string' || p.type === 'number' || p.type === 'integer') {
        parts.push(
          h(
            'div',
            { className: 'field' },
            h('label', { for: `${id}-enum` }, 'Allowed values'),
            h('input', { id: `${id}-enum`, type: 'text', value: p.enumValues.join(', '), placeholder: 'any (or comma-separated: a, b, c)', oninput: (e: Event) => ((p.enumValues = (e.target as HTMLInputElement).value.split(',')), update()) }),
          ),
        );
      }
      if (p.type === 'number' || p.type === 'integer') {
        for (const k of ['minimum', 'maximum'] as const) {
          parts.push(h('div', { className: 'field narrow' }, h('label', { for: `${id}-${k}` }, k === 'minimum' ? 'Minimum' : 'Maximum'), h('input', { id: `${id}-${k}`, type: 'text', inputmode: 'decimal', value: p[k] ?? '', oninput: (e: Event) => ((p[k] = (e.target as HTMLInputElement).value), update()) })));
        }
      }
      if (p.type === 'object') {
        const nested = h('div', { className: 'params nested' });
        renderRows(p.properties, nested, depth + 1);
        parts.push(h('div', { className: 'nested-block' }, nested, addButton(p.properties, nested, depth + 1, 'Add property')));
      }
      if (p.type === 'array') {
        p.items ??= newParam('string');
        parts.push(h('div', { className: 'params nested' }, paramEditor(p.items, null, 0, null, depth + 1)));
      }
      extras.replaceChildren(...parts);
    }
    typeSelect.addEventListener('change', () => {
      p.type = typeSelect.value as Param['type'];
      if (p.type === 'array') p.items ??= newParam('string');
      if (p.type === 'object' && p.properties.length === 0) p.properties.push(newParam('string'));
      renderExtras();
      update();
    });
    renderExtras();

    const remove =
      list && container
        ? h('button', { type: 'button', className: 'remove', 'aria-label': `Remove ${legend.toLowerCase()}`, onclick: () => (list.splice(list.indexOf(p), 1), renderRows(list, container, depth), update(), container.parentElement?.querySelector<HTMLButtonElement>('button.add')?.focus()) }, 'Remove')
        : null;
    return h(
      'fieldset',
      { className: `param depth-${Math.min(depth, 4)}` },
      legendEl,
      h(
        'div',
        { className: 'param-main' },
        nameInput ? h('div', { className: 'field' }, h('label', { for: `${id}-name` }, 'Name'), nameInput) : null,
        h('div', { className: 'field narrow' }, h('label', { for: `${id}-type` }, 'Type'), typeSelect),
        h('div', { className: 'field wide' }, h('label', { for: `${id}-desc` }, 'Description'), desc),
        h('div', { className: 'field check-field' }, nullable, h('label', { for: `${id}-null` }, 'Can be null (no value)')),
        remove,
      ),
      extras,
    );
  }

  renderRows(model.params, rows, 0);
  const element = h(
    'div',
    { className: 'build-mode columns' },
    h(
      'form',
      { className: 'column builder', onsubmit: (e: Event) => e.preventDefault() },
      h('div', { className: 'field' }, h('label', { for: nameId }, 'Tool name'), name, h('p', { id: `${nameId}-hint`, className: 'hint' }, 'Letters, digits, _ and - (at most 64).')),
      h('div', { className: 'field' }, h('label', { for: descId }, 'Description'), description),
      h('fieldset', { className: 'params-root' }, h('legend', {}, 'Parameters'), h('p', { className: 'hint' }, 'Every parameter is required, as strict mode wants: tick "Can be null" where the model may give no value.'), rows, addButton(model.params, rows, 0, 'Add parameter')),
    ),
    h(
      'div',
      { className: 'column' },
      h('div', { className: 'row' }, h('label', { for: shapeId }, 'Shape '), shapeSelect),
      out,
      note,
      h('div', { className: 'row' }, options.copy ? h('button', { type: 'button', className: 'copy', onclick: () => options.copy!(output().text) }, 'Copy') : copyButton('Copy', () => output().text), ...(options.actions?.(output) ?? [])),
      check,
    ),
  );
  update();
  return { element, model, output };
}
