// LIKE patterns from typed text: %, _ and \ match themselves, not any character.
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `%text%`: the text anywhere in the value. */
export const containsPattern = (s: string) => `%${escapeLike(s)}%`;
