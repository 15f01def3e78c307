import { CATALOGUE_FACTS, SAVINGS } from './company.ts';

/** Copy of the home page sections (spec point 2), worded from the marketing claims of spec point 1. */

const [kitchen, bathroom, outdoor] = SAVINGS.averages;

export const INSPIRED_INTRO =
  'Rooms our pros have designed in the 3-D showroom. Find a look you love, then shop the same materials.';

export const BRANDS_INTRO = 'Materials from manufacturers you can trust, shipped free nationwide.';

export const CATEGORIES_INTRO =
  'Pick a category to shop it in your contractor’s showroom, at your contractor’s prices.';

/** The modal a category tile opens when no showroom is selected yet. */
export const SHOWROOM_PROMPT = {
  title: 'Enter your showroom ID',
  text: (category: string) =>
    `To shop ${category}, enter the 8-character showroom ID your contractor or designer gave you.`,
};

export const BECOME_PRO = {
  title: 'Become a pro',
  text: `Give your clients a branded virtual showroom with ${CATALOGUE_FACTS[2].figure} materials, and manage projects, checklists and chats from the pros’ mobile app.`,
  points: [
    'Your markup on every material your clients order',
    'Live chat with your clients and a project assistant',
    'Checklists, dimensions and estimates in one place',
  ],
};

/** The pros' mobile app in the stores (the settings carry no app links, so the stores' own pages). */
export const APP_STORE_LINKS = {
  appStore: 'https://apps.apple.com/',
  googlePlay: 'https://play.google.com/store/apps',
};

export type CommunityIcon = 'cube' | 'lifebuoy' | 'truck' | 'chat' | 'people' | 'tag';

export const WHY_JOIN: { title: string; text: string; icon: CommunityIcon }[] = [
  {
    title: 'Visualizer',
    icon: 'cube',
    text: `Start from ${CATALOGUE_FACTS[0].figure} floor plans and ${CATALOGUE_FACTS[1].figure} templates and see real materials in your room in 3-D before you buy.`,
  },
  {
    title: 'Support',
    icon: 'lifebuoy',
    text: 'Our team helps with orders, returns and your showroom by e-mail and chat, from the first idea to the last box delivered.',
  },
  {
    title: 'Delivery and Service',
    icon: 'truck',
    text: 'Free nationwide delivery on every order, with each item’s status tracked from vendor approval to your door.',
  },
  {
    title: 'Live chat',
    icon: 'chat',
    text: 'Pros chat live with their clients and a project assistant in the mobile app, so questions are answered while the work goes on.',
  },
  {
    title: 'Communicate with Contractor',
    icon: 'people',
    text: 'Share checklists, dimensions and files with your contractor, and agree on the exact list of materials before ordering.',
  },
  {
    title: 'Budget Friendly',
    icon: 'tag',
    text: `Save up to ${SAVINGS.upTo} on materials: on average ${kitchen.saving} on a kitchen, ${bathroom.saving} on a bathroom and ${outdoor.saving} outdoors.`,
  },
];

export const SUCCESS_STORIES = [
  {
    quote:
      'We picked our kitchen cabinets, quartz countertop and backsplash in our contractor’s 3-D showroom in one evening. Everything arrived in one delivery, and the materials came in well under the quote we had from the big-box store.',
    name: 'Maria',
    city: 'San Jose, CA',
    project: 'Kitchen remodel',
  },
  {
    quote:
      'Seeing the tile and the vanity together in our own bathroom layout settled every argument before we spent a cent. Our contractor answered questions in the chat the same day.',
    name: 'David',
    city: 'Austin, TX',
    project: 'Bathroom remodel',
  },
  {
    quote:
      'I send every client my showroom ID now. They choose pavers and turf at home, I get the checklist with dimensions, and my markup is paid out without me carrying any stock.',
    name: 'Kevin',
    city: 'Sacramento, CA',
    project: 'Landscaping contractor',
  },
] as const;

export const HAPPIER_CUSTOMERS = {
  title: 'Make your customer happier',
  text: 'Clients who can see their room before the work starts decide faster and change their minds less. Give them your own showroom and keep every project on budget.',
  points: [
    'Clients design in 3-D with your materials and your prices',
    'One checkout for every vendor, with free delivery to the site',
    'Fewer site visits: checklists and chat keep everyone in step',
  ],
};
