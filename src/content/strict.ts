import { z } from 'astro/zod';

/**
 * An object schema that refuses keys it does not know, naming the keys it
 * accepts (a misspelt `sumary` fails as "sumary: unknown key; expected only:
 * summary, description, ...", not silently and not as a nameless path).
 */
export function strictObject<S extends z.ZodRawShape>(shape: S, expected?: string) {
  const keys = Object.keys(shape).join(', ');
  return z.strictObject(shape, {
    error: (issue) => {
      if (issue.code === 'unrecognized_keys') return `unknown key; expected only: ${keys}`;
      return expected;
    },
  });
}
