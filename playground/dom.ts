// A small element builder and the copy button: the playground's only DOM helpers.

type Attr = string | number | boolean | undefined | null | ((event: Event) => void);
type Child = Node | string | null | undefined | false;

/** An element with attributes (`on...` are listeners; `value`, `checked` are set as properties) and children. */
export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, Attr> = {}, ...children: (Child | Child[])[]): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    if (typeof value === 'function') el.addEventListener(key.slice(2).toLowerCase(), value);
    else if (key === 'value' || key === 'checked') (el as unknown as Record<string, unknown>)[key] = value;
    else el.setAttribute(key === 'className' ? 'class' : key, value === true ? '' : String(value));
  }
  for (const child of children.flat()) if (child !== null && child !== undefined && child !== false) el.append(child);
  return el;
}

let uid = 0;
/** A fresh id for a label's `for`. */
export function nextId(prefix: string): string {
  return `${prefix}-${++uid}`;
}

/** A button that copies what `text()` returns and says so (to screen readers too). */
export function copyButton(label: string, text: () => string): HTMLButtonElement {
  const button = h('button', { type: 'button', className: 'copy' }, label);
  button.addEventListener('click', async () => {
    const value = text();
    let ok = true;
    try {
      await navigator.clipboard.writeText(value);
    } catch {
      ok = fallbackCopy(value);
    }
    button.textContent = ok ? 'Copied' : 'Copy failed: select the text and copy it';
    button.setAttribute('aria-live', 'polite');
    setTimeout(() => (button.textContent = label), 1500);
  });
  return button;
}

function fallbackCopy(value: string): boolean {
  const area = h('textarea', { value, readonly: true, 'aria-hidden': 'true', className: 'offscreen' });
  document.body.append(area);
  area.select();
  let ok = false;
  try {
    ok = document.execCommand('copy');
  } catch {
    ok = false;
  }
  area.remove();
  return ok;
}

/** Calls `fn` once input has paused for `ms`. */
export function debounce(fn: () => void, ms: number): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return () => {
    clearTimeout(timer);
    timer = setTimeout(fn, ms);
  };
}
