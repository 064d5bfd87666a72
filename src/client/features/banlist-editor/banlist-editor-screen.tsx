import { SectionUnderConstruction } from '../../ui/section-under-construction';

/** The banlist editor section (SPEC §2); its screen arrives with a later issue. */
export function BanlistEditorScreen() {
  return <SectionUnderConstruction title="Editor de Banlists" />;
}
