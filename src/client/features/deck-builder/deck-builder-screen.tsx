import { SectionUnderConstruction } from '../../ui/section-under-construction';

/** The deck builder section (SPEC §2); its screen arrives with a later issue. */
export function DeckBuilderScreen() {
  return <SectionUnderConstruction title="Fabrica de tech" />;
}
