import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ModelDeckServer } from '../testing/model-deck-server';
import { pullServerDecks } from './deck-sync-pull';
import {
  applyDeckSyncReply,
  EMPTY_DECK_SYNC_STATE,
  enqueueDeckOperation,
  nextDeckSyncRequest,
  resolveDeckConflict,
  type DeckSyncState,
} from './deck-sync-queue';

const DECK_IDS = ['a', 'b', 'c'] as const;
const DEVICES = [0, 1] as const;

type Step =
  | { kind: 'edit'; device: number; deckId: string }
  | { kind: 'send'; device: number; outcome: 'ok' | 'answer-lost' | 'unreachable' }
  | { kind: 'pull'; device: number }
  | { kind: 'settle'; device: number };

const arbitraryStep: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('edit' as const),
    device: fc.constantFrom(...DEVICES),
    deckId: fc.constantFrom(...DECK_IDS),
  }),
  fc.record({
    kind: fc.constant('send' as const),
    device: fc.constantFrom(...DEVICES),
    outcome: fc.constantFrom('ok' as const, 'answer-lost' as const, 'unreachable' as const),
  }),
  fc.record({ kind: fc.constant('pull' as const), device: fc.constantFrom(...DEVICES) }),
  fc.record({ kind: fc.constant('settle' as const), device: fc.constantFrom(...DEVICES) }),
);

/** Keeps every conflicting deck's own saves, the choice that must lose nothing. */
function settleConflicts(state: DeckSyncState): DeckSyncState {
  let settled = state;
  for (const [deckId, record] of Object.entries(state.decks)) {
    if (record.conflict !== null) settled = resolveDeckConflict(settled, deckId, { keep: 'mine' });
  }
  return settled;
}

function send(
  state: DeckSyncState,
  server: ModelDeckServer,
  outcome: 'ok' | 'answer-lost' | 'unreachable',
): DeckSyncState {
  const request = nextDeckSyncRequest(state);
  if (request === null) return state;
  if (outcome === 'unreachable') return applyDeckSyncReply(state, request, { kind: outcome }).state;
  const reply = server.handle(request);
  if (outcome === 'answer-lost') return state;
  return applyDeckSyncReply(state, request, reply).state;
}

describe('sync of decks between devices and the account (property)', () => {
  it('any interleaving of offline edits and syncs ends with every edit a version on the server', () => {
    fc.assert(
      fc.property(fc.array(arbitraryStep, { maxLength: 60 }), (steps) => {
        const server = new ModelDeckServer();
        const devices: DeckSyncState[] = DEVICES.map(() => EMPTY_DECK_SYNC_STATE);
        const edits = new Map<string, string[]>();
        let counter = 0;
        for (const step of steps) {
          const state = devices[step.device] ?? EMPTY_DECK_SYNC_STATE;
          if (step.kind === 'edit') {
            counter += 1;
            const name = `edición ${counter}`;
            edits.set(step.deckId, [...(edits.get(step.deckId) ?? []), name]);
            const content = { name, format: 'libre', cards: [{ id: counter, count: 1 }], side: [] };
            devices[step.device] = enqueueDeckOperation(state, step.deckId, {
              kind: 'save',
              content,
            });
          } else if (step.kind === 'send') {
            devices[step.device] = send(state, server, step.outcome);
          } else if (step.kind === 'pull') {
            const local = new Set(Object.keys(state.decks));
            devices[step.device] = pullServerDecks(state, server.list(), local).state;
          } else {
            devices[step.device] = settleConflicts(state);
          }
        }
        // Back online for good: each device settles its conflicts and sends everything.
        for (let round = 0; round < 500; round += 1) {
          let sent = false;
          for (const device of DEVICES) {
            const state = settleConflicts(devices[device] ?? EMPTY_DECK_SYNC_STATE);
            sent ||= nextDeckSyncRequest(state) !== null;
            devices[device] = send(state, server, 'ok');
          }
          if (!sent) break;
        }
        for (const device of devices) expect(device.queue).toEqual([]);
        for (const [deckId, names] of edits) {
          const held = new Set(server.decks.get(deckId)?.versions.map((content) => content.name));
          for (const name of names) expect(held.has(name), `${deckId}: ${name}`).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });
});
