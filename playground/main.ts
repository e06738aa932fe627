// The playground page (dist/playground/): Lint, Build and Rules tabs, all in the page; nothing is sent anywhere.
import { lint } from '../shared/src/index';
import { prepareBrowser } from '../shared/src/browser/prepare';
import { h } from './dom';
import { mountBuilder, type OutputCheck } from './build-mode';
import { EXAMPLES } from './examples';
import { mountLint } from './lint-mode';
import { rulesTable } from './rules-table';

type Tab = 'lint' | 'build' | 'rules';
const TABS: { id: Tab; label: string }[] = [
  { id: 'lint', label: 'Lint' },
  { id: 'build', label: 'Build' },
  { id: 'rules', label: 'Rules' },
];

/** The builder's live check: the engine, in the page. */
const check: OutputCheck = async (text, shape, targets) => {
  const languageId = shape === 'zod' ? 'typescript' : 'json';
  await prepareBrowser({ languageId });
  return lint(text, { languageId, path: shape === 'zod' ? 'tool.ts' : 'tool.json', config: { targets } }).findings;
};

function start(): void {
  const app = document.getElementById('app')!;
  const lintMode = mountLint();
  const builder = mountBuilder({
    check,
    actions: (output) => [h('button', { type: 'button', onclick: () => (lintMode.setText(output().text, output().shape === 'zod' ? 'typescript' : 'json'), show('lint', true)) }, 'Open in Lint')],
  });
  const panels: Record<Tab, HTMLElement> = {
    lint: lintMode.element,
    build: builder.element,
    rules: h('div', { className: 'rules-panel' }, rulesTable()),
  };
  const tabs = TABS.map((t) =>
    h('button', { type: 'button', role: 'tab', id: `tab-${t.id}`, 'aria-controls': `panel-${t.id}`, onclick: () => show(t.id, true) }, t.label),
  );
  const tablist = h('div', { role: 'tablist', 'aria-label': 'Mode', className: 'tabs' }, tabs);
  tablist.addEventListener('keydown', (e) => {
    const i = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (i < 0) return;
    const next = e.key === 'ArrowRight' ? (i + 1) % tabs.length : e.key === 'ArrowLeft' ? (i + tabs.length - 1) % tabs.length : e.key === 'Home' ? 0 : e.key === 'End' ? tabs.length - 1 : -1;
    if (next < 0) return;
    e.preventDefault();
    show(TABS[next]!.id, true);
  });
  const sections = TABS.map((t) => h('section', { role: 'tabpanel', id: `panel-${t.id}`, 'aria-labelledby': `tab-${t.id}`, tabindex: 0 }, panels[t.id]));

  function show(tab: Tab, focus: boolean): void {
    TABS.forEach((t, i) => {
      const on = t.id === tab;
      tabs[i]!.setAttribute('aria-selected', String(on));
      tabs[i]!.tabIndex = on ? 0 : -1;
      sections[i]!.hidden = !on;
    });
    if (focus) tabs[TABS.findIndex((t) => t.id === tab)]!.focus();
    if (location.hash !== `#${tab}`) history.replaceState(null, '', `#${tab}`);
  }

  window.addEventListener('hashchange', () => {
    const tab = location.hash.slice(1) as Tab;
    if (TABS.some((t) => t.id === tab)) show(tab, false);
  });
  app.replaceChildren(tablist, ...sections);
  const initial = location.hash.slice(1) as Tab;
  show(TABS.some((t) => t.id === initial) ? initial : 'lint', false);
  const broken = EXAMPLES.find((e) => e.id === 'broken')!;
  lintMode.setText(broken.text, broken.languageId);
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
else start();
