import { useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { Link, useParams } from 'wouter';
import type { Card } from '../../../domain/cards/card';
import { toCardIds } from '../../../domain/decks/deck-content';
import { readSampleHandRules } from '../../../domain/decks/sample-hand';
import { resolveDeckCardIds } from '../../../domain/decks/unavailable-cards';
import { ApiError, describeError } from '../../lib/api-client';
import { useBanlists } from '../../lib/banlist-store';
import { useCards } from '../../lib/catalogue-queries';
import { fetchPublicDeck } from '../../lib/community-requests';
import { storedDeckFromContent } from '../../lib/deck-sync/account-deck-wire';
import { useEditionBlocks } from '../../lib/edition-blocks';
import { findSavedDeckVerdict } from '../../lib/saved-deck-verdicts';
import { useCurrentUser } from '../../lib/session';
import { useOnlineStatus } from '../../lib/use-online-status';
import { PATHS } from '../../paths';
import { LegalityBadge, LegalityReasons } from '../../ui/deck-legality-report';
import { LoadError } from '../../ui/load-error';
import { LoadingScreen } from '../../ui/loading-screen';
import { MissingCardsSection } from '../../ui/missing-cards-section';
import { OfflineNotice } from '../../ui/offline-notice';
import { SampleHandDialog } from '../../ui/sample-hand-dialog';
import { DeckSummary } from './deck-summary';
import { PublicDeckActions } from './public-deck-actions';
import { PublicDeckLists } from './public-deck-lists';

const NO_CARDS: readonly Card[] = [];

function describeMissing(error: unknown): string {
  if (error instanceof ApiError && error.failure.status === 410) return error.message;
  if (error instanceof ApiError && error.failure.status === 404) {
    return 'Este mazo no existe o su dueño no lo comparte.';
  }
  return describeError(error);
}

/**
 * A public or unlisted deck's page `/mazo/:id` (issue 17): its list in deck order, format and
 * legality, an analysis in brief, export, likes and 'Copiar a mis mazos'. Names and notes are
 * players' text, shown as text.
 */
export function PublicDeckScreen() {
  const titleId = useId();
  const { id = '' } = useParams<{ id: string }>();
  const queryKey = useMemo(() => ['session', 'public-deck', id] as const, [id]);
  const deckQuery = useQuery({
    queryKey,
    queryFn: async () => {
      const result = await fetchPublicDeck(id);
      if (!result.ok) throw new ApiError(result);
      return result.data;
    },
    retry: false,
  });
  const cardsQuery = useCards();
  const { banlists } = useBanlists();
  const editionBlocks = useEditionBlocks();
  const { data: user } = useCurrentUser();
  const catalogue = cardsQuery.data ?? NO_CARDS;
  const cardsById = useMemo(() => new Map(catalogue.map((card) => [card.id, card])), [catalogue]);
  const isOnline = useOnlineStatus();

  if (!isOnline) return <OfflineNotice />;
  if (deckQuery.isPending || cardsQuery.isPending) return <LoadingScreen />;
  if (deckQuery.isError || cardsQuery.isError) {
    const error = deckQuery.error ?? cardsQuery.error;
    return (
      <div className="mx-auto max-w-3xl space-y-3 p-6">
        <p role="alert" className="text-lg text-stone-200">
          {describeMissing(error)}
        </p>
        {!(error instanceof ApiError && [404, 410].includes(error.failure.status)) && (
          <LoadError
            title="No se pudo cargar el mazo."
            message={describeError(error)}
            onRetry={() => void deckQuery.refetch()}
          />
        )}
        <Link href={PATHS.community} className="text-amber-200 underline">
          Ver los mazos de la comunidad
        </Link>
      </div>
    );
  }

  const deck = deckQuery.data;
  const banlist = banlists.find((candidate) => candidate.key === deck.format);
  const formatName = banlist?.name ?? deck.format;
  const main = resolveDeckCardIds(toCardIds(deck.cards), cardsById);
  const side = resolveDeckCardIds(toCardIds(deck.side), cardsById).cards;
  const stored = storedDeckFromContent(deck.id, deck, deck.updatedAt);
  const verdict = findSavedDeckVerdict(stored, cardsById, banlist, editionBlocks);

  return (
    <article aria-labelledby={titleId} className="mx-auto max-w-5xl space-y-5 p-4 sm:p-6">
      <header className="space-y-1">
        <h2 id={titleId} className="font-serif text-3xl break-words text-amber-200">
          {deck.name}
        </h2>
        <p className="text-sm text-stone-300">
          De {deck.authorName} · {formatName} · actualizado el{' '}
          {new Date(deck.updatedAt).toLocaleDateString('es-CL')}
        </p>
        {deck.visibility === 'unlisted' && (
          <p className="text-sm text-stone-400">
            Mazo no listado: solo lo ve quien tiene el enlace.
          </p>
        )}
        {deck.hidden && (
          <p
            role="status"
            className="rounded-md border border-rose-400/50 bg-rose-950/40 p-2 text-sm text-rose-100"
          >
            Este mazo fue ocultado por la moderación: solo lo ven su dueño y los administradores.
          </p>
        )}
      </header>
      <PublicDeckActions
        deck={deck}
        cards={main.cards}
        side={side}
        formatName={formatName}
        viewer={user ?? null}
        queryKey={queryKey}
      />
      <section className="space-y-1 rounded-lg border border-stone-700 p-3">
        <div className="flex items-center gap-2">
          <h3 className="font-serif text-xl text-amber-200">Legalidad</h3>
          <LegalityBadge verdict={verdict.verdict} />
        </div>
        <LegalityReasons
          formatName={banlist?.name ?? null}
          formatKey={deck.format}
          legality={verdict.legality}
        />
      </section>
      {banlist !== undefined && (
        <SampleHandDialog cards={main.cards} {...readSampleHandRules(banlist.rules)} />
      )}
      <PublicDeckLists cards={main.cards} side={side} unavailable={main.unavailable} />
      <MissingCardsSection deckCards={main.cards} sideCards={side} />
      <DeckSummary cards={main.cards} />
    </article>
  );
}
