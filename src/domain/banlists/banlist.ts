/** The rules of one format (SPEC §3 'Banlist'). Card names are kept as published. */
export interface BanlistRules {
  minAllies: number;
  maxCard: number;
  banned: string[];
  limitedOne: string[];
  limitedTwo: string[];
}

/** A format: unique key, display name, the date its lists took effect, and its rules. */
export interface Banlist {
  key: string;
  name: string;
  /** ISO date (YYYY-MM-DD) the lists took effect, or null for a user's own list. */
  effectiveDate: string | null;
  rules: BanlistRules;
}

/** Banlist defaults (SPEC §9): minAllies 16, maxCard 50, empty sets. */
export const DEFAULT_BANLIST_RULES: BanlistRules = {
  minAllies: 16,
  maxCard: 50,
  banned: [],
  limitedOne: [],
  limitedTwo: [],
};
