interface SectionUnderConstructionProps {
  title: string;
}

/** A section whose screen is not built yet: its heading and a plain statement of that fact. */
export function SectionUnderConstruction({ title }: SectionUnderConstructionProps) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h2 className="font-serif text-3xl text-amber-200">{title}</h2>
      <p className="mt-4 text-stone-300">Esta sección aún está en construcción.</p>
    </section>
  );
}
