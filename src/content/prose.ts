import { z } from 'astro/zod';

/** A writer's Markdown text: required, not blank. `what` names it in the error ("a member description"). */
export const prose = (what: string) =>
  z.string({ message: `expected ${what}: Markdown text` }).trim().min(1, { message: `expected ${what}: Markdown text, not empty` });
