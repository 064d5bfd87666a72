/** The exact words of issue 19 for a section that cannot work without the server. */
export const OFFLINE_SECTION_MESSAGE = 'Sin conexión: esta sección necesita conexión';

interface OfflineNoticeProps {
  /** What still works offline, or what comes back with the connection (optional). */
  detail?: string;
  /** Inline (inside a panel or a dialog) rather than in place of a whole screen. */
  isCompact?: boolean;
}

/**
 * Says, while the browser is offline, that this section needs the server. Shown in place of (or
 * beside) what would otherwise fail; the section comes back by itself once online.
 */
export function OfflineNotice({ detail, isCompact = false }: OfflineNoticeProps) {
  return (
    <div
      role="status"
      className={
        isCompact
          ? 'rounded-md border border-sky-300/40 bg-sky-950/40 px-3 py-2 text-sm text-sky-100'
          : 'mx-auto my-12 max-w-md rounded-lg border border-sky-300/40 bg-sky-950/40 p-6 text-center text-sky-100'
      }
    >
      <p className={isCompact ? 'font-semibold' : 'font-serif text-lg'}>
        {OFFLINE_SECTION_MESSAGE}
      </p>
      {detail && <p className={isCompact ? 'mt-1' : 'mt-2 text-sm text-sky-100/80'}>{detail}</p>}
    </div>
  );
}
