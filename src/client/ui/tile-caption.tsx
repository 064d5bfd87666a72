interface TileCaptionProps {
  /** The name's element id, for the buttons that describe themselves by it. */
  nameId?: string;
  name: string;
  /** 'type - edition' (SPEC §2). */
  detail: string;
  /** The grid's fixed caption height, so rows keep the height the virtualiser computed. */
  height: number;
}

/**
 * A grid tile's caption: the name on one line, then 'type - edition' on up to two short lines,
 * so a narrow phone tile shows the whole type instead of cutting it.
 */
export function TileCaption({ nameId, name, detail, height }: TileCaptionProps) {
  return (
    <div style={{ height }} className="overflow-hidden px-1 pt-1">
      <p id={nameId} className="truncate text-sm leading-5 font-semibold text-stone-100">
        {name}
      </p>
      <p className="line-clamp-2 text-xs leading-[14px] text-stone-400">{detail}</p>
    </div>
  );
}
