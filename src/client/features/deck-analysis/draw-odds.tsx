import { useId, useMemo, useState } from 'react';
import {
  drawByTurnOdds,
  OPENING_HAND_SIZE,
  openingHandOdds,
} from '../../../domain/analysis/hypergeometric';
import type { Card } from '../../../domain/cards/card';
import { groupDeckCards } from '../../../domain/decks/deck-order';
import { formatProbability } from './number-format';

// What the form accepts; the odds themselves are exact for any whole number.
const HAND_SIZE_RANGE = { min: 1, max: 20 };
const TURN_RANGE = { min: 1, max: 50 };
const FIRST_TURN_TO_ASK = 3;

interface DrawOddsProps {
  cards: readonly Card[];
}

function parseWholeNumber(text: string, range: { min: number; max: number }): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const value = Number(text);
  return value >= range.min && value <= range.max ? value : null;
}

interface NumberFieldProps {
  label: string;
  value: string;
  range: { min: number; max: number };
  isValid: boolean;
  onChange: (value: string) => void;
}

function NumberField({ label, value, range, isValid, onChange }: NumberFieldProps) {
  const id = useId();
  return (
    <div>
      <label
        htmlFor={id}
        className="mb-1 block text-xs font-medium tracking-wide text-stone-400 uppercase"
      >
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={range.min}
        max={range.max}
        value={value}
        aria-invalid={!isValid}
        aria-describedby={isValid ? undefined : `${id}-error`}
        onChange={(event) => onChange(event.target.value)}
        className="w-24 rounded-md border border-stone-700 bg-stone-950 px-3 py-2 text-stone-100"
      />
      {!isValid && (
        <p id={`${id}-error`} className="mt-1 text-xs text-rose-300">
          Escribe un número entero entre {range.min} y {range.max}.
        </p>
      )}
    </div>
  );
}

function OddsLine({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-baseline justify-between gap-3 border-b border-stone-800 py-1.5">
      <dt className="text-sm text-stone-300">{label}</dt>
      <dd className="text-lg font-semibold text-stone-100 tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * Opening-hand and draw odds of one deck, exact (hypergeometric): at least one ally and at least
 * two oros in the opening hand, and at least one copy of a chosen card by a chosen turn.
 */
export function DrawOdds({ cards }: DrawOddsProps) {
  const cardFieldId = useId();
  const [handSizeText, setHandSizeText] = useState(String(OPENING_HAND_SIZE));
  const [turnText, setTurnText] = useState(String(FIRST_TURN_TO_ASK));
  const lines = useMemo(() => groupDeckCards(cards), [cards]);
  const [chosenCardId, setChosenCardId] = useState(lines[0]?.card.id ?? null);
  const chosenLine = lines.find((line) => line.card.id === chosenCardId) ?? lines[0];

  const handSize = parseWholeNumber(handSizeText, HAND_SIZE_RANGE);
  const turn = parseWholeNumber(turnText, TURN_RANGE);
  const handOdds = handSize === null ? null : openingHandOdds(cards, handSize);
  const cardOdds =
    handSize === null || turn === null || !chosenLine
      ? null
      : drawByTurnOdds({ deckSize: cards.length, copies: chosenLine.count, handSize, turn });

  return (
    <section className="rounded-lg border border-stone-700/70 bg-stone-900/70 p-3">
      <h3 className="font-serif text-lg text-amber-200">Probabilidades de robo</h3>
      <div className="mt-2 flex flex-wrap items-start gap-4">
        <NumberField
          label="Cartas en la mano inicial"
          value={handSizeText}
          range={HAND_SIZE_RANGE}
          isValid={handSize !== null}
          onChange={setHandSizeText}
        />
      </div>
      {handOdds && (
        <dl aria-live="polite" className="mt-3">
          <OddsLine
            label="Al menos un aliado en la mano inicial"
            value={formatProbability(handOdds.atLeastOneAlly)}
          />
          <OddsLine
            label="Al menos dos oros en la mano inicial"
            value={formatProbability(handOdds.atLeastTwoOros)}
          />
        </dl>
      )}
      {chosenLine && (
        <div className="mt-4 flex flex-wrap items-start gap-4">
          <div className="min-w-0 flex-1">
            <label
              htmlFor={cardFieldId}
              className="mb-1 block text-xs font-medium tracking-wide text-stone-400 uppercase"
            >
              Carta
            </label>
            <select
              id={cardFieldId}
              value={chosenLine.card.id}
              onChange={(event) => setChosenCardId(Number(event.target.value))}
              className="w-full rounded-md border border-stone-700 bg-stone-950 px-3 py-2 text-stone-100"
            >
              {lines.map(({ card, count }) => (
                <option key={card.id} value={card.id}>
                  {card.nombre} ({count})
                </option>
              ))}
            </select>
          </div>
          <NumberField
            label="Turno"
            value={turnText}
            range={TURN_RANGE}
            isValid={turn !== null}
            onChange={setTurnText}
          />
        </div>
      )}
      {chosenLine && cardOdds && turn !== null && (
        <dl aria-live="polite" className="mt-3">
          <OddsLine
            label={`Robar al menos una copia de ${chosenLine.card.nombre} hasta el turno ${turn}`}
            value={cardOdds.ok ? formatProbability(cardOdds.value) : cardOdds.reason}
          />
        </dl>
      )}
      <p className="mt-2 text-xs text-stone-400">
        El turno 1 es la mano inicial y cada turno siguiente roba una carta, sin contar búsquedas ni
        robos extra.
      </p>
    </section>
  );
}
