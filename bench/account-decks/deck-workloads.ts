import { z } from 'zod';
import { accountDeckSchema, type AccountDeckWrite } from '../../src/contract/account-decks';
import { API_PATHS } from '../../src/contract/api-paths';
import { AUTH_PATHS } from '../../src/contract/auth';
import { summarizeSamples, type SampleSummary } from '../support/sample-statistics';
import type { BenchHttpClient, BenchRequest, TimedResponse } from './bench-http-client';
import { buildDeckWrite, createDeckCollection, createDeckHistory } from './deck-contents';

const REFERENCE_WARM_UP = 20;
const LIST_WARM_UP = 5;
/** Saves at each end of the preparation compared, to see whether a longer history slows a save. */
const PREPARATION_EDGE = 100;

const savedVersionSchema = accountDeckSchema.unwrap().pick({ version: true });
const listedIdsSchema = z.array(accountDeckSchema.unwrap().pick({ id: true }));

/** The reference: who is signed in, through the same session lookup and client as the decks. */
const REFERENCE_REQUEST: BenchRequest = { method: 'GET', path: AUTH_PATHS.me };

/** Timings of a measured request beside the reference measured alternately with it. */
export interface MeasuredPair {
  measured: SampleSummary;
  reference: SampleSummary;
}

export interface SaveFigures extends MeasuredPair {
  preparedVersions: number;
  prepareSeconds: number;
  /** The first and the last saves of the preparation. */
  firstSaves: SampleSummary;
  lastSaves: SampleSummary;
  versionsAtEnd: number;
}

export interface ListFigures extends MeasuredPair {
  decks: number;
  prepareSeconds: number;
  wireBytes: number;
  contentEncoding: string | null;
  jsonBytes: number;
}

async function sendExpecting(
  client: BenchHttpClient,
  options: BenchRequest,
  status: number,
): Promise<TimedResponse> {
  const response = await client.send(options);
  if (response.status !== status) {
    throw new Error(
      `${options.method} ${options.path} answered ${response.status} (expected ${status}): ${response.body.toString('utf8').slice(0, 300)}`,
    );
  }
  return response;
}

async function saveDeck(
  client: BenchHttpClient,
  deckId: string,
  write: AccountDeckWrite,
): Promise<TimedResponse & { version: number }> {
  const status = write.baseVersion === 0 ? 201 : 200;
  const response = await sendExpecting(
    client,
    { method: 'PUT', path: API_PATHS.deck(deckId), json: write },
    status,
  );
  const saved = savedVersionSchema.parse(JSON.parse(response.body.toString('utf8')));
  return { ...response, version: saved.version };
}

async function warmUpReference(client: BenchHttpClient): Promise<void> {
  for (let index = 0; index < REFERENCE_WARM_UP; index += 1) {
    await sendExpecting(client, REFERENCE_REQUEST, 200);
  }
}

/**
 * Scenario A: one deck saved `preparedVersions` times in a row, each on the version before, then
 * `samples` more saves timed one by one, each followed by one timed reference request.
 */
export async function measureDeckSaves(
  client: BenchHttpClient,
  cardIds: readonly number[],
  options: { preparedVersions: number; samples: number },
): Promise<SaveFigures> {
  const deckId = 'mazo-con-historial';
  const prepareStarted = performance.now();
  const nextCards = createDeckHistory(cardIds, 16);
  const preparation: number[] = [];
  let version = 0;
  for (let step = 0; step < options.preparedVersions; step += 1) {
    const write = buildDeckWrite(`Historial ${step}`, nextCards(), version);
    const saved = await saveDeck(client, deckId, write);
    version = saved.version;
    preparation.push(saved.ms);
  }
  const prepareSeconds = (performance.now() - prepareStarted) / 1000;
  if (version !== options.preparedVersions) {
    throw new Error(`Expected version ${options.preparedVersions}, the server is at ${version}`);
  }
  await warmUpReference(client);
  const saves: number[] = [];
  const references: number[] = [];
  for (let sample = 0; sample < options.samples; sample += 1) {
    const write = buildDeckWrite(`Historial medido ${sample}`, nextCards(), version);
    const saved = await saveDeck(client, deckId, write);
    version = saved.version;
    saves.push(saved.ms);
    references.push((await sendExpecting(client, REFERENCE_REQUEST, 200)).ms);
  }
  return {
    preparedVersions: options.preparedVersions,
    prepareSeconds,
    firstSaves: summarizeSamples(preparation.slice(0, PREPARATION_EDGE)),
    lastSaves: summarizeSamples(preparation.slice(-PREPARATION_EDGE)),
    versionsAtEnd: version,
    measured: summarizeSamples(saves),
    reference: summarizeSamples(references),
  };
}

/**
 * Scenario B: one player with `decks` decks, then `samples` timed `GET /api/decks`, each followed
 * by one timed reference request.
 */
export async function measureDeckList(
  client: BenchHttpClient,
  cardIds: readonly number[],
  options: { decks: number; samples: number },
): Promise<ListFigures> {
  const nextCards = createDeckCollection(cardIds, 500);
  const prepareStarted = performance.now();
  for (let index = 0; index < options.decks; index += 1) {
    await saveDeck(client, `mazo-${index}`, buildDeckWrite(`Mazo ${index}`, nextCards(), 0));
  }
  const prepareSeconds = (performance.now() - prepareStarted) / 1000;
  const listRequest: BenchRequest = { method: 'GET', path: API_PATHS.decks };
  const identity = await sendExpecting(client, { ...listRequest, isIdentity: true }, 200);
  const listed = listedIdsSchema.parse(JSON.parse(identity.body.toString('utf8')));
  if (listed.length !== options.decks) {
    throw new Error(`Expected ${options.decks} decks in the list, got ${listed.length}`);
  }
  await warmUpReference(client);
  let warmedUp = identity;
  for (let index = 0; index < LIST_WARM_UP; index += 1) {
    warmedUp = await sendExpecting(client, listRequest, 200);
  }
  const lists: number[] = [];
  const references: number[] = [];
  for (let sample = 0; sample < options.samples; sample += 1) {
    lists.push((await sendExpecting(client, listRequest, 200)).ms);
    references.push((await sendExpecting(client, REFERENCE_REQUEST, 200)).ms);
  }
  return {
    decks: listed.length,
    prepareSeconds,
    wireBytes: warmedUp.wireBytes,
    contentEncoding: warmedUp.contentEncoding,
    jsonBytes: identity.body.length,
    measured: summarizeSamples(lists),
    reference: summarizeSamples(references),
  };
}
