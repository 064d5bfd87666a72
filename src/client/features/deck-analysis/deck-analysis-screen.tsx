import { SectionUnderConstruction } from '../../ui/section-under-construction';

/** The deck analysis section (SPEC §2); its screen arrives with a later issue. */
export function DeckAnalysisScreen() {
  return <SectionUnderConstruction title="Análisis de Mazos" />;
}
