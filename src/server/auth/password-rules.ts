/** The smallest admin password we take, and the fewest different characters in it. */
export const MIN_PASSWORD_LENGTH = 12;
export const MIN_DISTINCT_CHARACTERS = 6;
export const MAX_PASSWORD_LENGTH = 256;

/**
 * What is wrong with a new admin password, or null. Twelve of one character (or of
 * two or three) is long enough to pass a length check and the first thing guessed.
 */
export function passwordProblem(password: string): string | null {
  const chars = [...password];
  if (chars.length < MIN_PASSWORD_LENGTH) return `The password must be at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (chars.length > MAX_PASSWORD_LENGTH) return `The password must be at most ${MAX_PASSWORD_LENGTH} characters.`;
  if (new Set(chars).size < MIN_DISTINCT_CHARACTERS)
    return `The password must use at least ${MIN_DISTINCT_CHARACTERS} different characters.`;
  return null;
}
