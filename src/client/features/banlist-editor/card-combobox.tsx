import { Popover } from 'radix-ui';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { MAX_CARD_SUGGESTIONS, suggestCards } from '../../../domain/banlists/card-suggestions';
import type { Card } from '../../../domain/cards/card';
import { formatCardType } from '../../../domain/cards/card-type-labels';
import { QueryFormats } from '../../lib/query-formats';
import { useCardQueryContext } from '../../lib/use-card-query';

/** The suggestion list closes this long after the field loses focus (SPEC §9). */
export const SUGGESTIONS_CLOSE_DELAY_MS = 150;

interface CardComboboxProps {
  /** The field's own id, so that the list it belongs to can give focus back to it. */
  id: string;
  /** The list the chosen card goes into, for the field's accessible name. */
  listLabel: string;
  cards: readonly Card[];
  /** Names already in any list of the format: never offered (a card is in one list only). */
  chosenNames: readonly string[];
  onChoose: (card: Card) => void;
}

/**
 * The type-ahead 'Buscar y añadir carta...' of the banlist editor (SPEC §2), which also takes a
 * card query (issue 18: `t:arma c<=1`), following the WAI-ARIA combobox pattern with a list
 * popup: arrows move through the suggestions, Enter adds, Escape closes. radix's Popover places the list; focus always stays in the field.
 */
export function CardCombobox({ id, listLabel, cards, chosenNames, onChoose }: CardComboboxProps) {
  const listboxId = useId();
  const [query, setQuery] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const closeTimer = useRef<number | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  // A card query (issue 18) reads the formats and blocks the catalogue's search box reads.
  const context = useCardQueryContext();
  const suggestions = useMemo(
    () => suggestCards(cards, query, chosenNames, MAX_CARD_SUGGESTIONS, context),
    [cards, query, chosenNames, context],
  );
  const isExpanded = isOpen && suggestions.length > 0;
  const activeCard = isExpanded ? suggestions[activeIndex] : undefined;
  const optionId = (index: number) => `${listboxId}-${index}`;

  const cancelClose = () => {
    if (closeTimer.current !== null) window.clearTimeout(closeTimer.current);
    closeTimer.current = null;
  };
  useEffect(() => cancelClose, []);

  const close = () => {
    cancelClose();
    setIsOpen(false);
    setActiveIndex(-1);
  };

  const choose = (card: Card) => {
    onChoose(card);
    setQuery('');
    close();
    inputRef.current?.focus();
  };

  const moveActive = (step: 1 | -1) => {
    if (!isExpanded) {
      setIsOpen(true);
      setActiveIndex(step === 1 ? 0 : suggestions.length - 1);
      return;
    }
    setActiveIndex((index) => {
      if (index === -1) return step === 1 ? 0 : suggestions.length - 1;
      return (index + step + suggestions.length) % suggestions.length;
    });
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      moveActive(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && activeCard) {
      event.preventDefault();
      choose(activeCard);
    } else if (event.key === 'Escape') {
      if (isExpanded) close();
      else setQuery('');
    }
  };

  return (
    <Popover.Root open={isExpanded} onOpenChange={(isNowOpen) => !isNowOpen && close()}>
      <QueryFormats text={query} />
      <Popover.Anchor asChild>
        <input
          ref={inputRef}
          id={id}
          type="text"
          role="combobox"
          aria-label={`Buscar y añadir carta a ${listLabel}`}
          aria-autocomplete="list"
          aria-expanded={isExpanded}
          aria-controls={listboxId}
          aria-activedescendant={activeCard ? optionId(activeIndex) : undefined}
          autoComplete="off"
          spellCheck={false}
          placeholder="Buscar y añadir carta..."
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setIsOpen(true);
            setActiveIndex(-1);
          }}
          onKeyDown={handleKeyDown}
          onFocus={() => {
            cancelClose();
            if (query !== '') setIsOpen(true);
          }}
          onBlur={() => {
            cancelClose();
            closeTimer.current = window.setTimeout(close, SUGGESTIONS_CLOSE_DELAY_MS);
          }}
          className="mt-3 w-full rounded-md border border-stone-700 bg-stone-950 px-3 py-2 text-stone-100 placeholder:text-stone-500"
        />
      </Popover.Anchor>
      <Popover.Portal>
        <Popover.Content
          id={listboxId}
          role="listbox"
          aria-label={`Sugerencias para ${listLabel}`}
          align="start"
          sideOffset={4}
          // The field keeps focus, and the list closes only as the spec says: 150 ms after the
          // field's blur, on Escape, or once a card is chosen.
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          className="z-30 w-(--radix-popover-trigger-width) overflow-hidden rounded-md border border-amber-300/25 bg-stone-900 py-1 shadow-xl shadow-black"
        >
          {suggestions.map((card, index) => (
            <div
              key={card.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              onClick={() => choose(card)}
              onMouseMove={() => setActiveIndex(index)}
              className={`cursor-pointer px-3 py-2 ${
                index === activeIndex ? 'bg-amber-300/15 text-amber-100' : 'text-stone-100'
              }`}
            >
              <span className="block truncate">{card.nombre}</span>
              <span className="block truncate text-xs text-stone-400">
                {formatCardType(card.tipo)} - {card.edicion}
              </span>
            </div>
          ))}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
