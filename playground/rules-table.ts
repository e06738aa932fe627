// The rules table, generated from the rule registry (shared/src/rules): id and docs link, default severity, where it
// applies, whether Auto-strict fixes it.
import { docsUrl, RULES } from '../shared/src/index';
import { h } from './dom';

export function rulesTable(): HTMLElement {
  return h(
    'table',
    { className: 'rules' },
    h('caption', {}, `${RULES.length} rules`),
    h('thead', {}, h('tr', {}, ['Rule', 'Severity', 'Applies to', 'Auto-strict', 'What it finds'].map((c) => h('th', { scope: 'col' }, c)))),
    h(
      'tbody',
      {},
      RULES.map(({ meta }) =>
        h(
          'tr',
          { 'data-rule': meta.id },
          h('th', { scope: 'row' }, h('a', { href: docsUrl(meta.id), target: '_blank', rel: 'noopener noreferrer' }, meta.id)),
          h('td', {}, meta.defaultSeverity),
          h('td', {}, meta.appliesTo),
          h('td', {}, meta.fixable ? (meta.unsafeOnly ? 'unsafe fix' : (meta.fixNote ?? 'fix')) : ''),
          h('td', {}, meta.description),
        ),
      ),
    ),
  );
}
