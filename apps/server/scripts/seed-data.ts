// Demo content: fictional companies and people (no real brands), deterministic through a seeded PRNG.

/** mulberry32: tiny, fast, deterministic. */
export function createRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
    /** Weighted towards higher values when skew > 1. */
    stars: (skew = 1): number => Math.min(5, Math.max(1, Math.round(1 + 4 * Math.pow(next(), 1 / skew)))),
  };
}
export type Random = ReturnType<typeof createRandom>;

export const CATEGORIES = [
  'Telecommunications', 'Banking', 'Insurance', 'Retail', 'Online Shopping', 'Airlines', 'Courier & Logistics',
  'Utilities', 'Healthcare', 'Automotive', 'Travel & Hotels', 'Food Delivery', 'Internet Providers', 'Education',
] as const;

export interface DemoCompany {
  name: string;
  category: (typeof CATEGORIES)[number];
  colour: string;
  description: string | null;
  products: string[];
  services: string[];
  /** 1 = average, >1 better, <1 worse reputation. */
  quality: number;
  verified: boolean;
}

export const COMPANIES: DemoCompany[] = [
  { name: 'Kestrel Mobile', category: 'Telecommunications', colour: '#1e6fd9', quality: 0.8, verified: true, description: 'Prepaid and contract mobile plans with nationwide 5G coverage.', products: ['Kestrel 5G Contract', 'Prepaid SIM', 'Fibre Router X2'], services: ['Device insurance', 'Number porting'] },
  { name: 'Lumo Telecom', category: 'Telecommunications', colour: '#7b3fe4', quality: 1.1, verified: true, description: 'Mobile data and voice for people who hate hidden fees.', products: ['Lumo Unlimited', 'Data Bundle 20GB'], services: ['eSIM activation', 'Roaming'] },
  { name: 'Baobab Bank', category: 'Banking', colour: '#0f8a5f', quality: 0.9, verified: true, description: 'Everyday banking, home loans and savings for families.', products: ['Cheque Account', 'Home Loan', 'Credit Card Gold'], services: ['Online banking', 'Card replacement'] },
  { name: 'Tidewater Bank', category: 'Banking', colour: '#16506b', quality: 1.2, verified: true, description: 'A digital-first bank with no monthly fees.', products: ['Everyday Account', 'Savings Pocket'], services: ['App support', 'Fraud desk'] },
  { name: 'Marula Credit', category: 'Banking', colour: '#b5651d', quality: 0.6, verified: false, description: null, products: ['Personal Loan', 'Store Card'], services: ['Debt review'] },
  { name: 'Shieldwise Insurance', category: 'Insurance', colour: '#2b4c7e', quality: 0.7, verified: true, description: 'Car, home and life cover with claims paid in 48 hours.', products: ['Car Cover', 'Home Contents', 'Life Cover'], services: ['Claims', 'Roadside assist'] },
  { name: 'Harbour Mutual', category: 'Insurance', colour: '#3d6b59', quality: 1.0, verified: true, description: 'A member-owned insurer since 1962.', products: ['Funeral Plan', 'Medical Gap Cover'], services: ['Claims', 'Policy changes'] },
  { name: 'Pebble & Co', category: 'Retail', colour: '#c2416b', quality: 1.3, verified: true, description: 'Homeware and kitchen goods, made to last.', products: ['Cast Iron Pot', 'Linen Set', 'Coffee Grinder'], services: ['Returns', 'Gift wrapping'] },
  { name: 'Fynbos Outdoor', category: 'Retail', colour: '#5a7d2b', quality: 1.1, verified: true, description: 'Gear for hiking, camping and trail running.', products: ['Trail Shoes', 'Two-person Tent', 'Rain Shell'], services: ['Repairs', 'Click and collect'] },
  { name: 'MegaMart', category: 'Retail', colour: '#d4380d', quality: 0.7, verified: true, description: 'Groceries and household essentials at low prices.', products: ['Weekly Groceries', 'Loyalty Card'], services: ['Deliveries', 'Refunds'] },
  { name: 'Cartwheel Online', category: 'Online Shopping', colour: '#f08c00', quality: 0.8, verified: true, description: 'Electronics, books and more, delivered to your door.', products: ['Laptop Pro 14', 'Noise-cancelling Headphones', 'E-reader'], services: ['Returns', 'Marketplace sellers'] },
  { name: 'Basket Bay', category: 'Online Shopping', colour: '#0b7285', quality: 1.0, verified: false, description: 'Fashion and beauty online.', products: ['Sneakers', 'Skincare Set'], services: ['Exchanges'] },
  { name: 'Skylark Air', category: 'Airlines', colour: '#1864ab', quality: 0.6, verified: true, description: 'Low-cost domestic and regional flights.', products: ['Economy Fare', 'Flex Fare'], services: ['Baggage', 'Refunds', 'Check-in'] },
  { name: 'Horizon Airways', category: 'Airlines', colour: '#364fc7', quality: 0.9, verified: true, description: 'Full-service flights to 40 destinations.', products: ['Business Class', 'Economy Plus'], services: ['Lost luggage', 'Miles programme'] },
  { name: 'Swiftline Couriers', category: 'Courier & Logistics', colour: '#e8590c', quality: 0.5, verified: true, description: 'Same-day and overnight parcel delivery.', products: ['Overnight Parcel', 'Same-day Express'], services: ['Tracking', 'Claims for damaged parcels'] },
  { name: 'Parcel Pigeon', category: 'Courier & Logistics', colour: '#5f3dc4', quality: 1.0, verified: false, description: 'Locker-to-locker delivery that fits your day.', products: ['Locker Delivery'], services: ['Tracking', 'Returns'] },
  { name: 'Brightgrid Energy', category: 'Utilities', colour: '#f59f00', quality: 0.7, verified: true, description: 'Prepaid electricity and solar installations.', products: ['Prepaid Electricity', 'Solar Kit 5kW'], services: ['Installations', 'Billing'] },
  { name: 'Clearwater Utilities', category: 'Utilities', colour: '#1c7ed6', quality: 0.8, verified: false, description: null, products: ['Water Account'], services: ['Meter readings', 'Leak reports'] },
  { name: 'Careway Clinics', category: 'Healthcare', colour: '#2f9e44', quality: 1.2, verified: true, description: 'Walk-in clinics open seven days a week.', products: ['GP Consultation', 'Vaccination'], services: ['Bookings', 'Medical aid claims'] },
  { name: 'Vitalis Pharmacy', category: 'Healthcare', colour: '#e64980', quality: 1.0, verified: true, description: 'Your neighbourhood pharmacy, online too.', products: ['Chronic Medication', 'Baby Care'], services: ['Script delivery'] },
  { name: 'Ironhorse Motors', category: 'Automotive', colour: '#495057', quality: 0.7, verified: true, description: 'New and used cars with a 7-year warranty.', products: ['Used Hatchback', 'Service Plan'], services: ['Workshop', 'Finance'] },
  { name: 'Gearbox Garage', category: 'Automotive', colour: '#862e9c', quality: 1.1, verified: false, description: 'Independent servicing and repairs.', products: ['Minor Service', 'Brake Pads'], services: ['Roadworthy tests'] },
  { name: 'Wanderly Travel', category: 'Travel & Hotels', colour: '#0ca678', quality: 0.9, verified: true, description: 'Holiday packages and hotel bookings.', products: ['Beach Package', 'City Break'], services: ['Cancellations', 'Visa help'] },
  { name: 'Stayhaven Hotels', category: 'Travel & Hotels', colour: '#a61e4d', quality: 1.1, verified: true, description: 'Boutique hotels in twelve cities.', products: ['Deluxe Room', 'Conference Package'], services: ['Reservations', 'Loyalty'] },
  { name: 'Dishdash', category: 'Food Delivery', colour: '#fa5252', quality: 0.8, verified: true, description: 'Restaurant meals delivered in 30 minutes.', products: ['Dishdash Plus', 'Grocery Dash'], services: ['Refunds', 'Driver support'] },
  { name: 'Tiffin Box', category: 'Food Delivery', colour: '#fd7e14', quality: 1.3, verified: false, description: 'Healthy weekly meal kits.', products: ['Family Meal Kit', 'Vegan Box'], services: ['Subscription changes'] },
  { name: 'Fibrelink', category: 'Internet Providers', colour: '#3b5bdb', quality: 0.6, verified: true, description: 'Uncapped fibre from 25 to 1000 Mbps.', products: ['Fibre 100', 'Fibre 500'], services: ['Installation', 'Fault reports'] },
  { name: 'Airwave Wireless', category: 'Internet Providers', colour: '#12b886', quality: 0.9, verified: false, description: 'Fixed wireless internet for rural areas.', products: ['LTE Home 50'], services: ['Installation'] },
  { name: 'Brightpath Academy', category: 'Education', colour: '#7048e8', quality: 1.1, verified: true, description: 'Online courses with accredited certificates.', products: ['Data Science Course', 'Bookkeeping Certificate'], services: ['Tutoring', 'Refunds'] },
  { name: 'Campus Connect', category: 'Education', colour: '#1098ad', quality: 0.9, verified: false, description: null, products: ['Student Laptop Deal'], services: ['Enrolment'] },
  { name: 'Northwind Furniture', category: 'Retail', colour: '#8d6e63', quality: 0.7, verified: true, description: 'Sofas, beds and dining sets on easy terms.', products: ['Corner Sofa', 'Queen Bed'], services: ['Deliveries', 'Assembly'] },
  { name: 'Zenith Electronics', category: 'Online Shopping', colour: '#343a40', quality: 0.9, verified: true, description: 'TVs, phones and appliances.', products: ['55" Smart TV', 'Washing Machine'], services: ['Warranty repairs', 'Installations'] },
  { name: 'Greenleaf Grocers', category: 'Retail', colour: '#37b24d', quality: 1.2, verified: false, description: 'Fresh produce from local farms.', products: ['Veg Box'], services: ['Home delivery'] },
  { name: 'Quantum Gym', category: 'Healthcare', colour: '#c92a2a', quality: 0.6, verified: true, description: '24-hour gyms with classes.', products: ['Monthly Membership', 'Personal Training'], services: ['Cancellations', 'Billing'] },
  { name: 'Sunset Car Hire', category: 'Travel & Hotels', colour: '#e67700', quality: 0.8, verified: true, description: 'Car rental at airports and city branches.', products: ['Economy Car', 'SUV'], services: ['Deposits', 'Damage claims'] },
  { name: 'Atlas Movers', category: 'Courier & Logistics', colour: '#5c940d', quality: 0.7, verified: false, description: 'Home and office removals.', products: ['Local Move', 'Storage Unit'], services: ['Packing', 'Insurance claims'] },
];

export const FIRST_NAMES = [
  'Thandi', 'Sipho', 'Lerato', 'Johan', 'Aisha', 'Pieter', 'Naledi', 'Kabelo', 'Zanele', 'Ruan', 'Fatima', 'Tumi', 'Megan',
  'Bongani', 'Priya', 'Liam', 'Nomsa', 'Ahmed', 'Chloe', 'Mandla', 'Anika', 'David', 'Lindiwe', 'Samuel', 'Grace', 'Themba',
  'Yusuf', 'Emma', 'Karabo', 'Nina', 'Oliver', 'Palesa', 'Ravi', 'Sarah', 'Tebogo', 'Zoe', 'Michael', 'Ayanda', 'Hannah', 'Lwazi',
];
export const LAST_NAMES = [
  'Nkosi', 'Dlamini', 'van der Merwe', 'Naidoo', 'Botha', 'Mokoena', 'Pillay', 'Khumalo', "O'Neill", 'Smith', 'Mthembu',
  'Adams', 'Jacobs', 'Ndlovu', 'Pretorius', 'Moodley', 'Coetzee', 'Mahlangu', 'Williams', 'Le Roux', 'Sithole', 'Patel',
];

export interface ComplaintTemplate {
  title: string;
  experience: string;
}

/** Complaint stories with {company} and {product} placeholders. */
export const COMPLAINT_TEMPLATES: ComplaintTemplate[] = [
  { title: 'Charged twice for {product}', experience: 'I was billed twice for {product} this month. I have the bank statement showing both debits. {company} promised a refund within 5 working days, but two weeks later nothing has come back.' },
  { title: 'Refund still not paid after cancellation', experience: 'I cancelled my {product} within the cooling-off period and got a confirmation e-mail. The refund has not been paid and every call ends with a new reference number.' },
  { title: 'Delivery never arrived', experience: 'My order was marked as delivered but I never received it. Nobody was at my gate, and the driver did not call. I need {company} to trace the parcel or refund me.' },
  { title: 'Rude treatment at the branch', experience: 'The staff member at the counter was dismissive and refused to help with my {product} query. I waited 90 minutes and left without an answer.' },
  { title: 'Contract renewed without my consent', experience: 'My {product} contract was renewed for another 24 months without anyone asking me. I never signed anything and want it cancelled without penalties.' },
  { title: 'Faulty {product} and no repair', experience: 'The {product} stopped working after three weeks. It is under warranty but {company} keeps sending it back unrepaired, saying they found no fault.' },
  { title: 'Hidden fees on my statement', experience: 'There is a monthly fee on my {product} statement that was never explained when I signed up. I want it removed and the past fees refunded.' },
  { title: 'Cannot reach customer support', experience: 'I have tried the call centre, the chat and e-mail about my {product}. The call drops after 40 minutes on hold and e-mails get an automatic reply only.' },
  { title: 'Wrong item delivered', experience: 'I ordered {product} and received something completely different. The return label they sent does not work.' },
  { title: 'Claim rejected without explanation', experience: 'My claim for {product} was rejected with a one-line letter. I submitted every document they asked for and want the reasons in writing.' },
  { title: 'Service cut off even though I paid', experience: 'My {product} was suspended although my payment went through on time. I sent proof of payment twice.' },
  { title: 'Promised call-back never came', experience: 'I was promised a call-back from a manager about my {product} within 24 hours. That was ten days ago.' },
];

export const REVIEW_TEMPLATES: { title: string; text: string; stars: 'good' | 'bad' | 'mixed' }[] = [
  { title: 'Sorted out in one call', text: 'I phoned about my {product} and the agent fixed it while I waited. Friendly and quick.', stars: 'good' },
  { title: 'Great value for money', text: '{product} does exactly what it promised, and the price is fair.', stars: 'good' },
  { title: 'Fast and friendly', text: 'Ordered on Monday, had it on Tuesday. The team at {company} kept me updated all the way.', stars: 'good' },
  { title: 'Would recommend to family', text: 'Three years with {company} and hardly a problem. When something went wrong they owned it.', stars: 'good' },
  { title: 'Average at best', text: 'The {product} is fine, but support takes days to answer simple questions.', stars: 'mixed' },
  { title: 'Good product, slow support', text: 'Happy with {product} itself. Getting hold of anyone at {company} is another story.', stars: 'mixed' },
  { title: 'Never again', text: 'Billing errors every month on my {product}, and nobody takes responsibility.', stars: 'bad' },
  { title: 'Disappointing', text: 'Expected much better from {company}. The {product} broke quickly and the return was a mess.', stars: 'bad' },
];

export const COMPANY_REPLIES = [
  'Thank you for letting us know. We are sorry about this and have escalated it to our resolutions team; a consultant will contact you within 24 hours.',
  'We apologise for the inconvenience. Please check your e-mail: we have sent you the details of the refund.',
  'Hi, we have looked into your account and corrected the error. Could you confirm that everything is in order now?',
  'We are sorry to hear this. Your case number is in your inbox and our manager will call you today.',
];

export const CUSTOMER_COMMENTS = [
  'Still waiting for the promised call.',
  'Thank you, the refund reflected this morning.',
  'Same thing happened to me last month.',
  'I have sent the documents again.',
  'This is not resolved, the fee is still on my statement.',
  'Great, that was quick. Thanks!',
];

export const CLOSE_REASONS = {
  resolved: ['Refund received, thank you.', 'The company fixed the problem.', 'Replacement delivered.'],
  unresolved: ['No real answer after weeks.', 'They closed my ticket without fixing anything.'],
};

export const FLAG_REASONS = ['Contains personal contact details.', 'Reported as abusive language.'];
