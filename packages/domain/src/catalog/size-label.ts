type SizeParts = {
  pattern?: string | null;
  width_size?: string | null;
  height_size?: string | null;
  length_size?: string | null;
};

const given = (v: string | null | undefined) => (v ?? '').trim();

/** Size label (spec point 3): the pattern if set, else width X height, else width X length. */
export function sizeLabel(size: SizeParts): string {
  if (given(size.pattern)) return given(size.pattern);
  const width = given(size.width_size);
  if (width && given(size.height_size)) return `${width} X ${given(size.height_size)}`;
  if (width && given(size.length_size)) return `${width} X ${given(size.length_size)}`;
  return width;
}
