// CommonMark code spans, read as the spec reads them, for tests of the markdown the server builds.

/** Code spans of a CommonMark inline text (the spec's rule: a backtick run closed by the next run of equal length). */
export function codeSpans(md: string): { spans: string[]; rest: string } {
  const spans: string[] = [];
  let rest = '';
  let i = 0;
  while (i < md.length) {
    if (md[i] !== '`') {
      rest += md[i++];
      continue;
    }
    let n = 0;
    while (md[i + n] === '`') n++;
    let close = -1;
    for (let j = i + n; j < md.length; ) {
      if (md[j] !== '`') {
        j++;
        continue;
      }
      let m = 0;
      while (md[j + m] === '`') m++;
      if (m === n) {
        close = j;
        break;
      }
      j += m;
    }
    if (close < 0) {
      rest += md.slice(i, i + n);
      i += n;
      continue;
    }
    let content = md.slice(i + n, close).replace(/\r\n|\r|\n/g, ' ');
    if (content.length >= 2 && content.startsWith(' ') && content.endsWith(' ') && !/^ +$/.test(content)) content = content.slice(1, -1);
    spans.push(content);
    i = close + n;
  }
  return { spans, rest };
}
