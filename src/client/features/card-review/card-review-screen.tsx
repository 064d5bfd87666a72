import { useDeferredValue, useMemo, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { CurrentUser } from '../../../contract/auth';
import type { Card } from '../../../domain/cards/card';
import { formatCardCount } from '../../../domain/cards/card-count';
import { NO_UNREVIEWED_MESSAGE } from '../../../domain/review/next-unreviewed';
import {
  DEFAULT_REVIEW_FILTER,
  filterReviewCards,
  listReviewFilterOptions,
  type ReviewFilter,
} from '../../../domain/review/review-filter';
import { findNextToReview } from '../../../domain/review/review-walk';
import { describeError } from '../../lib/api-client';
import { useCards } from '../../lib/catalogue-queries';
import { canEditCards, useCurrentUser } from '../../lib/session';
import { useOnlineStatus } from '../../lib/use-online-status';
import { ACCOUNT_PATHS, PATHS, toAccountPath, toCardDetailPath } from '../../paths';
import { LoadError } from '../../ui/load-error';
import { LoadingScreen } from '../../ui/loading-screen';
import { OfflineNotice } from '../../ui/offline-notice';
import { CardEditorDialog, type CardEditorTarget } from './card-editor-dialog';
import { ReviewFilters } from './review-filters';
import { ReviewTable } from './review-table';

function SignInPrompt() {
  return (
    <section className="mx-auto max-w-md px-4 py-16 text-center">
      <p className="font-serif text-xl text-stone-200">Inicia sesión para revisar cartas.</p>
      <div className="mt-5 flex justify-center gap-3">
        <Link
          href={toAccountPath(ACCOUNT_PATHS.signIn, PATHS.cardReview)}
          className="rounded-md bg-amber-300 px-4 py-2 font-semibold text-stone-950 hover:bg-amber-200"
        >
          Iniciar sesión
        </Link>
        <Link
          href={toAccountPath(ACCOUNT_PATHS.signUp, PATHS.cardReview)}
          className="rounded-md border border-amber-300/40 px-4 py-2 text-amber-100 hover:bg-amber-300/10"
        >
          Crear cuenta
        </Link>
      </div>
    </section>
  );
}

function ReviewWorkspace({ cards, user }: { cards: Card[]; user: CurrentUser }) {
  const [, navigate] = useLocation();
  const [filter, setFilter] = useState<ReviewFilter>(DEFAULT_REVIEW_FILTER);
  const [target, setTarget] = useState<CardEditorTarget | null>(null);
  const deferredFilter = useDeferredValue(filter);
  const options = useMemo(() => listReviewFilterOptions(cards), [cards]);
  const visibleCards = useMemo(
    () => filterReviewCards(cards, deferredFilter),
    [cards, deferredFilter],
  );
  const canEdit = canEditCards(user);
  // The cards opened since the editor started from the table: each comes up once per session.
  const openedIds = useRef(new Set<number>());

  const openForReview = (card: Card) => {
    openedIds.current = new Set([card.id]);
    setTarget({ mode: 'review', cardId: card.id });
  };

  // SPEC §4: the next card not reviewed whose id differs, among the cards the table lists.
  const moveToNextUnreviewed = (currentId: number) => {
    const next = findNextToReview(visibleCards, currentId, openedIds.current);
    if (next) {
      openedIds.current.add(next.id);
      setTarget({ mode: 'review', cardId: next.id });
      return;
    }
    window.alert(NO_UNREVIEWED_MESSAGE);
    setTarget(null);
  };

  const handleSaved = (card: Card) => {
    if (target?.mode === 'review') {
      moveToNextUnreviewed(card.id);
      return;
    }
    setTarget(null);
    if (target?.cardId === null) navigate(toCardDetailPath(card.id));
  };

  return (
    <div className="mx-auto max-w-6xl px-4 pt-4 pb-16">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-stone-300">
          {user.name} · {canEdit ? 'puedes editar y revisar cartas' : 'solo lectura'}
        </p>
        {canEdit && (
          <button
            type="button"
            onClick={() => setTarget({ mode: 'main', cardId: null })}
            className="rounded-md bg-amber-300 px-4 py-2 font-semibold text-stone-950 hover:bg-amber-200"
          >
            Nueva carta
          </button>
        )}
      </div>
      {!canEdit && (
        <p className="mb-4 rounded-md border border-sky-300/30 bg-sky-950/40 p-3 text-sm text-sky-100">
          Tu cuenta es de jugador: puedes consultar el estado de revisión, pero solo los editores
          pueden modificar cartas.
        </p>
      )}
      <ReviewFilters
        filter={filter}
        options={options}
        onChange={(patch) => setFilter((current) => ({ ...current, ...patch }))}
      />
      <p aria-live="polite" className="py-3 text-sm text-stone-400">
        {formatCardCount(visibleCards.length, cards.length)}
      </p>
      {visibleCards.length === 0 ? (
        <p className="py-16 text-center font-serif text-xl text-stone-300">
          No se encontraron cartas
        </p>
      ) : (
        <ReviewTable cards={visibleCards} onEdit={canEdit ? openForReview : undefined} />
      )}
      {canEdit && (
        <CardEditorDialog
          target={target}
          onClose={() => setTarget(null)}
          onSaved={handleSaved}
          onSkip={() => target?.cardId != null && moveToNextUnreviewed(target.cardId)}
        />
      )}
    </div>
  );
}

/**
 * The card revision section (SPEC §2, issue 7): visitors are asked to sign in, players see the
 * table read-only, editors and admins open each card in the edit modal in review mode.
 */
export function CardReviewScreen() {
  const userQuery = useCurrentUser();
  const cardsQuery = useCards();
  const isOnline = useOnlineStatus();
  // Reviewing writes to the server and needs the session: nothing of it works offline.
  if (!isOnline) return <OfflineNotice detail="La revisión vuelve en cuanto haya conexión." />;
  if (userQuery.isPending) return <LoadingScreen />;
  if (userQuery.isError) {
    return (
      <LoadError
        title="No se pudo comprobar tu sesión."
        message={describeError(userQuery.error)}
        onRetry={() => void userQuery.refetch()}
      />
    );
  }
  if (!userQuery.data) return <SignInPrompt />;
  if (cardsQuery.isPending) return <LoadingScreen />;
  if (cardsQuery.isError) {
    return (
      <LoadError
        title="No se pudieron cargar las cartas."
        message={describeError(cardsQuery.error)}
        onRetry={() => void cardsQuery.refetch()}
      />
    );
  }
  return <ReviewWorkspace cards={cardsQuery.data} user={userQuery.data} />;
}
