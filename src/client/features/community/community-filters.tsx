import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { COMMUNITY_SORTS, type CommunitySort } from '../../../contract/community';
import type { Card } from '../../../domain/cards/card';
import { useBanlists } from '../../lib/banlist-store';
import type { CommunityFilters } from '../../lib/community-requests';
import { useEditionBlocks } from '../../lib/edition-blocks';
import { compareSpanish } from '../../../domain/cards/card-name';

const SORT_LABELS: Record<CommunitySort, string> = {
  newest: 'Más recientes',
  likes: 'Más gustados',
};

const FIELD =
  'w-full rounded-md border border-stone-700 bg-stone-950 px-2 py-2 text-sm text-stone-100';

interface CommunityFiltersFormProps {
  filters: CommunityFilters;
  catalogue: readonly Card[];
  /** The catalogue is still on its way: a card asked for now is looked up once it arrives. */
  isCatalogueLoading: boolean;
  onChange: (filters: CommunityFilters) => void;
}

function SelectField({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-xs text-stone-400">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={FIELD}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The filters of 'Mazos de la comunidad' (issue 17): format, race, edition block, a card the deck
 * holds, and the order. The author filter is set from a deck of the list.
 */
export function CommunityFiltersForm({
  filters,
  catalogue,
  isCatalogueLoading,
  onChange,
}: CommunityFiltersFormProps) {
  const { banlists } = useBanlists();
  const editionBlocks = useEditionBlocks();
  const cardInputId = useId();
  const cardListId = useId();
  const cardName = catalogue.find((card) => String(card.id) === filters.card)?.nombre ?? '';
  const [cardText, setCardText] = useState(cardName);
  const [cardProblem, setCardProblem] = useState<string | null>(null);
  // A card asked for before the catalogue arrived; on a slow phone 'Buscar' must not answer
  // 'No hay ninguna carta' only because the names are not there yet.
  const [isCardWaiting, setIsCardWaiting] = useState(false);
  const races = useMemo(
    () =>
      [...new Set(catalogue.flatMap((card) => (card.raza === null ? [] : [card.raza])))].sort(
        compareSpanish,
      ),
    [catalogue],
  );
  const blocks = [...new Set(Object.values(editionBlocks))].sort(compareSpanish);
  const cardNames = useMemo(
    () => [...new Set(catalogue.map((card) => card.nombre))].sort(compareSpanish),
    [catalogue],
  );
  const any = { value: '', label: 'Todos' };

  function applyCard(text: string) {
    if (text === '') {
      setCardProblem(null);
      onChange({ ...filters, card: '' });
      return;
    }
    const card = catalogue.find((candidate) => candidate.nombre.toLocaleLowerCase('es') === text);
    if (card === undefined) {
      setCardProblem('No hay ninguna carta con ese nombre.');
      return;
    }
    setCardProblem(null);
    onChange({ ...filters, card: String(card.id) });
  }

  function handleCard(event: FormEvent) {
    event.preventDefault();
    const text = cardText.trim().toLocaleLowerCase('es');
    if (isCatalogueLoading && text !== '') {
      setIsCardWaiting(true);
      return;
    }
    applyCard(text);
  }

  useEffect(() => {
    if (!isCardWaiting || isCatalogueLoading) return;
    setIsCardWaiting(false);
    applyCard(cardText.trim().toLocaleLowerCase('es'));
    // Only the catalogue's arrival settles a waiting card; typing meanwhile is read then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isCardWaiting, isCatalogueLoading]);

  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <SelectField
        label="Formato"
        value={filters.format}
        options={[any, ...banlists.map((banlist) => ({ value: banlist.key, label: banlist.name }))]}
        onChange={(format) => onChange({ ...filters, format })}
      />
      <SelectField
        label="Raza"
        value={filters.race}
        options={[
          { value: '', label: 'Todas' },
          ...races.map((race) => ({ value: race, label: race })),
        ]}
        onChange={(race) => onChange({ ...filters, race })}
      />
      <SelectField
        label="Bloque"
        value={filters.block}
        options={[any, ...blocks.map((block) => ({ value: block, label: block }))]}
        onChange={(block) => onChange({ ...filters, block })}
      />
      <SelectField
        label="Orden"
        value={filters.sort}
        options={COMMUNITY_SORTS.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }))}
        onChange={(sort) => onChange({ ...filters, sort: sort === 'likes' ? 'likes' : 'newest' })}
      />
      <form onSubmit={handleCard} className="sm:col-span-2">
        <label htmlFor={cardInputId} className="mb-1 block text-xs text-stone-400">
          Con la carta
        </label>
        <div className="flex gap-2">
          <input
            id={cardInputId}
            list={cardListId}
            value={cardText}
            onChange={(event) => setCardText(event.target.value)}
            placeholder="Nombre de una carta"
            aria-invalid={cardProblem !== null}
            className={FIELD}
          />
          <datalist id={cardListId}>
            {cardNames.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
          <button
            type="submit"
            className="rounded-md border border-amber-300/50 px-3 py-2 text-sm text-amber-100 hover:bg-amber-300/10"
          >
            Buscar
          </button>
        </div>
        {isCardWaiting && (
          <p role="status" className="mt-1 text-xs text-stone-300">
            Cargando cartas...
          </p>
        )}
        {cardProblem !== null && (
          <p role="alert" className="mt-1 text-xs text-rose-300">
            {cardProblem}
          </p>
        )}
      </form>
    </div>
  );
}
