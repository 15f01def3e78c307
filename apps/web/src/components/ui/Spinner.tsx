const SIZES = { sm: 'size-4 border-2', md: 'size-6 border-2', lg: 'size-10 border-[3px]' } as const;

/** A spinning ring; `label` is read by screen readers (visually hidden). */
export function Spinner({
  size = 'md',
  label = 'Loading',
  className = '',
}: {
  size?: keyof typeof SIZES;
  label?: string;
  className?: string;
}) {
  return (
    <span role="status" className={`inline-flex items-center ${className}`}>
      <span
        aria-hidden="true"
        className={`${SIZES[size]} animate-spin rounded-full border-current border-t-transparent`}
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}
