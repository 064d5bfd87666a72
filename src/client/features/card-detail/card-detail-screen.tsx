import { useMemo, type ReactNode } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { z } from 'zod';
import { cardIdParamsSchema } from '../../../contract/cards';
import type { Card } from '../../../domain/cards/card';
import { formatCardType } from '../../../domain/cards/card-type-labels';
import { isCardUnique } from '../../../domain/cards/unique-card';
import { describeError, isNotFound } from '../../lib/api-client';
import { useCard } from '../../lib/catalogue-queries';
import { canEditCards, useCurrentUser } from '../../lib/session';
import { PATHS } from '../../paths';
import { CardImage } from '../../ui/card-image';
import { CollectionCountControl } from '../../ui/collection-count-control';
import { LoadError } from '../../ui/load-error';
import { LoadingScreen } from '../../ui/loading-screen';
import { CardTags } from './card-tags';
import { RevisionHistory } from './revision-history';
import { readStructuredEffects } from './structured-effects-reading';
import { StructuredEffectsList } from './structured-effects-list';

const cameFromCatalogueSchema = z.object({ fromCatalogue: z.literal(true) });

function BackButton() {
  const [, navigate] = useLocation();
  const handleBack = () => {
    // Going back restores the filtered, scrolled grid; a shared link has no grid behind it.
    if (cameFromCatalogueSchema.safeParse(window.history.state).success) window.history.back();
    else navigate(PATHS.catalogue);
  };
  return (
    <button
      type="button"
      onClick={handleBack}
      className="rounded-md px-2 py-1 text-sm text-amber-200 hover:bg-stone-800"
    >
      ← Volver al catálogo
    </button>
  );
}

function NotFound({ message }: { message: string }) {
  return (
    <div className="mx-auto max-w-md px-4 py-16 text-center">
      <p className="font-serif text-xl text-stone-200">{message}</p>
      <Link
        href={PATHS.catalogue}
        className="mt-4 inline-block text-amber-200 underline underline-offset-4"
      >
        Ir al catálogo
      </Link>
    </div>
  );
}

function orNotAvailable(value: string | number | null): string {
  return value === null || value === '' ? 'N/A' : String(value);
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0 rounded-md border border-stone-700/70 bg-stone-900/70 px-2 py-2 sm:px-3">
      <dt className="text-xs tracking-wide text-stone-400 uppercase">{label}</dt>
      {/* Races are long: on a 320 px phone the race has half the row, and wraps if need be. */}
      <dd className="mt-0.5 text-base font-semibold break-words text-stone-100 sm:text-lg">
        {value}
      </dd>
    </div>
  );
}

/** Controls for a card on its page (the edit button), composed by app.tsx from another feature. */
export type RenderCardActions = (card: Card) => ReactNode;

function CardDetails({ card, actions }: { card: Card; actions: ReactNode }) {
  const effectsReading = useMemo(() => readStructuredEffects(card.habilidades), [card.habilidades]);
  return (
    <article className="grid gap-8 md:grid-cols-[minmax(0,22rem)_1fr]">
      <div>
        <CardImage
          src={card.ruta_completa}
          alt={`Imagen de ${card.nombre}`}
          width={630}
          height={880}
          placeholderLabel={card.nombre}
          className="aspect-[63/88] w-full max-w-sm rounded-xl shadow-2xl shadow-black ring-1 ring-amber-200/20"
        />
        <p className="mt-3 text-sm text-stone-400">
          Ilustrador: <span className="text-stone-200">{orNotAvailable(card.ilustrador)}</span>
        </p>
        <p className="text-sm text-stone-400">
          Edición: <span className="text-stone-200">{card.edicion}</span> · ID:{' '}
          <span className="text-stone-200">{card.id}</span>
        </p>
      </div>
      <div className="min-w-0">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h2 className="font-serif text-3xl text-amber-100">{card.nombre}</h2>
          {actions}
        </div>
        <p className="mt-1 text-stone-400">
          {formatCardType(card.tipo)}
          {isCardUnique(card) && (
            <span className="ml-3 inline-block rounded-full border border-amber-300/50 bg-amber-300/10 px-2.5 py-0.5 text-sm font-semibold text-amber-200">
              Carta única
            </span>
          )}
        </p>
        <CollectionCountControl cardId={card.id} cardName={card.nombre} className="mt-3" />
        <dl className="mt-5 grid grid-cols-[1fr_1fr_2fr] gap-3 sm:grid-cols-3">
          <Fact label="Coste" value={orNotAvailable(card.coste)} />
          <Fact label="Fuerza" value={orNotAvailable(card.fuerza)} />
          <Fact label="Raza" value={orNotAvailable(card.raza)} />
        </dl>
        {card.flavor_text?.trim() && (
          <blockquote className="mt-6 border-l-2 border-amber-300/50 pl-4 font-serif text-stone-300 italic">
            “{card.flavor_text}”
          </blockquote>
        )}
        <section className="mt-8">
          <h3 className="font-serif text-xl text-amber-200">Habilidad</h3>
          <p className="mt-2 leading-relaxed whitespace-pre-line text-stone-200">
            {card.habilidad?.trim() ? card.habilidad : 'Esta carta no tiene habilidad.'}
          </p>
        </section>
        <CardTags card={card} />
        <section className="mt-8">
          <h3 className="font-serif text-xl text-amber-200">Análisis de Habilidades</h3>
          <div className="mt-3">
            {effectsReading.ok ? (
              <StructuredEffectsList effects={effectsReading.effects} />
            ) : (
              <p
                role="alert"
                className="rounded-md border border-rose-400/40 bg-rose-950/40 p-3 text-rose-100"
              >
                Error en el formato de los efectos estructurados. Por favor, corrige los datos.
              </p>
            )}
          </div>
        </section>
      </div>
    </article>
  );
}

interface CardDetailByIdProps {
  id: number;
  renderCardActions?: RenderCardActions;
}

function CardDetailById({ id, renderCardActions }: CardDetailByIdProps) {
  const cardQuery = useCard(id);
  const { data: user } = useCurrentUser();
  if (cardQuery.isPending) return <LoadingScreen />;
  if (cardQuery.isError) {
    return isNotFound(cardQuery.error) ? (
      <NotFound message={describeError(cardQuery.error)} />
    ) : (
      <LoadError
        title="No se pudo cargar la carta."
        message={describeError(cardQuery.error)}
        onRetry={() => void cardQuery.refetch()}
      />
    );
  }
  return (
    <>
      <CardDetails card={cardQuery.data} actions={renderCardActions?.(cardQuery.data)} />
      {canEditCards(user) && <RevisionHistory cardId={id} />}
    </>
  );
}

/**
 * The card detail view (SPEC §2 'Card detail view') at `/cartas/:id`; editors also see the
 * card's history (issue 7).
 */
export function CardDetailScreen({ renderCardActions }: { renderCardActions?: RenderCardActions }) {
  const params = useParams();
  const parsed = cardIdParamsSchema.safeParse(params);
  return (
    <div className="mx-auto max-w-5xl px-4 pt-4 pb-16">
      <BackButton />
      <div className="mt-4">
        {parsed.success ? (
          <CardDetailById id={parsed.data.id} renderCardActions={renderCardActions} />
        ) : (
          <NotFound message="Carta no encontrada." />
        )}
      </div>
    </div>
  );
}
