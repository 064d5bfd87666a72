/** What shows while cards, banlists or a section's code are loading (SPEC §2). */
export function LoadingScreen() {
  return (
    <div
      role="status"
      className="flex min-h-[40vh] items-center justify-center text-lg text-stone-300"
    >
      Cargando...
    </div>
  );
}
