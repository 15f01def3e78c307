import { POLICY } from '../policies/policy-figures.ts';
import type { FaqContext, FaqTopic } from './faq-types.ts';

/** The Product Information, My Order and Shipping and Delivery tabs. */
export const shoppingTopics = ({ appName }: FaqContext): FaqTopic[] => [
  {
    id: 'product-information',
    label: 'Product Information',
    audience: 'everyone',
    entries: [
      {
        question: 'What kind of products can I buy?',
        answer:
          'Over 25,000 remodelling materials from our brand partners: tile, hardwood, laminate and luxury flooring, countertops, cabinet hardware, faucets, sinks, vanities, showers, tubs, toilets, lights, fans, appliances, stacked stone, pool copings, hardscaping and artificial turf.',
      },
      {
        question: 'Why do prices differ between showrooms?',
        answer: `Each showroom belongs to a contractor or designer who sets a markup of at least ${POLICY.minMarkupPercent}% over the vendor's price. You always see the price of the showroom you are shopping in, and still save up to 60% compared with retail.`,
      },
      {
        question: 'How are tile and flooring priced?',
        answer:
          'Tile and flooring are sold by the box. The product page shows the price per box and the price per square foot (the box price divided by the square feet in a box), so you can compare products easily.',
      },
      {
        question: 'Are the colours on screen exact?',
        answer:
          'Images and the 3-D visualizer are close approximations; natural stone and wood vary from piece to piece. Ask your contractor for a sample before ordering large quantities.',
      },
      {
        question: 'Is there a minimum quantity?',
        answer:
          'Some products are sold with a minimum quantity, shown on the product page; the quantity box never goes below it.',
      },
    ],
  },
  {
    id: 'my-order',
    label: 'My Order',
    audience: 'everyone',
    entries: [
      {
        question: 'Can I buy from several vendors at once?',
        answer: `Yes. ${appName} puts materials from every vendor in one cart, and you check out once for everything.`,
      },
      {
        question: 'How do I know the status of my order?',
        answer:
          'Every item in your order has its own status (Pending, Approved, Shipped, Delivered) in My Account, and we email you when it changes.',
      },
      {
        question: 'Can I change or cancel my order?',
        answer: `You can cancel an order or change its shipping address within ${POLICY.cancelWindowMinutes} minutes of placing it.`,
      },
      {
        question: 'When is my order processed?',
        answer: `Orders are processed within ${POLICY.processingHours} hours. If a vendor cannot supply an item, that item is refunded to you automatically.`,
      },
    ],
  },
  {
    id: 'shipping',
    label: 'Shipping and Delivery',
    audience: 'everyone',
    entries: [
      {
        question: 'How much does delivery cost?',
        answer:
          'Delivery is free nationwide. We ship across the U.S.; any exception is shown at checkout before you pay.',
      },
      {
        question: 'How long does delivery take?',
        answer: `Delivery takes ${POLICY.delivery}, and we guarantee it in ${POLICY.deliveryGuarantee}. Items from different vendors may arrive separately.`,
      },
      {
        question: 'Do I need to be home for the delivery?',
        answer:
          'Yes, for large items someone must be at the address to receive the delivery. Inspect it and note any damage on the delivery receipt.',
      },
      {
        question: 'Part of my order is missing. What do I do?',
        answer: `Report an incomplete or damaged order within ${POLICY.incompleteReport} of delivery and we will replace or refund the missing items.`,
      },
    ],
  },
];
