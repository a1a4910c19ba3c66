// Demo accounts: the shared demo password, the three fixed sign-ins and the demo customers.

/** Every seeded user signs in with this password (development only). */
export const DEMO_PASSWORD = 'mixbuddy-demo-2026';

/** The three fixed demo sign-ins. */
export const DEMO_ACCOUNTS = {
  admin: 'admin@mixbuddy.dk',
  talent: 'talent@mixbuddy.dk',
  customer: 'kunde@mixbuddy.dk',
} as const;

export type PersonSeed = { key: string; name: string; email: string; phone: string };

export const adminAccount: PersonSeed = {
  key: 'admin',
  name: 'Mette Admin',
  email: DEMO_ACCOUNTS.admin,
  phone: '+45 31 22 40 10',
};

/** Customers; the first is the demo customer. */
export const customers: PersonSeed[] = [
  { key: 'kunde', name: 'Camilla Jensen', email: DEMO_ACCOUNTS.customer, phone: '+45 22 45 67 89' },
  { key: 'lars', name: 'Lars Pedersen', email: 'lars.pedersen@demo.mixbuddy.dk', phone: '+45 40 12 34 56' },
  { key: 'anne', name: 'Anne Mortensen', email: 'anne.mortensen@demo.mixbuddy.dk', phone: '+45 51 23 45 67' },
  { key: 'henrik', name: 'Henrik Larsen', email: 'henrik.larsen@demo.mixbuddy.dk', phone: '+45 26 34 56 78' },
  { key: 'signe', name: 'Signe Poulsen', email: 'signe.poulsen@demo.mixbuddy.dk', phone: '+45 29 45 67 80' },
  { key: 'rasmus', name: 'Rasmus Christensen', email: 'rasmus.christensen@demo.mixbuddy.dk', phone: '+45 42 56 78 91' },
  { key: 'julie', name: 'Julie Rasmussen', email: 'julie.rasmussen@demo.mixbuddy.dk', phone: '+45 53 67 89 12' },
  { key: 'peter', name: 'Peter Madsen', email: 'peter.madsen@demo.mixbuddy.dk', phone: '+45 20 78 91 23' },
  { key: 'louise', name: 'Louise Kristensen', email: 'louise.kristensen@demo.mixbuddy.dk', phone: '+45 61 89 12 34' },
  { key: 'mikkel', name: 'Mikkel Hansen', email: 'mikkel.hansen@demo.mixbuddy.dk', phone: '+45 28 91 23 45' },
  { key: 'sara', name: 'Sara Olsen', email: 'sara.olsen@demo.mixbuddy.dk', phone: '+45 31 12 34 56' },
];
