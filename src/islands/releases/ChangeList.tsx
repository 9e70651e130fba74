import './releases.css';
import type { ItemList, ItemView, KindChanges } from '../../lib/releases/views';

/** A default as written in the source, or "none" (the attribute is required). */
const Default = ({ value }: { value: string | null }) => (value === null ? <>none (required)</> : <code>{value}</code>);

/** An item's name, linked to its page when the site has one. */
const Item = ({ item }: { item: ItemView }) => (item.href ? <a href={item.href}><code>{item.name}</code></a> : <code>{item.name}</code>);

function List({ label, list }: { label: string; list: ItemList }) {
  if (!list.total) return null;
  return (
    <>
      <p className="changes__label">
        {label} ({list.total}){list.byOwner && ', by where they belong, with how many each'}
      </p>
      <ul className="changes__list" aria-label={label}>
        {list.items.map((item) => (
          <li key={item.name}>
            <Item item={item} />
            {item.count !== undefined && ` ${item.count}`}
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * What changed between two releases, a section per kind (rules, attributes,
 * API members, ...): rendered at build time on the release and comparison
 * pages, and by the comparison island for the pair a reader picks.
 */
export default function ChangeList({ sections, level }: { sections: KindChanges[]; level: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  if (!sections.length) return <p>Nothing the history records changed between these releases.</p>;
  return sections.map((s) => (
    <section key={s.id} className="changes" aria-labelledby={level === 2 ? s.id : undefined} aria-label={level === 2 ? undefined : s.heading}>
      <Heading id={level === 2 ? s.id : undefined}>{s.heading}</Heading>
      <List label="Added" list={s.added} />
      <List label="Removed" list={s.removed} />
      {s.changed.length > 0 && (
        <>
          <p className="changes__label">Default changed ({s.changed.length})</p>
          <ul className="changes__list" aria-label="Default changed">
            {s.changed.map((c) => (
              <li key={c.name}><Item item={c} />: from <Default value={c.from} /> to <Default value={c.to} /></li>
            ))}
          </ul>
        </>
      )}
    </section>
  ));
}
