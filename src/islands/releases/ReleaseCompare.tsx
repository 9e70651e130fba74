import { useEffect, useRef, useState } from 'react';
import { island } from '../shared/IslandBoundary';
import { expandHistory, kindChanges, type CompactHistory } from '../../lib/releases/views';
import ChangeList from './ChangeList';

export interface ReleaseCompareProps {
  /** Every release, newest first. */
  tags: string[];
  from: string;
  to: string;
  /** The compact history the build writes (src/pages/docs/releases/history.json.ts). */
  dataUrl: string;
}

type Loaded = ReturnType<typeof expandHistory>;

/**
 * Any two releases compared: two lists of releases and what changed between
 * the chosen pair, computed in the browser from the compact history file,
 * fetched when the island wakes. The selects are uncontrolled, so a choice
 * made while the island's code was loading is the one read.
 */
function ReleaseCompare({ tags, from, to, dataUrl }: ReleaseCompareProps) {
  const fromSelect = useRef<HTMLSelectElement>(null);
  const toSelect = useRef<HTMLSelectElement>(null);
  const [pair, setPair] = useState<[string, string] | undefined>();
  const [data, setData] = useState<Loaded | Error | undefined>();
  const read = () => setPair([fromSelect.current!.value, toSelect.current!.value]);

  useEffect(() => {
    read();
    let live = true;
    fetch(dataUrl)
      .then((response) => {
        if (!response.ok) throw new Error(`${dataUrl} answered ${response.status}`);
        return response.json() as Promise<CompactHistory>;
      })
      .then((compact) => live && setData(expandHistory(compact)))
      .catch((error: unknown) => live && setData(error instanceof Error ? error : new Error(String(error))));
    return () => {
      live = false;
    };
  }, [dataUrl]);

  const options = tags.map((t) => <option key={t}>{t}</option>);
  let result;
  if (!pair || data === undefined) result = <p>Choose two releases to list what changed between them.</p>;
  else if (data instanceof Error) result = <p role="alert">The release history could not be loaded ({data.message}).</p>;
  else
    result = (
      <>
        <p>
          From {pair[0]} to {pair[1]}:
        </p>
        <ChangeList sections={kindChanges(data.history.diff(pair[0], pair[1]), data.hrefOf, Infinity)} level={3} />
      </>
    );
  return (
    <div>
      <form className="compare-form" aria-label="Releases to compare" onSubmit={(e) => e.preventDefault()}>
        <label>
          From
          <select ref={fromSelect} defaultValue={from} onChange={read}>
            {options}
          </select>
        </label>
        <label>
          To
          <select ref={toSelect} defaultValue={to} onChange={read}>
            {options}
          </select>
        </label>
      </form>
      <div role="region" aria-label="Changes between the chosen releases" aria-live="polite">
        {result}
      </div>
    </div>
  );
}

export default island(ReleaseCompare);
