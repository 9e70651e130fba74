import { z } from 'astro/zod';
import { prose } from './prose';
import { strictObject } from './strict';

/**
 * Schema of an API reference page (`src/content/api/**.yaml`). Names, kinds,
 * types, defaults and anchors are facts of Buck2's API; summaries,
 * descriptions and examples are written here. A problem in a member is
 * reported with the member's name.
 */

export const PARAM_KINDS = ['positional_only', 'positional_or_keyword', 'keyword_only', 'var_positional', 'var_keyword'] as const;

export const apiParamSchema = strictObject({
  name: z.string().min(1),
  kind: z.enum(PARAM_KINDS, { message: `expected a parameter kind: one of ${PARAM_KINDS.join(', ')}` }),
  type: z.string().min(1).optional(),
  default: z.string().min(1).optional(),
  description: prose('a parameter description'),
});

export const apiMemberSchema = strictObject({
  name: z.string().min(1),
  kind: z.enum(['function', 'attribute'], { message: 'expected kind to be "function" or "attribute"' }),
  /** null for the page's constructor, which the page title introduces. */
  anchor: z
    .string()
    .regex(/^[\w.-]+$/, { message: 'expected an anchor id made of letters, digits, "_", "-" and "."' })
    .nullable(),
  params: z.array(apiParamSchema).optional(),
  returns: z.string().min(1).optional(),
  type: z.string().min(1).nullable().optional(),
  description: prose('a member description'),
  example: z.string().trim().min(1).optional(),
})
  .refine((m) => m.kind !== 'function' || Array.isArray(m.params), { message: 'expected a function to list its params', path: ['params'] })
  .refine((m) => m.kind !== 'attribute' || m.params === undefined, { message: 'expected an attribute to have no params', path: ['params'] });

export type ApiParam = z.output<typeof apiParamSchema>;
export type ApiMember = z.output<typeof apiMemberSchema>;

export const apiPageSchema = strictObject({
  title: z.string().min(1, { message: 'expected a title' }),
  summary: prose('a one-sentence summary'),
  description: prose('a description'),
  example: z.string().trim().min(1).optional(),
  members: z.array(z.unknown()).transform((raw, ctx): ApiMember[] => {
    const members: ApiMember[] = [];
    const anchors = new Set<string>();
    raw.forEach((item, index) => {
      const name = (item as { name?: unknown } | null)?.name;
      const label = typeof name === 'string' ? `member "${name}"` : `member ${index + 1}`;
      const result = apiMemberSchema.safeParse(item);
      if (!result.success) {
        for (const issue of result.error.issues) {
          ctx.addIssue({ code: 'custom', path: [index, ...issue.path], message: `${label}: ${issue.path.join('.') || '(member)'}: ${issue.message}` });
        }
        return;
      }
      const anchor = result.data.anchor ?? '(constructor)';
      if (anchors.has(anchor)) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'anchor'],
          message: result.data.anchor === null ? `${label}: a page has at most one constructor (anchor: null)` : `${label}: anchor "${anchor}" is used twice on this page`,
        });
      }
      if (result.data.anchor === null && result.data.kind !== 'function') {
        ctx.addIssue({ code: 'custom', path: [index, 'kind'], message: `${label}: a constructor (anchor: null) must be a function` });
      }
      anchors.add(anchor);
      members.push(result.data);
    });
    return members;
  }),
});
