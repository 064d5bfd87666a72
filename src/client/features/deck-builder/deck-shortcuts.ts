/**
 * The keys that add and remove a copy of the focused tile's card and show what it does, as
 * aria-keyshortcuts says them.
 */
export const DECK_SHORTCUT_KEYS = { add: '+', remove: '-', ability: 'i' } as const;

/** The builder's one-line hint of its shortcuts, for screen readers and keyboard users. */
export const DECK_SHORTCUT_HINT =
  'Atajos: con una carta enfocada, + añade una copia, - quita una e i muestra su habilidad.';

interface ShortcutKey {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

/**
 * What a key press in a builder tile asks for: '+' (or the keypad's) adds a copy, '-' removes
 * one, 'i' shows the card's ability; with Ctrl, Meta or Alt it is the browser's (zoom), not ours.
 */
export function readDeckShortcut(event: ShortcutKey): 'add' | 'remove' | 'ability' | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  if (event.key === '+') return 'add';
  if (event.key === '-' || event.key === '−') return 'remove';
  if (event.key === 'i' || event.key === 'I') return 'ability';
  return null;
}
