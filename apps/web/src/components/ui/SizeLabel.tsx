import { sizeLabel } from '@app/domain/catalog/size-label';

export type SizeLabelProps = {
  size: {
    width_size: string | null;
    height_size: string | null;
    length_size: string | null;
    pattern: string | null;
  };
  className?: string;
};

/** A size as the catalogue names it (spec point 3): the pattern, else width X height, else width X length. */
export function SizeLabel({ size, className }: SizeLabelProps) {
  const text = sizeLabel(size);
  if (!text) return null;
  return <span className={className}>{text}</span>;
}
