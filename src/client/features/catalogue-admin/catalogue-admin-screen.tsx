import { Link } from 'wouter';
import { useCurrentUser } from '../../lib/session';
import { ACCOUNT_PATHS, toAccountPath } from '../../paths';
import { LoadingScreen } from '../../ui/loading-screen';
import { CatalogueExportLinks } from './catalogue-export-links';
import { CatalogueImportPanel } from './catalogue-import-panel';

/**
 * '/catalogo': admins import the catalogue from a JSON or CSV file, after seeing what it would
 * change, and download it (issue 14). The server refuses anyone else before reading the file.
 */
export function CatalogueAdminScreen() {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <LoadingScreen />;
  return (
    <section className="mx-auto max-w-4xl px-4 py-8">
      <h2 className="font-serif text-3xl text-amber-200">Catálogo</h2>
      <div className="mt-4">
        {!user ? (
          <p className="text-stone-300">
            <Link
              href={toAccountPath(ACCOUNT_PATHS.signIn, ACCOUNT_PATHS.catalogueAdmin)}
              className="text-amber-200 underline underline-offset-4"
            >
              Inicia sesión
            </Link>{' '}
            como administrador para importar el catálogo.
          </p>
        ) : user.role !== 'admin' ? (
          <p className="text-stone-300">Solo los administradores pueden importar el catálogo.</p>
        ) : (
          <div className="space-y-10">
            <CatalogueImportPanel />
            <CatalogueExportLinks />
          </div>
        )}
      </div>
    </section>
  );
}
