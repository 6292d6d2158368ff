import {
  AddressType,
  balloonPayment,
  CarState,
  CivilStatus,
  decodeContract,
  describeDecodeErrors,
  EngineFuel,
  Frequency,
  LanguageCode,
  OdometerUnit,
  Salutation,
  trainingInterestRate,
  trainingNumberOfPayments,
  VehicleType,
  VehicleUsage,
  WorkType,
  type Contract,
  type FrequencyCode,
} from "@lendkit/core";
import type { CalendarDate } from "./demoContext.js";
import { demoColessee, demoProvince, maskedPhone, type DemoPerson } from "./demoPeople.js";

/**
 * The bodies of the demo contracts, written as a client sends them (the
 * B §3.1 wire JSON) and decoded by core's Contract Schema with unknown keys
 * refused, so a typo here fails the seed instead of storing nothing.
 */

type Json = Record<string, unknown>;

/** Decodes a demo body with core's Schema; a body it refuses is a bug of the seed. */
export const demoContract = (json: Json): Contract => {
  const decoded = decodeContract(json, { unknownKeys: "refuse" });
  if (!decoded.ok) throw new Error(`demo contract does not decode: ${describeDecodeErrors(decoded.errors)}`);
  return decoded.value;
};

const languageOf = (person: DemoPerson) => (person.language === "en" ? LanguageCode.English : LanguageCode.French);

/** Identity, contact, address and main job: what every application has. */
const lesseeBasics = (person: DemoPerson): Json => ({
  firstName: person.firstName,
  lastName: person.lastName,
  cellPhone: maskedPhone(person.cellPhone),
  cellPhoneLanguage: languageOf(person),
  email: person.email,
  isEmailVerified: true,
  language: languageOf(person),
  birthDate: person.birthDate,
  sinNumber: person.sin,
  civicNumber: person.address.civicNumber,
  street: person.address.street,
  apartment: person.address.apartment,
  city: person.address.city,
  province: demoProvince,
  postalCode: person.address.postalCode,
  workCompany: person.employer,
  workPoste: person.jobTitle,
  workType: WorkType.FullTimeEmployee,
  workYears: 3,
  workMonth: 4,
  workGrosIncome: person.grossIncome,
  workNetIncome: Math.round(person.grossIncome * 0.74),
});

/** The schedule terms of a body. */
export interface DemoTerms {
  /** Amount financed, in dollars. */
  readonly amount: number;
  readonly frequency: FrequencyCode;
  /** Months, or the number of payments itself when `paymentsGiven`. */
  readonly term: number;
  readonly paymentsGiven?: boolean;
  readonly rate: number;
  readonly firstPayment: CalendarDate;
}

const scheduleOf = (terms: DemoTerms): Json => ({
  frequency: terms.frequency,
  term: terms.term,
  numberOfPaymentsIsSubstitued: terms.paymentsGiven ?? false,
  interestRate: terms.rate,
  firstPaymentDate: terms.firstPayment.toString(),
});

/** A cash loan's weekly brokerage fee (C §3.6), as the lead app's calculator charges it by default. */
const weeklyBrokerageFee = 8;

/** The usual cash-loan rate of the demo (the lead app's default). */
export const demoCashLoanRate = 19.99;

/** A cash loan (micro-credit) of a demo customer, or its renewal. */
export const cashLoanBody = (
  person: DemoPerson,
  terms: DemoTerms,
  options: { readonly renewal?: boolean; /** The renewed loan's balance the renewal pays off, in cents. */ readonly previousBalanceCents?: number } = {},
): Contract =>
  demoContract({
    isMicroCredit: true,
    isLoanCash: true,
    isParentContractMicroCredit: options.renewal ?? false,
    Amount: terms.amount,
    CrmLeadSourceDescription: options.renewal ? "Renouvellement en ligne" : "Site web",
    lessee: lesseeBasics(person),
    financeLease: {
      ...scheduleOf(terms),
      brokerageFee: weeklyBrokerageFee,
      ...(options.previousBalanceCents ? { previousBalanceAmount: options.previousBalanceCents / 100 } : {}),
    },
  });

/** The training programme's course price the demo sells (C §3.3 "Training program choice"). */
export const demoTrainingCourse = 750;

/**
 * A training-programme contract (C §3.3): a 750 $ course repaid in the
 * number of payments the programme gives, at the training rate (core's
 * primary reading), no brokerage fee.
 */
export const trainingBody = (person: DemoPerson, firstPayment: CalendarDate): Contract =>
  demoContract({
    isMicroCredit: true,
    isTraining: true,
    Amount: demoTrainingCourse,
    CrmLeadSourceDescription: "Programme de formation",
    lessee: lesseeBasics(person),
    financeLease: scheduleOf({
      amount: demoTrainingCourse,
      frequency: Frequency.BiWeekly,
      term: trainingNumberOfPayments(demoTrainingCourse),
      paymentsGiven: true,
      rate: trainingInterestRate().toNumber(),
      firstPayment,
    }),
  });

/**
 * A VIN with its North American check digit (position 9) computed from the
 * 16 other characters, given with "?" in its place.
 *
 * @example
 * vinWithCheckDigit("1M8GDM9A?KP042788") // "1M8GDM9AXKP042788"
 */
export const vinWithCheckDigit = (pattern: string): string => {
  const letters: Record<string, number> = { A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8, J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9, S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9 };
  const weights = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
  const value = (char: string) => (/\d/.test(char) ? Number(char) : (letters[char] ?? 0));
  const sum = [...pattern].reduce((total, char, index) => (char === "?" ? total : total + value(char) * weights[index]!), 0);
  return pattern.replace("?", sum % 11 === 10 ? "X" : String(sum % 11));
};

const pad = (value: number) => String(value).padStart(2, "0");

/** A Quebec driver's licence number shape: initial, four digits, birth date (DDMMYY), two digits. */
const licenceOf = (lastName: string, birthDate: string, digits: string): string => {
  const [year, month, day] = birthDate.split("-");
  return `${lastName[0]!.toUpperCase()}${digits}-${day}${month}${year!.slice(2)}-${pad(Number(digits) % 97)}`;
};

/** The full lessee of the lease: bank, housing, previous address, second job, references. */
const fullLessee = (person: DemoPerson): Json => ({
  ...lesseeBasics(person),
  salutation: Salutation.Mrs,
  civilStatus: CivilStatus.MarriedOrCommonLaw,
  homePhone: maskedPhone("4505550125"),
  homePhoneLanguage: LanguageCode.French,
  businessPhone: maskedPhone("4505550135"),
  businessPhoneLanguage: LanguageCode.French,
  driverLicence: licenceOf(person.lastName, person.birthDate, "4521"),
  bankname: "Desjardins",
  bankinst: "815",
  banktransit: "30412",
  bankfolio: "0487215",
  rentAmount: 1_150,
  adrType: AddressType.Tenant,
  adrYears: 4,
  adrMonth: 3,
  ownerName: "Gestion immobilière Rive-Sud",
  ownerPhone: maskedPhone("4505550145"),
  civicNumber1: "88",
  street1: "rue Saint-Charles Ouest",
  apartment1: "4",
  city1: "Longueuil",
  province1: demoProvince,
  postalCode1: "J4H 1C9",
  adrYears1: 3,
  adrMonth1: 0,
  workContact: "Nadia Bergeron (ressources humaines)",
  workYears: 7,
  workMonth: 2,
  workPhone: maskedPhone("4505550155"),
  workPhoneExt: "2214",
  workCivicNumber: "3120",
  workStreet: "boulevard Taschereau",
  workCity: "Greenfield Park",
  workProvince: demoProvince,
  workPostalCode: "J4V 2H1",
  workCompany1: "Résidence Les Jardins",
  workPoste1: "Préposée aux bénéficiaires (fins de semaine)",
  workType1: WorkType.PartTimeEmployee,
  workYears1: 2,
  workMonth1: 0,
  workGrosIncome1: 9_600,
  workNetIncome1: 7_900,
  refName1: "Sophie Lavoie",
  refPhone1: maskedPhone("4505550165"),
  refLink1: "Sœur",
  refName2: "Jean-François Morin",
  refPhone2: maskedPhone("5145550175"),
  refLink2: "Collègue",
});

/** The co-lessee: the spouse, at the same address. */
const fullColessee = (person: DemoPerson): Json => ({
  coFirstName: demoColessee.firstName,
  coLastName: demoColessee.lastName,
  coSalutation: Salutation.Mr,
  coCivilStatus: CivilStatus.MarriedOrCommonLaw,
  coCellPhone: maskedPhone(demoColessee.cellPhone),
  coCellPhoneLanguage: LanguageCode.French,
  coEmail: demoColessee.email,
  coLanguage: LanguageCode.French,
  coBirthDate: demoColessee.birthDate,
  coSinNumber: demoColessee.sin,
  coDriverLicence: licenceOf(demoColessee.lastName, demoColessee.birthDate, "6630"),
  isCoLesseeAddressSameAsLessee: true,
  coCivicNumber: person.address.civicNumber,
  coStreet: person.address.street,
  coApartment: person.address.apartment,
  coCity: person.address.city,
  coProvince: demoProvince,
  coPostalCode: person.address.postalCode,
  coAdrType: AddressType.Tenant,
  coAdrYears: 4,
  coAdrMonth: 3,
  coWorkCompany: demoColessee.employer,
  coWorkPoste: demoColessee.jobTitle,
  coWorkType: WorkType.FullTimeEmployee,
  coWorkYears: 11,
  coWorkMonth: 6,
  coWorkPhone: maskedPhone("5145550185"),
  coWorkGrosIncome: demoColessee.grossIncome,
  coWorkNetIncome: Math.round(demoColessee.grossIncome * 0.72),
  coWorkCity: "Montréal",
  coWorkProvince: demoProvince,
});

const cents = (dollars: number) => Math.round(dollars * 100);
const dollars = (value: number) => value / 100;

/** The household budget (B §3.7), monthly, with its totals and ratios as an analyst computed them. */
const leaseBudget = (person: DemoPerson, monthlyPayment: number): Json => {
  const incomes = {
    bdIncGrossSalary: dollars(cents(person.grossIncome / 12)),
    bdIncCoTenant: dollars(cents(demoColessee.grossIncome / 12)),
    bdIncFamilyAllowance: 412.5,
    bdIncSideLine: 800,
  };
  const expenses = {
    bdExpRentMortgage: 1_150,
    bdExpCarInsurance: 118.4,
    bdExpUtilities: 185,
    bdExpCardBalance: 120,
    bdExpCreditMargins: 75,
    bdExpNewVehiclePayment: monthlyPayment,
  };
  const income = Object.values(incomes).reduce((sum, value) => sum + cents(value), 0);
  const expense = Object.values(expenses).reduce((sum, value) => sum + cents(value), 0);
  return {
    ...incomes,
    ...expenses,
    bdNoteInc: "Revenus confirmés par talons de paie (deux conjoints) et relevé de l'ACE.",
    bdNoteExp: "Loyer confirmé par le bail; aucune autre dette au dossier de crédit.",
    bdCreditAnalystName: "Adèle Admin",
    bdIsLocked: true,
    bdTotalIncome: dollars(income),
    bdTotalExpense: dollars(expense),
    bdDebtRatio: Math.round((expense / income) * 10_000) / 100,
    bdPayoutRatio: Math.round((cents(monthlyPayment) / income) * 10_000) / 100,
    bdTotalIncomeInternal: dollars(income),
    bdTotalExpenseInternal: dollars(expense),
    bdDebtRatioInternal: Math.round((expense / income) * 10_000) / 100,
    bdPayoutRatioInternal: Math.round((cents(monthlyPayment) / income) * 10_000) / 100,
  };
};

/** A used 2023 hybrid SUV with its trade-in (B §3.8). */
const leaseVehicle = (today: CalendarDate): Json => ({
  typeId: VehicleType.Suv,
  carState: CarState.Used,
  categoryId: 0,
  usageType: VehicleUsage.Personal,
  vin: vinWithCheckDigit("2T3RWRFV?PW167342"),
  year: 2023,
  make: "Toyota",
  model: "RAV4",
  trim: "LE Hybride TI",
  carColor: "Gris magnétique",
  interiorColor: "Noir",
  noPlaque: "G47 KTR",
  odometer: 31_250,
  odometerUnit: OdometerUnit.Kilometres,
  fuel: EngineFuel.Hybrid,
  cylinderCount: 4,
  engineDisplacement: 2.5,
  transmission: "Automatique (CVT)",
  doorsCount: 5,
  seatCount: 5,
  hasAWD: true,
  hasElectricMirrors: true,
  hasElectricWindows: true,
  hasKeylessEntry: true,
  hasAirConditioning: true,
  hasAlloyWheels: true,
  hasBluetooth: true,
  otherEquipmentDescription: "Pneus d'hiver sur jantes, démarreur à distance",
  repairsDescription: "Plaquettes de frein avant remplacées à l'inspection",
  hasCarproof: true,
  isFinancingAvailable: true,
  isWarrantyAvailable: true,
  previousOwnerType: 0,
  legalWarrantyType: "A",
  manufacturerWarrantyMaxDate: today.add({ years: 2, months: 3 }).toString(),
  manufacturerWarrantyMileage: 100_000,
  manufacturerWarrantyMileageUnit: OdometerUnit.Kilometres,
  manufacturerWarrantyNotes: "Garantie hybride 8 ans / 160 000 km sur la batterie",
  isNoDeclaration: true,
  exVin: vinWithCheckDigit("2HGFB2F5?EH512877"),
  exYear: 2014,
  exMake: "Honda",
  exModel: "Civic",
  exTrim: "LX",
  exCarColor: "Bleu",
  exOdometer: 184_300,
  exOdometerUnit: OdometerUnit.Kilometres,
  exIsNoDeclaration: true,
});

/** The lease's terms: 26,940 $ financed at 7.49 %, 104 bi-weekly payments (48 months), amortized down to a 14,850 $ residual. */
const leaseTerms = { amount: 26_940, residual: 14_850, rate: 7.49, periodsPerYear: 26, term: 48 } as const;

/** The lease's bi-weekly payment by core's rule (177.48 $), for the budget's monthly vehicle payment. */
const leaseBiWeeklyPayment = balloonPayment(leaseTerms.amount, leaseTerms.residual, leaseTerms.rate, leaseTerms.periodsPerYear, (leaseTerms.term * leaseTerms.periodsPerYear) / 12).toNumber();

/** The lease of the demo: vehicle, lessee, co-lessee, budget and terms (B §3.4–§3.8). */
export const leaseBody = (person: DemoPerson, today: CalendarDate, firstPayment: CalendarDate): Contract =>
  demoContract({
    ContractProductId: 0,
    Amount: leaseTerms.amount,
    marketPrice: 33_450,
    marketSource: 1,
    salespersonName: "Sylvain Roy",
    vendorDesc: "Automobiles Rive-Sud",
    vendorBusinessPhone: maskedPhone("4505550195"),
    vendorEmail: "ventes@automobiles-rive-sud.example.com",
    fandiName: "Fanny Finance",
    lessee: fullLessee(person),
    colessee: fullColessee(person),
    budget: leaseBudget(person, dollars(cents((leaseBiWeeklyPayment * 26) / 12))),
    vehicle: leaseVehicle(today),
    financeLease: {
      vehiclePrice: 32_995,
      tradeInVehiclePrice: 4_500,
      depositTotalAmount: 2_000,
      securityDeposit: 500,
      residualAmount: leaseTerms.residual,
      rdprmFees: 45,
      fileOpeningFees: 395,
      balanceAmount: leaseTerms.amount,
      kmPlanName: "20 000 km par année",
      ...scheduleOf({ amount: leaseTerms.amount, frequency: Frequency.BiWeekly, term: leaseTerms.term, rate: leaseTerms.rate, firstPayment }),
    },
  });

/** A dealer's financing file: a used pickup truck. */
export const financeBody = (person: DemoPerson, firstPayment: CalendarDate): Contract =>
  demoContract({
    ContractProductId: 1,
    Amount: 28_500,
    salespersonName: "Karine Dubé",
    vendorDesc: "Mauricie Ford",
    lessee: { ...lesseeBasics(person), salutation: Salutation.Mr, civilStatus: CivilStatus.Divorced },
    vehicle: {
      typeId: VehicleType.PickupTruck,
      carState: CarState.Used,
      usageType: VehicleUsage.Personal,
      vin: vinWithCheckDigit("1FTEW1EP?KFA40318"),
      year: 2019,
      make: "Ford",
      model: "F-150",
      trim: "XLT SuperCrew 4x4",
      carColor: "Blanc",
      odometer: 96_400,
      odometerUnit: OdometerUnit.Kilometres,
      fuel: EngineFuel.Gasoline,
      cylinderCount: 6,
      has4x4: true,
      legalWarrantyType: "C",
      isNoDeclaration: true,
    },
    financeLease: {
      vehiclePrice: 31_995,
      depositTotalAmount: 3_500,
      ...scheduleOf({ amount: 28_500, frequency: Frequency.Monthly, term: 60, rate: 8.99, firstPayment }),
    },
  });
