import { describe, expect, it } from 'vitest';
import { docFrontmatterSchema, formatFrontmatterIssues } from '../../src/content/frontmatter';

const valid = { title: 'Build targets', description: 'What a target is.' };

function problems(data: unknown): string {
  const result = docFrontmatterSchema.safeParse(data);
  if (result.success) throw new Error('expected the frontmatter to be rejected');
  return formatFrontmatterIssues('src/content/docs/concepts/build_target.md', result.error);
}

describe('doc frontmatter', () => {
  it('accepts the minimal frontmatter and fills in defaults', () => {
    const data = docFrontmatterSchema.parse(valid);
    expect(data).toMatchObject({ draft: false, unlisted: false, hide_table_of_contents: false, toc_min_heading_level: 2, toc_max_heading_level: 3 });
  });

  it('accepts the Docusaurus keys writers use', () => {
    const data = docFrontmatterSchema.parse({
      ...valid,
      sidebar_label: 'Targets',
      sidebar_position: 3,
      slug: 'concepts/targets',
      draft: true,
      unlisted: true,
      hide_table_of_contents: true,
      pagination_next: null,
      keywords: ['target'],
    });
    expect(data.sidebar_label).toBe('Targets');
    expect(data.pagination_next).toBeNull();
  });

  it('names the file, the field and what was expected for a missing title', () => {
    expect(problems({ description: 'x' })).toBe(
      'src/content/docs/concepts/build_target.md: title: expected a title: a non-empty string',
    );
  });

  it('rejects a wrongly typed value', () => {
    expect(problems({ ...valid, sidebar_position: 'first' })).toContain(
      'build_target.md: sidebar_position: expected a sidebar position: a number',
    );
    expect(problems({ ...valid, draft: 'yes' })).toContain('draft: expected draft to be true or false');
  });

  it('rejects a misspelt key and lists the allowed ones', () => {
    const message = problems({ ...valid, sidebar_lable: 'Oops' });
    expect(message).toContain('unknown frontmatter key "sidebar_lable"');
    expect(message).toContain('expected only: title, description');
  });

  it('rejects an empty description and inverted TOC levels', () => {
    expect(problems({ ...valid, description: '  ' })).toContain('description: expected a description');
    expect(problems({ ...valid, toc_min_heading_level: 4, toc_max_heading_level: 3 })).toContain(
      'toc_min_heading_level: expected toc_min_heading_level to be at most toc_max_heading_level',
    );
  });
});
