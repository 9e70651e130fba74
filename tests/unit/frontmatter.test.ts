import { describe, expect, it } from 'vitest';
import { docFrontmatterSchema } from '../../src/content/frontmatter';
import { formatIssues } from '../../src/lib/content-error';

const valid = { title: 'Build targets', description: 'What a target is.' };

function problems(data: unknown): string {
  const result = docFrontmatterSchema.safeParse(data);
  if (result.success) throw new Error('expected the frontmatter to be rejected');
  return formatIssues('src/content/docs/concepts/build_target.md', result.error);
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
      'src/content/docs/concepts/build_target.md: title: expected a title: a non-empty string, not nothing',
    );
  });

  it('shows the value given for a wrongly typed field', () => {
    expect(problems({ ...valid, sidebar_position: 'first' })).toBe(
      'src/content/docs/concepts/build_target.md: sidebar_position: expected a sidebar position: a number, not "first"',
    );
    expect(problems({ ...valid, draft: 'yes' })).toBe('src/content/docs/concepts/build_target.md: draft: expected draft to be true or false, not "yes"');
  });

  it('names a misspelt key in the field slot and lists the allowed ones', () => {
    expect(problems({ ...valid, sidebar_lable: 'Oops' })).toBe(
      'src/content/docs/concepts/build_target.md: sidebar_lable: unknown frontmatter key; expected only: title, description, sidebar_label, ' +
        'sidebar_position, displayed_sidebar, slug, draft, unlisted, hide_title, hide_table_of_contents, toc_min_heading_level, ' +
        'toc_max_heading_level, pagination_label, pagination_prev, pagination_next, keywords, image, custom_edit_url, rfc',
    );
  });

  it('rejects the Docusaurus keys that would do nothing here, saying why', () => {
    expect(problems({ ...valid, tags: ['query'] })).toBe(
      'src/content/docs/concepts/build_target.md: tags: not supported: this site has no tag pages; put search terms in keywords',
    );
    expect(problems({ ...valid, id: 'targets' })).toBe(
      "src/content/docs/concepts/build_target.md: id: not supported: a page's id is its file path under src/content/docs; rename the file instead",
    );
    expect(problems({ ...valid, sidebar_class_name: 'red' })).toBe(
      'src/content/docs/concepts/build_target.md: sidebar_class_name: not supported: sidebar items have no per-page styles on this site',
    );
  });

  it('checks the status block of an RFC page', () => {
    const rfc = { status: 'proposed', proposes: 'A thing.', today: 'Not built.' };
    expect(problems({ ...valid, rfc })).toBe(
      'src/content/docs/concepts/build_target.md: rfc.status: expected an RFC status: one of draft, accepted, implemented, superseded, not "proposed"',
    );
    expect(problems({ ...valid, rfc: { proposes: 'A thing.', today: 'Not built.' } })).toContain('rfc.status: expected an RFC status');
  });

  it('rejects an empty description and inverted TOC levels', () => {
    expect(problems({ ...valid, description: '  ' })).toContain('description: expected a description');
    expect(problems({ ...valid, toc_min_heading_level: 4, toc_max_heading_level: 3 })).toContain(
      'toc_min_heading_level: expected toc_min_heading_level to be at most toc_max_heading_level',
    );
  });
});
