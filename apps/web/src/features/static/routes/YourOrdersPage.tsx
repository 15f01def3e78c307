import { orderHelpSections } from '../../../content/policies/order-help-sections.tsx';
import { PolicyDocument } from '../components/PolicyDocument.tsx';

/** /your_orders: the 'My Order' help page. */
export default function YourOrdersPage() {
  return (
    <PolicyDocument
      eyebrow="Help"
      title="Your Orders"
      intro="How your order is processed, delivered and changed, and what to do if something is missing."
      sections={orderHelpSections}
    />
  );
}
