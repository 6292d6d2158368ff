import { formatPhone, formatPostalCode, formatSin, Province } from "@lendkit/core";

/**
 * The people of the demo data: invented Quebec residents (no real person),
 * with phone numbers in the 555-01xx range kept for fiction, `example.com`
 * addresses, postal codes Canada Post could assign and social insurance
 * numbers that pass the Luhn check but start with 0, a first digit never
 * given to anyone. Every demo tenant gets the same customers.
 */

/** The case a demo customer shows. */
export type DemoCase = "renewable" | "overdue" | "renewed" | "training" | "lease" | "deferrals" | "dealerFile" | "bounced" | "longOverdue";

/** A demo customer as the docs and the browser tests name them. */
export interface DemoCustomer {
  readonly case: DemoCase;
  readonly firstName: string;
  readonly lastName: string;
  /** Lower case, as stored. */
  readonly email: string;
  /** `yyyy-mm-dd`. */
  readonly birthDate: string;
  /** Ten digits, as stored. */
  readonly cellPhone: string;
  readonly language: "fr" | "en";
  /** What the customer shows in the app (English, for the docs). */
  readonly shows: string;
}

/** A street address in Quebec. */
export interface DemoAddress {
  readonly civicNumber: string;
  readonly street: string;
  readonly apartment: string;
  readonly city: string;
  /** `A1A 1A1`. */
  readonly postalCode: string;
}

/** Everything the seed writes about a demo person. */
export interface DemoPerson extends DemoCustomer {
  readonly address: DemoAddress;
  readonly sin: string;
  readonly employer: string;
  readonly jobTitle: string;
  /** Gross yearly income in dollars. */
  readonly grossIncome: number;
}

/**
 * A social insurance number from its first eight digits: the ninth is the
 * Luhn check digit, so core's `isValidSin` accepts it.
 *
 * @example
 * fakeSin("04645428") // "046 454 286"
 */
export const fakeSin = (firstEight: string): string => {
  const digits = [...firstEight].map(Number);
  const sum = digits.reduce((total, digit, index) => {
    const value = index % 2 === 1 ? digit * 2 : digit;
    return total + (value > 9 ? value - 9 : value);
  }, 0);
  return formatSin(`${firstEight}${(10 - (sum % 10)) % 10}`);
};

const address = (civicNumber: string, street: string, apartment: string, city: string, postalCode: string): DemoAddress => ({
  civicNumber,
  street,
  apartment,
  city,
  postalCode: formatPostalCode(postalCode),
});

/** The demo customers with their addresses and jobs, in the order they are seeded. */
export const demoPeople: readonly DemoPerson[] = [
  {
    case: "renewable",
    firstName: "Julie",
    lastName: "Tremblay",
    email: "julie.tremblay@example.com",
    birthDate: "1988-03-14",
    cellPhone: "5145550101",
    language: "fr",
    shows: "An active cash loan, paid on time (receipts), that can be renewed through the one-time-code renewal; completed checklist; a public and a private note.",
    address: address("4512", "rue Saint-Denis", "3", "Montréal", "H2J 2L3"),
    sin: fakeSin("04645428"),
    employer: "Clinique dentaire du Plateau",
    jobTitle: "Hygiéniste dentaire",
    grossIncome: 52_000,
  },
  {
    case: "overdue",
    firstName: "Marc-André",
    lastName: "Gagnon",
    email: "marc-andre.gagnon@example.com",
    birthDate: "1979-11-02",
    cellPhone: "4185550102",
    language: "fr",
    shows: "An active cash loan with three missed payments (amount late above 0): the renewal stops at the overdue screen; checklist with a waived item; collector notes.",
    address: address("2250", "chemin Sainte-Foy", "", "Québec", "G1V 1S4"),
    sin: fakeSin("01234567"),
    employer: "Entrepôts Laurentiens inc.",
    jobTitle: "Cariste",
    grossIncome: 41_500,
  },
  {
    case: "renewed",
    firstName: "Chloé",
    lastName: "Bouchard",
    email: "chloe.bouchard@example.com",
    birthDate: "1992-07-21",
    cellPhone: "4385550103",
    language: "en",
    shows: "A cash loan closed after renewal (status 9, balance zero on renew) and its successor (original_contract_id), active and renewable; both checklists completed.",
    address: address("1650", "boulevard Le Corbusier", "210", "Laval", "H7S 2K1"),
    sin: fakeSin("07738210"),
    employer: "Pharmacie Laval-des-Rapides",
    jobTitle: "Pharmacy technician",
    grossIncome: 44_800,
  },
  {
    case: "training",
    firstName: "Émile",
    lastName: "Côté",
    email: "emile.cote@example.com",
    birthDate: "2001-05-09",
    cellPhone: "8195550104",
    language: "fr",
    shows: "A training-programme contract (750 $ course, 18 bi-weekly payments at the training rate), partly repaid; its checklist has an item marked N/A by an admin.",
    address: address("310", "rue King Ouest", "5", "Sherbrooke", "J1H 1R4"),
    sin: fakeSin("02991375"),
    employer: "Café du Cégep",
    jobTitle: "Barista",
    grossIncome: 24_000,
  },
  {
    case: "lease",
    firstName: "Geneviève",
    lastName: "Lavoie",
    email: "genevieve.lavoie@example.com",
    birthDate: "1985-09-30",
    cellPhone: "4505550105",
    language: "fr",
    shows: "A vehicle lease signed and awaiting funding: full vehicle, lessee (with budget) and co-lessee; checklist partly checked by the dealer (external) and the lender (internal).",
    address: address("975", "chemin de Chambly", "", "Longueuil", "J4H 3M2"),
    sin: fakeSin("05512837"),
    employer: "CISSS de la Montérégie-Centre",
    jobTitle: "Infirmière auxiliaire",
    grossIncome: 58_000,
  },
  {
    case: "deferrals",
    firstName: "Noémie",
    lastName: "Fortin",
    email: "noemie.fortin@example.com",
    birthDate: "1990-12-05",
    cellPhone: "8195550106",
    language: "en",
    shows: "An active cash loan with a payment deferral already approved (moved payment and fee line) and a pending request for staff to approve or refuse.",
    address: address("160", "boulevard de l'Hôpital", "12", "Gatineau", "J8T 7S7"),
    sin: fakeSin("06120458"),
    employer: "Transport Outaouais",
    jobTitle: "Dispatcher",
    grossIncome: 47_300,
  },
  {
    case: "dealerFile",
    firstName: "Olivier",
    lastName: "Pelletier",
    email: "olivier.pelletier@example.com",
    birthDate: "1975-06-18",
    cellPhone: "8195550107",
    language: "fr",
    shows: "A dealer's financing file just submitted (used pickup truck), waiting for analysis; its checklist is untouched.",
    address: address("1400", "rue Royale", "", "Trois-Rivières", "G9A 4J9"),
    sin: fakeSin("03307162"),
    employer: "Béton Mauricie ltée",
    jobTitle: "Contremaître",
    grossIncome: 68_000,
  },
  {
    case: "bounced",
    firstName: "Sophie",
    lastName: "Gagné",
    email: "sophie.gagne@example.com",
    birthDate: "1983-04-27",
    cellPhone: "5145550108",
    language: "fr",
    shows: "A cash loan paid out in full last winter (status PAID OUT), and an active one whose debit of three weeks ago bounced (NSF, with the lender's 45 $ fee) and was made good two days later by Interac e-Transfer: nothing late.",
    address: address("7755", "avenue Papineau", "2", "Montréal", "H2E 2H3"),
    sin: fakeSin("05583921"),
    employer: "Boulangerie du Marché",
    jobTitle: "Boulangère",
    grossIncome: 38_900,
  },
  {
    case: "longOverdue",
    firstName: "Luc",
    lastName: "Bergeron",
    email: "luc.bergeron@example.com",
    birthDate: "1969-08-12",
    cellPhone: "4505550109",
    language: "en",
    shows: "An active cash loan with every debit of the last 45 days missed: 45 days past due (31-60 bucket) for the collections team.",
    address: address("95", "rue Principale", "", "Granby", "J2G 2T8"),
    sin: fakeSin("06627384"),
    employer: "Transport Yamaska",
    jobTitle: "Dispatcher",
    grossIncome: 47_200,
  },
];

/** The co-lessee of the lease: Geneviève's spouse, at the same address. */
export const demoColessee = {
  firstName: "Mathieu",
  lastName: "Lavoie",
  email: "mathieu.lavoie@example.com",
  birthDate: "1983-02-17",
  cellPhone: "4505550115",
  sin: fakeSin("04182736"),
  employer: "Hydro-Québec",
  jobTitle: "Technicien de réseau",
  grossIncome: 63_500,
} as const;

/**
 * The demo customers (docs/demo-data.md, the browser tests): who they are,
 * how to identify them for a one-time code, and what each shows.
 */
export const demoCustomers: readonly DemoCustomer[] = demoPeople.map((person) => ({
  case: person.case,
  firstName: person.firstName,
  lastName: person.lastName,
  email: person.email,
  birthDate: person.birthDate,
  cellPhone: person.cellPhone,
  language: person.language,
  shows: person.shows,
}));

/** The demo person of a case. */
export const demoPerson = (which: DemoCase): DemoPerson => {
  const person = demoPeople.find((candidate) => candidate.case === which);
  if (!person) throw new Error(`no demo person for ${which}`);
  return person;
};

/** A stored ten-digit phone as the contract's mask shows it: `(514) 555-0101`. */
export const maskedPhone = (digits: string): string => formatPhone(digits);

/** Every demo address is in Quebec. */
export const demoProvince = Province.Quebec;
