// SCAFFOLD(issue 12): replaced by the product images part (upload, order, delete a product's pictures).
export function ProductImages(_props: { productId: number }) {
  return null;
}
