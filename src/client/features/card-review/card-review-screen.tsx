import { SectionUnderConstruction } from '../../ui/section-under-construction';

/** The card revision section (SPEC §2); its screen arrives with a later issue. */
export function CardReviewScreen() {
  return <SectionUnderConstruction title="Revisión de Cartas" />;
}
