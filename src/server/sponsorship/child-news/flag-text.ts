/**
 * The text the contact-detail flagger reads (contact-details.ts), with the disguises
 * undone that a reader's eye undoes by itself: Unicode compatibility forms (NFKC:
 * mathematical and full-width digits, ligatures, odd spaces), digits of other scripts,
 * invisible characters (zero-width spaces and joiners, soft hyphens, direction marks,
 * variation selectors), dashes of every kind, separators between digits (`078_812_3456`,
 * `078·812·3456`) and a letter O among digits (`O78 812 3456`). Each character of the
 * result remembers where it came from, so a flag can show the letter's own words.
 */
export interface FlagText {
  text: string;
  /** Where each UTF-16 unit of `text` starts and ends in the original. */
  start: number[];
  end: number[];
}

/** Characters that show nothing (one code point each; ranges, since some are combining marks). */
const INVISIBLE_RANGES: [number, number][] = [
  [0x00ad, 0x00ad],
  [0x034f, 0x034f],
  [0x061c, 0x061c],
  [0x115f, 0x1160],
  [0x17b4, 0x17b5],
  [0x180b, 0x180f],
  [0x200b, 0x200f],
  [0x202a, 0x202e],
  [0x2060, 0x206f],
  [0x3164, 0x3164],
  [0xfe00, 0xfe0f],
  [0xfeff, 0xfeff],
  [0xffa0, 0xffa0],
  [0xe0100, 0xe01ef],
];
const invisible = (ch: string) => {
  const cp = ch.codePointAt(0)!;
  return INVISIBLE_RANGES.some(([from, to]) => cp >= from && cp <= to);
};
const DASH = /[\u2010-\u2015\u2043\u2212\u2796\uFE58\uFE63\uFF0D]/u;
const DIGIT = /\p{Nd}/u;

/** A decimal digit of any script as 0-9 (each script's ten digits follow its zero; the flagger needs only that it is a digit). */
function asciiDigit(ch: string): string {
  const cp = ch.codePointAt(0)!;
  let zero = cp;
  while (zero > 0 && DIGIT.test(String.fromCodePoint(zero - 1)) && cp - zero < 9) zero--;
  return String((cp - zero) % 10);
}

function fold(ch: string): string {
  if (/^[0-9]$/.test(ch)) return ch;
  if (DIGIT.test(ch)) return asciiDigit(ch);
  if (DASH.test(ch)) return '-';
  if (/^\s$/u.test(ch)) return ' ';
  return ch;
}

/** Separators between two digits; a letter O touching a digit with no other letter beside it. */
// In escapes (·, •, ∙, ⋅): a character outside Latin-1 in the built server doubles its source
// text in memory (scripts/build-server.ts).
const BETWEEN_DIGITS = /(?<=\d)[_\u00b7\u2022\u2219\u22c5|*~]+(?=\d)/g;
const LETTER_O = /(?<![A-Za-z])[Oo](?=\d)|(?<=\d)[Oo](?![A-Za-z])/g;

export function flagText(original: string): FlagText {
  let text = '';
  const start: number[] = [];
  const end: number[] = [];
  let at = 0;
  for (const ch of original) {
    const from = at;
    at += ch.length;
    if (invisible(ch)) continue;
    let out = '';
    for (const c of ch.normalize('NFKC')) if (!invisible(c)) out += fold(c);
    for (let k = 0; k < out.length; k++) {
      start.push(from);
      end.push(at);
    }
    text += out;
  }
  // Same length replacements: the positions still hold.
  text = text.replace(BETWEEN_DIGITS, (m) => ' '.repeat(m.length)).replace(LETTER_O, '0');
  return { text, start, end };
}

/** The original words a match in `flag.text` stands for (the match itself when it is not found there). */
export function originalOf(original: string, flag: FlagText, match: string): string {
  if (flag.text === original) return match;
  const i = flag.text.indexOf(match);
  if (i < 0 || match.length === 0) return match;
  return original.slice(flag.start[i], flag.end[i + match.length - 1]);
}
