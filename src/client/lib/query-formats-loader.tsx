import { useEffect } from 'react';
import { useBanlists } from './banlist-store';
import { useQueryFormatsStore } from './query-formats-store';

/** Keeps the card queries' formats up to date with the player's (loaded on demand). */
export default function QueryFormatsLoader() {
  const { banlists } = useBanlists();
  const setBanlists = useQueryFormatsStore((state) => state.setBanlists);
  useEffect(() => setBanlists(banlists), [banlists, setBanlists]);
  return null;
}
