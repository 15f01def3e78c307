/** Says an order item is a sample of its product (issue 25 point 7), next to the sample's size. */
export function SamplePill() {
  return (
    <span className="inline-flex items-center rounded-full bg-violet-50 px-2 py-0.5 text-xs font-medium text-violet-800 ring-1 ring-inset ring-violet-200">
      Sample
    </span>
  );
}
