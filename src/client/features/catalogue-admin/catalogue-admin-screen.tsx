import { ACCOUNT_PATHS } from '../../paths';
import { AdminOnlyScreen } from '../../ui/admin-only-screen';
import { CatalogueExportLinks } from './catalogue-export-links';
import { CatalogueImportPanel } from './catalogue-import-panel';

/**
 * '/catalogo': admins import the catalogue from a JSON or CSV file, after seeing what it would
 * change, and download it (issue 14). The server refuses anyone else before reading the file.
 */
export function CatalogueAdminScreen() {
  return (
    <AdminOnlyScreen
      title="Catálogo"
      path={ACCOUNT_PATHS.catalogueAdmin}
      action="importar el catálogo"
    >
      <div className="space-y-10">
        <CatalogueImportPanel />
        <CatalogueExportLinks />
      </div>
    </AdminOnlyScreen>
  );
}
