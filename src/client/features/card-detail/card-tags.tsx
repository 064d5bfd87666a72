import { useId } from 'react';
import { findAbilityTag, listCardTags } from '../../../domain/cards/ability-tags';
import type { Card } from '../../../domain/cards/card';

/**
 * 'Etiquetas' of a card's page (ADR 0023): what its abilities do, as chips of plain text; says
 * when an editor corrected them.
 */
export function CardTags({ card }: { card: Pick<Card, 'habilidades' | 'etiquetas'> }) {
  const headingId = useId();
  const tags = listCardTags(card);
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h3 id={headingId} className="font-serif text-xl text-amber-200">
        Etiquetas
      </h3>
      {tags.length === 0 ? (
        <p className="mt-2 text-stone-400">Esta carta no tiene etiquetas.</p>
      ) : (
        <ul aria-labelledby={headingId} className="mt-2 flex flex-wrap gap-2">
          {tags.map((id) => {
            const tag = findAbilityTag(id);
            return (
              <li
                key={id}
                title={tag?.description}
                className="rounded-full border border-amber-300/40 bg-amber-300/10 px-2.5 py-0.5 text-sm text-amber-100"
              >
                {tag?.label ?? id}
              </li>
            );
          })}
        </ul>
      )}
      {card.etiquetas != null && (
        <p className="mt-1 text-sm text-stone-400">Corregidas por un editor.</p>
      )}
    </section>
  );
}
