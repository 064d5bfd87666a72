// NFD first so that a precomposed 'Ú' and a 'U' followed by a combining accent read the same.
const UNIQUE_CARD_PATTERN = /carta\s+unica/;

/** 'Carta Única' in the ability text, in any case, with or without accents (SPEC §5 copy limits). */
export function isUniqueCard(habilidad: string | null): boolean {
  // Cheap pre-check first: the builder asks this for every card of the catalogue, and 'nica' is
  // spelled the same in every form of the phrase, accented or not, composed or decomposed.
  if (habilidad === null || !/nica/iu.test(habilidad)) return false;
  const plain = habilidad
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
  return UNIQUE_CARD_PATTERN.test(plain);
}
