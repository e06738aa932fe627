// Markdown the server builds from user strings (tool and property names): always inert, whatever the file holds.

/** Line breaks and other control characters, which would end a paragraph (and the code span) or hide text. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

/**
 * A CommonMark code span holding `text` literally: nothing inside renders (no link, image, HTML or emphasis). The
 * fence is one backtick longer than the longest backtick run inside; a space pads text that starts or ends with a
 * backtick or a space (CommonMark strips one from each side); control characters are shown as escapes (`\n`), since
 * a blank line would close the span and let what follows render.
 */
export function code(text: string): string {
  const visible = text.replace(CONTROL, (c) => (c === '\n' ? '\\n' : c === '\r' ? '\\r' : c === '\t' ? '\\t' : `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`));
  if (visible === '') return '` `';
  let longest = 0;
  for (const run of visible.match(/`+/g) ?? []) longest = Math.max(longest, run.length);
  const fence = '`'.repeat(longest + 1);
  const pad = /^[` ]|[` ]$/.test(visible) && !/^ +$/.test(visible) ? ' ' : '';
  return `${fence}${pad}${visible}${pad}${fence}`;
}

/**
 * The ASCII punctuation that can start markup inline (emphasis, code, links, images, HTML, entities, tables,
 * strikethrough, and GFM's bare autolinks through ":" and "."), which CommonMark lets a backslash make literal.
 */
const PUNCTUATION = /[!#&()*.:<>[\\\]_`{|}~]/g;

/** Plain text as inert markdown: every punctuation character backslash-escaped, control characters shown as escapes. */
export function escapeText(text: string): string {
  return text.replace(CONTROL, ' ').replace(PUNCTUATION, (c) => `\\${c}`);
}

