import type { TenantCode } from "@lendkit/core";
import type { FlowSettings } from "../flows/settings.js";

/**
 * The demo lenders as their contracts name them (flow settings `lender` and
 * `contractTerms`, docs/demo-data.md): a legal name, an address, a phone and
 * an email, and a short terms and conditions text in French and English.
 * Fictitious, like the rest of the demo: phones in the 555-0100–0199 range,
 * emails at example.com, postal codes Canada Post could assign in Quebec.
 * Their rate caps show both paths of the cost-of-borrowing rules: RENT
 * warns, CAPITAL refuses.
 */
/** The NSF fee both demo lenders charge on a returned debit (the bounced customer's fee line). */
export const demoNsfFeeCents = 4_500;

/**
 * Both lenders' servicing: the NSF fee; RENT also charges a late fee once
 * ten days of grace are over (at most three per contract), which the
 * server's daily run assesses as the demo's days go by.
 */
const demoServicing = { nsfFee: "45.00" };

export const demoLenderSettings: Readonly<Partial<Record<TenantCode, Pick<FlowSettings, "lender" | "contractTerms" | "rateCap" | "weeklyFee" | "isWeeklyFeePercentage" | "interestRate" | "servicing">>>> = {
  RENT: {
    // The spec's calculator constants (C §9: 19.99 %, 8.00 $ a week): about 81 % APR, above the
    // criminal rate, so RENT shows the warning path (staff see it, signing is audited).
    weeklyFee: 8,
    isWeeklyFeePercentage: false,
    interestRate: 19.99,
    rateCap: { action: "warn" },
    servicing: { ...demoServicing, lateFee: { amount: "25.00", graceDays: 10, maxPerContract: 3 } },
    lender: {
      legalName: "Prêts Rent inc.",
      address: "1000, rue Sherbrooke Ouest, bureau 200\nMontréal (Québec) H3A 3G4",
      phone: "514 555-0100",
      email: "contrats@rent.example.com",
    },
    contractTerms: {
      fr: "L'emprunteur s'engage à rembourser à Prêts Rent inc. le capital du prêt, avec les intérêts au taux annuel indiqué et les frais de courtage par versement, par les versements et aux dates du calendrier ci-dessus, prélevés dans le compte bancaire vérifié lors de la demande.\n\nUn versement refusé par la banque reste dû. L'emprunteur avise le prêteur de tout changement d'adresse, de téléphone ou de compte bancaire.\n\nLe prêt est accordé une fois la demande approuvée\u00a0; l'emprunteur en est avisé par texto.",
      en: "The borrower agrees to repay Prêts Rent inc. the loan principal, with the interest at the annual rate stated and the brokerage fee per payment, in the payments and on the dates of the schedule above, withdrawn from the bank account verified during the application.\n\nA payment refused by the bank remains due. The borrower tells the lender of any change of address, phone or bank account.\n\nThe loan is granted once the application is approved; the borrower is told by text message.",
    },
  },
  CAPITAL: {
    // The product's default, recorded: above the criminal rate nothing is offered, signed or funded.
    rateCap: { action: "refuse" },
    servicing: demoServicing,
    lender: {
      legalName: "Capital Financement ltée",
      address: "2500, boulevard Laurier, bureau 1200\nQuébec (Québec) G1V 4M6",
      phone: "418 555-0199",
      email: "contracts@capital.example.com",
    },
    contractTerms: {
      fr: "L'emprunteur s'engage à rembourser à Capital Financement ltée le capital du prêt, avec les intérêts et les frais indiqués, selon le calendrier des versements ci-dessus.\n\nUn versement qui n'est pas fait à sa date reste dû. Le prêt est accordé une fois la demande approuvée par le prêteur.",
      en: "The borrower agrees to repay Capital Financement ltée the loan principal, with the interest and fees stated, on the payment schedule above.\n\nA payment not made on its date remains due. The loan is granted once the lender approves the application.",
    },
  },
};
