import { ACTION_IDS, ACTIONS, type ActionId } from '../cards/effect-vocabulary';
import type { ActionCount } from './deck-stats';

/** One entry of 'Capacidades del Mazo': an action the deck can perform, with its counts. */
export interface ActionCapability extends ActionCount {
  action: ActionId;
  /** Spanish label of the action. */
  label: string;
}

/**
 * The grid 'Capacidades del Mazo' (SPEC §2): each action the deck performs at least once, with
 * its Spanish label and counts, in the order of the action vocabulary.
 */
export function listActionCapabilities(
  detailedActions: Readonly<Partial<Record<ActionId, ActionCount>>>,
): ActionCapability[] {
  const capabilities: ActionCapability[] = [];
  for (const action of ACTION_IDS) {
    const count = detailedActions[action];
    if (count && count.total > 0) capabilities.push({ action, label: ACTIONS[action], ...count });
  }
  return capabilities;
}
