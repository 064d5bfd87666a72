import { useMemo, type ReactNode } from 'react';
import { listActionCapabilities } from '../../../domain/analysis/action-capabilities';
import { pickMainArchetype, scoreArchetypes } from '../../../domain/analysis/archetypes';
import { listCostCurve } from '../../../domain/analysis/cost-curve';
import { computeDeckStats } from '../../../domain/analysis/deck-stats';
import type { Banlist } from '../../../domain/banlists/banlist';
import type { EditionBlocks } from '../../../domain/cards/edition-blocks';
import { checkDeckVerdict } from '../../../domain/decks/legality-verdict';
import { countUnavailableCopies } from '../../../domain/decks/unavailable-cards';
import type { ResolvedDeck } from '../../lib/saved-decks-store';
import { UnavailableCardsNotice } from '../../ui/unavailable-cards-notice';
import { ActionCapabilitiesGrid } from './action-capabilities-grid';
import { ArchetypeRadar } from './archetype-radar';
import { CostCurveChart } from './cost-curve-chart';
import { DeckLegalitySummary } from './deck-legality-summary';
import { DrawOdds } from './draw-odds';
import { TypeDistribution } from './type-distribution';
import { formatCardCount } from '../../lib/count-labels';

interface DeckAnalysisPanelProps {
  /** 'Primer mazo' or 'Segundo mazo', naming the panel for assistive technology. */
  slotLabel: string;
  resolved: ResolvedDeck | null;
  banlists: readonly Banlist[];
  editionBlocks: EditionBlocks;
}

function PanelFrame({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section
      aria-label={label}
      className="min-w-0 space-y-4 rounded-xl border border-amber-300/15 bg-stone-950/40 p-3 sm:p-4"
    >
      {children}
    </section>
  );
}

function ResolvedDeckAnalysis({
  resolved,
  banlists,
  editionBlocks,
}: Omit<DeckAnalysisPanelProps, 'slotLabel'> & { resolved: ResolvedDeck }) {
  const { deck, unavailable } = resolved;
  const stats = useMemo(() => computeDeckStats(deck.cards), [deck.cards]);
  const scores = useMemo(() => scoreArchetypes(stats), [stats]);
  const costCurve = useMemo(() => listCostCurve(stats.costCurve), [stats]);
  const capabilities = useMemo(() => listActionCapabilities(stats.detailedActions), [stats]);
  const banlist = banlists.find((candidate) => candidate.key === deck.format);
  const verdict = useMemo(
    // The side deck shares the copy limits (issue 15); the analysis itself is the main deck's.
    () => checkDeckVerdict(deck.cards, banlist, editionBlocks, { side: deck.side }),
    [banlist, deck.cards, deck.side, editionBlocks],
  );
  return (
    <>
      <header>
        <h2 className="font-serif text-2xl break-words text-amber-100">{deck.name}</h2>
        <p className="mt-1 text-stone-300">
          Arquetipo principal:{' '}
          <strong className="text-amber-200">{pickMainArchetype(scores)}</strong>
        </p>
        <p className="text-sm text-stone-400">
          {banlist?.name ?? deck.format} · {formatCardCount(stats.totalCards)}
        </p>
        <div className="mt-2">
          <UnavailableCardsNotice count={countUnavailableCopies(unavailable)} role="note">
            No se cuentan en este análisis.
          </UnavailableCardsNotice>
        </div>
      </header>
      <ArchetypeRadar scores={scores} />
      <CostCurveChart curve={costCurve} />
      <ActionCapabilitiesGrid capabilities={capabilities} />
      <TypeDistribution stats={stats} />
      <DeckLegalitySummary
        formatKey={deck.format}
        formatName={banlist?.name ?? null}
        verdict={verdict}
      />
      <DrawOdds cards={deck.cards} />
    </>
  );
}

/** One side of the comparison (SPEC §2): a deck's identity, figures, legality and odds. */
export function DeckAnalysisPanel({ slotLabel, resolved, ...context }: DeckAnalysisPanelProps) {
  return (
    <PanelFrame label={resolved ? `${slotLabel}: ${resolved.deck.name}` : slotLabel}>
      {resolved ? (
        <ResolvedDeckAnalysis resolved={resolved} {...context} />
      ) : (
        <p className="py-12 text-center text-stone-300">
          Selecciona un mazo para ver su arquetipo y estadísticas.
        </p>
      )}
    </PanelFrame>
  );
}
