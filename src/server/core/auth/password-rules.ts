import { createRequire } from 'node:module';
import path from 'node:path';
import type * as ZxcvbnCore from '@zxcvbn-ts/core';
import type * as ZxcvbnCommon from '@zxcvbn-ts/language-common';

type ZxcvbnFactory = ZxcvbnCore.ZxcvbnFactory;

/** The smallest admin password we take, and the fewest different characters in it. */
export const MIN_PASSWORD_LENGTH = 12;
export const MIN_DISTINCT_CHARACTERS = 6;
export const MAX_PASSWORD_LENGTH = 256;
/** zxcvbn's score (0-4) a staff password must reach: 3 is "safely unguessable" (about 10^8 guesses and more). */
export const MIN_PASSWORD_SCORE = 3;

/*
 * zxcvbn-ts (MIT) with its common-password list (the passwords most often found in
 * breaches), keyboard patterns, sequences, repeats and dates: `Password1234` and
 * `123456789012` are long enough but among the first things guessed. Its English
 * dictionary (5 MB, a second to load on a busy machine) adds little to a 12-character
 * minimum and is left out. Built on first use.
 */
let estimator: ZxcvbnFactory | undefined;
const PACKAGES = ['@zxcvbn-ts/core', '@zxcvbn-ts/language-common'];
function strength(): ZxcvbnFactory {
  if (estimator) return estimator;
  // Required here, not imported at the top: the lists (3 MB of heap) are held only once a
  // password has been set in this process (docs/performance.md, "Memory"). A require of its
  // own: the modules it loads are its children, let go of with it (releaseStrength).
  const require = createRequire(import.meta.url);
  const { ZxcvbnFactory: Factory } = require(PACKAGES[0]!) as typeof ZxcvbnCore;
  const common = require(PACKAGES[1]!) as typeof ZxcvbnCommon;
  return (estimator = new Factory({ dictionary: common.dictionary, graphs: common.adjacencyGraphs }));
}

/**
 * Lets go of the estimator and its lists (the start checks ADMIN_PASSWORD once, then holds
 * nothing): the modules leave the require cache, so the next check loads them afresh.
 */
export function releaseStrength(): void {
  estimator = undefined;
  // The packages and what they require (@zxcvbn-ts/dictionary-compression too).
  const scope = `${path.sep}node_modules${path.sep}@zxcvbn-ts${path.sep}`;
  const { cache } = createRequire(import.meta.url);
  for (const key of Object.keys(cache)) if (key.includes(scope)) delete cache[key];
}

/**
 * What is wrong with a new staff password, or null. Twelve of one character (or of
 * two or three) is long enough to pass a length check and the first thing guessed;
 * so is a common or breached password, or one built from the person's own e-mail.
 */
export function passwordProblem(password: string, userInputs: string[] = []): string | null {
  const chars = [...password];
  if (chars.length < MIN_PASSWORD_LENGTH) return `The password must be at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (chars.length > MAX_PASSWORD_LENGTH) return `The password must be at most ${MAX_PASSWORD_LENGTH} characters.`;
  if (new Set(chars).size < MIN_DISTINCT_CHARACTERS)
    return `The password must use at least ${MIN_DISTINCT_CHARACTERS} different characters.`;
  // zxcvbn's cost grows with the length; past 100 characters a password is not guessed.
  if (chars.length <= 100 && strength().check(password, userInputs).score < MIN_PASSWORD_SCORE)
    return 'This password is too common or too easy to guess (a known password, a word with digits, a sequence). Choose a longer, less predictable one, such as three or four unrelated words.';
  return null;
}
